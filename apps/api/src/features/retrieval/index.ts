export { createRetriever, loadChunks, DEFAULT_PASSAGES, type Retriever } from './retriever.js';
export { analyzeQuery, type AnalyzedQuery } from './query.js';
export { buildIndex, rank, type RetrievalIndex } from './ranking.js';
export type { ChunkBox, ChunkRecord, Passage, RetrievalResult } from './types.js';
export { createMemoryRetriever } from './memory-retriever.js';
