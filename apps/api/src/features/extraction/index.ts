export * from './types.js';
export { createMaterialExtractor } from './create.js';
export { createOfflineExtractor } from './offline-engine.js';
export { createLlmExtractor } from './llm-engine.js';
export { parseDocument, type ParsedDocument } from './parse/parse-document.js';
export { PARSE_LIMITS, type ParseLimits, tooManyMaterialsMessage, tooManyPagesMessage } from './parse/limits.js';
