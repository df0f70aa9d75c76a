export * from './types.js';
export { createMaterialExtractor } from './create.js';
