import type { DocumentStanding } from '../../db/schema/documents.js';

/** A rectangle as fractions of its page (same shape as `PageBox` of the documents schema). */
export interface ChunkBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One retrievable chunk with what an answer needs to cite it. */
export interface ChunkRecord {
  id: string;
  documentId: string;
  documentSlug: string;
  documentTitle: string;
  /** `regulation` or `document`. */
  sourceType: string;
  /** `official` text outranks `secondary` (the digest) on comparable matches. */
  standing: DocumentStanding;
  ordinal: number;
  pageNumber: number;
  /** `6.3.1`, `TOPIC-TOZ`…; null outside any section. */
  clause: string | null;
  heading: string | null;
  /** `heading`, `paragraph`, `table` or `list`. */
  chunkType: string;
  text: string;
  textPreview: string;
  boundingBox: ChunkBox | null;
  /** One box per line of the chunk, for precise highlights (may be empty). */
  boxes: ChunkBox[];
}

/** A chunk found for a question, best first. */
export interface Passage extends ChunkRecord {
  score: number;
}

export interface RetrievalResult {
  passages: Passage[];
  /**
   * Share (0..1) of the question's own terms, weighted by rarity, that the best passage or its
   * section contains. Below the engines' threshold the question is treated as not found.
   */
  coverage: number;
  /** The question named an existing clause (`what does 6.3.1 say`); its chunks come first. */
  clauseLookup: string | null;
}
