import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiConfig } from '../../config.js';
import { createLlmEngine } from './llm-engine.js';
import { createOfflineEngine } from './offline-engine.js';
import type { AnswerEngine } from './types.js';

export type { AnswerEngine, AnswerInput, AnswerLanguage, AnswerResult, AnswerStream } from './types.js';
export { createLlmEngine } from './llm-engine.js';
export { createOfflineEngine, textPieces } from './offline-engine.js';
export { finalizeCitations, parseCitations } from './citations.js';
export { assertNumbersGrounded, ungroundedNumbers } from './number-guard.js';
export { countTokens, TOKEN_ENCODING, tokenUsage } from './tokens.js';
export { notFoundAnswer } from './phrases.js';

/**
 * The engine `AI_PROVIDER` selects: `offline` (default) or `llm`, an OpenAI-compatible chat
 * model at `AI_BASE_URL` (OpenAI, Azure, vLLM, Ollama, llama.cpp server) named `AI_MODEL`.
 */
export function createAnswerEngine(config: AiConfig | undefined): AnswerEngine {
  if (!config || config.provider === 'offline') return createOfflineEngine();
  if (!config.baseUrl || !config.model) {
    throw new Error('AI_PROVIDER=llm needs AI_BASE_URL and AI_MODEL (and AI_API_KEY if the endpoint wants one)');
  }
  const provider = createOpenAICompatible({ name: 'llm', baseURL: config.baseUrl, apiKey: config.apiKey });
  return createLlmEngine({ model: provider.chatModel(config.model) });
}
