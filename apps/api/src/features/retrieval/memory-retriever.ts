import { analyzeQuery } from './query.js';
import { buildIndex, rank } from './ranking.js';
import { DEFAULT_PASSAGES, type Retriever } from './retriever.js';
import type { ChunkRecord } from './types.js';

/**
 * A retriever over chunks already in memory: the same ranking as the database retriever without
 * the database, for the evaluation set and its bench (which measure answers, not storage).
 */
export function createMemoryRetriever(chunks: readonly ChunkRecord[]): Retriever {
  const index = buildIndex([...chunks]);
  return {
    search: async (question, options = {}) => rank(index, analyzeQuery(question), options.limit ?? DEFAULT_PASSAGES),
    chunks: async () => index.chunks,
    invalidate: () => undefined,
  };
}
