import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentChunks, type DocumentRow, documents, type NewDocumentChunk, type PageBox } from '../../db/schema/documents.js';

export const findBySha = async (db: Db, sha256: string) =>
  (await db.select().from(documents).where(eq(documents.sha256, sha256)))[0] ?? null;

export const findBySlug = async (db: Db, slug: string) =>
  (await db.select().from(documents).where(eq(documents.slug, slug)))[0] ?? null;

export const findById = async (db: Db, id: string) =>
  (await db.select().from(documents).where(eq(documents.id, id)))[0] ?? null;

export async function chunkCount(db: Db, documentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documentChunks).where(eq(documentChunks.documentId, documentId));
  return row?.n ?? 0;
}

/** Documents with their number of chunks, newest first: all of them, or one page. */
export async function listDocuments(db: Db, page?: { limit: number; offset: number }): Promise<(DocumentRow & { chunkCount: number })[]> {
  const query = db
    .select({ document: documents, chunkCount: count(documentChunks.id) })
    .from(documents)
    .leftJoin(documentChunks, eq(documentChunks.documentId, documents.id))
    .groupBy(documents.id)
    .orderBy(desc(documents.createdAt), asc(documents.slug));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r.document, chunkCount: r.chunkCount }));
}

export async function countDocuments(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents);
  return row?.n ?? 0;
}

/** Chunks of a document in reading order (used by tests and the answer feature). */
export const chunksOf = (db: Db, documentId: string) =>
  db.select().from(documentChunks).where(eq(documentChunks.documentId, documentId)).orderBy(asc(documentChunks.ordinal));

/** Inserts in batches: one statement per 200 chunks keeps well under Postgres' parameter limit. */
export async function insertChunks(db: Db, rows: NewDocumentChunk[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insert(documentChunks).values(rows.slice(i, i + 200));
}

/** A passage of a document section, with where it sits on its page. */
export interface SectionPassage {
  documentId: string;
  slug: string;
  clause: string | null;
  text: string;
  pageNumber: number;
  boundingBox: PageBox;
  boxes: PageBox[];
}

/** The passages of the given sections (clauses) of the given documents (slugs), in reading order. */
export async function passagesOfSections(db: Db, slugs: string[], clauses: string[]): Promise<SectionPassage[]> {
  if (slugs.length === 0 || clauses.length === 0) return [];
  return db
    .select({
      documentId: documents.id,
      slug: documents.slug,
      clause: documentChunks.clause,
      text: documentChunks.text,
      pageNumber: documentChunks.pageNumber,
      boundingBox: documentChunks.boundingBox,
      boxes: documentChunks.boxes,
    })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .where(and(inArray(documents.slug, slugs), inArray(documentChunks.clause, clauses)))
    .orderBy(asc(documentChunks.documentId), asc(documentChunks.ordinal));
}

/** A document awaiting OCR: the job's writes apply only while it is still these bytes, still pending. */
const stillPending = (document: Pick<DocumentRow, 'id' | 'sha256'>) =>
  and(eq(documents.id, document.id), eq(documents.sha256, document.sha256), eq(documents.state, 'ocr_pending'));

/** Documents the OCR job has yet to finish (queued again when a server starts). */
export const pendingOcrDocuments = async (db: Db) =>
  (await db.select({ id: documents.id }).from(documents).where(eq(documents.state, 'ocr_pending'))).map((r) => r.id);

/**
 * Replaces a pending document's chunks with the complete set and marks it ready, in one
 * transaction; false (nothing written) when it was replaced or finished meanwhile.
 */
export async function completeOcr(db: Db, document: DocumentRow, rows: NewDocumentChunk[], now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.update(documents).set({ state: 'ready', error: null, updatedAt: now }).where(stillPending(document)).returning({ id: documents.id });
    if (updated.length === 0) return false;
    await tx.delete(documentChunks).where(eq(documentChunks.documentId, document.id));
    await insertChunks(tx as unknown as Db, rows);
    return true;
  });
}

/** Marks a pending document failed; its trusted pages stay indexed. */
export async function failOcr(db: Db, document: DocumentRow, error: string, now: Date): Promise<void> {
  await db.update(documents).set({ state: 'failed', error, updatedAt: now }).where(stillPending(document));
}

/** Puts a failed document back in the OCR queue's hands (the same bytes uploaded again); null if not failed. */
export async function retryOcr(db: Db, documentId: string, now: Date): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set({ state: 'ocr_pending', error: null, updatedAt: now })
    .where(and(eq(documents.id, documentId), eq(documents.state, 'failed'), sql`cardinality(${documents.ocrPages}) > 0`))
    .returning();
  return row ?? null;
}
