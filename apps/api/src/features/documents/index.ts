export { documentsHandlers } from './routes.js';
export { documentLink, verifyDocumentLink, DOCUMENT_LINK_TTL_S } from './links.js';
export { ingestPdf, slugFromFileName, type IngestDeps, type IngestInput, type IngestResult } from './ingest.js';
export { ingestCorpus, corpusDir, type CorpusDeps } from './corpus.js';
export { extractPdf, PdfError, DEFAULT_PARSE_LIMITS, type ParseLimits } from './pdf-extract.js';
export { chunkPdf, type ChunkDraft } from './chunker.js';
export { chunksOf, findById as findDocumentById, listDocuments, passagesOfSections, type SectionPassage } from './store.js';
