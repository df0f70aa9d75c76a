import type { Config } from '../../config.js';
import type { MaterialExtractor } from './types.js';

/**
 * Scaffolding while the engines are built in parallel: the offline and llm extractors replace
 * this before extraction routes are served.
 */
export function createMaterialExtractor(_config: Config): MaterialExtractor {
  const unavailable = () => Promise.reject(new Error('The material extraction engine is not available yet'));
  return { engine: 'offline', extractDocument: unavailable, extractDescription: unavailable };
}
