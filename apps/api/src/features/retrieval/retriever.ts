import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentChunks, documents } from '../../db/schema/documents.js';
import { analyzeQuery } from './query.js';
import { buildIndex, rank, type RetrievalIndex } from './ranking.js';
import type { ChunkRecord, RetrievalResult } from './types.js';

export const DEFAULT_PASSAGES = 6;

export interface Retriever {
  /** The best chunks for a question in en, gu or hi; the index is (re)built first when needed. */
  search(question: string, options?: { limit?: number }): Promise<RetrievalResult>;
  /** Every indexed chunk (the plot calculator cites the digest rows it finds among them). */
  chunks(): Promise<readonly ChunkRecord[]>;
  /** Drops the index; the next search reloads the chunks. */
  invalidate(): void;
}

/**
 * BM25 in process over every chunk in the database. The index is built on the first search
 * and rebuilt when the documents change: each search first reads a cheap signature (document
 * count, latest `updated_at`, chunk count), so a re-ingestion by this or another instance is
 * seen by the next question without any notification.
 */
export function createRetriever(db: Db): Retriever {
  let current: { signature: string; index: RetrievalIndex } | null = null;
  let building: { signature: string; promise: Promise<RetrievalIndex> } | null = null;

  async function indexFor(signature: string): Promise<RetrievalIndex> {
    if (current?.signature === signature) return current.index;
    if (building?.signature === signature) return building.promise;
    const promise = loadChunks(db).then((chunks) => buildIndex(chunks));
    building = { signature, promise };
    try {
      const index = await promise;
      current = { signature, index };
      return index;
    } finally {
      if (building?.promise === promise) building = null;
    }
  }

  return {
    async search(question, options = {}) {
      const index = await indexFor(await corpusSignature(db));
      return rank(index, analyzeQuery(question), options.limit ?? DEFAULT_PASSAGES);
    },
    async chunks() {
      return (await indexFor(await corpusSignature(db))).chunks;
    },
    invalidate() {
      current = null;
    },
  };
}

async function corpusSignature(db: Db): Promise<string> {
  const [row] = await db
    .select({
      documents: sql<number>`count(*)::int`,
      updated: sql<string | null>`max(${documents.updatedAt})::text`,
      chunks: sql<number>`(select count(*) from ${documentChunks})::int`,
    })
    .from(documents);
  return `${row?.documents ?? 0}|${row?.updated ?? ''}|${row?.chunks ?? 0}`;
}

/** Every chunk with its document's name and type. */
export async function loadChunks(db: Db): Promise<ChunkRecord[]> {
  const rows = await db
    .select({
      id: documentChunks.id,
      documentId: documentChunks.documentId,
      documentSlug: documents.slug,
      documentTitle: documents.title,
      sourceType: documents.sourceType,
      standing: documents.standing,
      ordinal: documentChunks.ordinal,
      pageNumber: documentChunks.pageNumber,
      clause: documentChunks.clause,
      heading: documentChunks.heading,
      chunkType: documentChunks.chunkType,
      text: documentChunks.text,
      textPreview: documentChunks.textPreview,
      boundingBox: documentChunks.boundingBox,
      boxes: documentChunks.boxes,
    })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .orderBy(asc(documents.slug), asc(documentChunks.ordinal));
  return rows;
}
