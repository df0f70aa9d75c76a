import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Config } from '../../config.js';
import { createLlmExtractor } from './llm-engine.js';
import { createOfflineExtractor } from './offline-engine.js';
import type { MaterialExtractor } from './types.js';

/** The engine `AI_PROVIDER` selects: offline (default) or an OpenAI-compatible model (`llm`). */
export function createMaterialExtractor(config: Config): MaterialExtractor {
  const ai = config.ai;
  if (!ai || ai.provider === 'offline') return createOfflineExtractor();
  if (!ai.baseUrl || !ai.model) throw new Error('AI_PROVIDER=llm needs AI_BASE_URL and AI_MODEL (and AI_API_KEY if the endpoint wants one)');
  const provider = createOpenAICompatible({ name: 'llm', baseURL: ai.baseUrl, apiKey: ai.apiKey });
  return createLlmExtractor({ model: provider.chatModel(ai.model) });
}
