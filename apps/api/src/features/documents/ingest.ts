import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentChunks, type DocumentRow, documents, type DocumentSourceType, type DocumentStanding } from '../../db/schema/documents.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../storage/index.js';
import { chunkPdf, type ChunkDraft } from './chunker.js';
import { DEFAULT_PARSE_LIMITS, extractPdf, type ParseLimits, PdfError } from './pdf-extract.js';
import type { OcrLimits } from './ocr.js';
import { deferredText, trustedText } from './trusted-text.js';
import { chunkCount, findBySha, findBySlug, insertChunks } from './store.js';

export interface IngestDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  limits?: ParseLimits;
  /** OCR of legacy-font and scanned pages (default `DEFAULT_OCR_LIMITS`). */
  ocr?: OcrLimits;
  /**
   * Index the trusted pages now and leave the pages needing OCR to the OCR job (the document is
   * `ocr_pending`; the caller queues the job). Otherwise OCR runs here, before answering.
   */
  deferOcr?: boolean;
}

export interface IngestInput {
  bytes: Uint8Array;
  /** Names the document across re-ingestion: the file stem, e.g. `cgdcr-digest`. */
  slug: string;
  title: string;
  sourceType: DocumentSourceType;
  /** `official`: the notified text, which retrieval prefers; default `secondary`. */
  standing?: DocumentStanding;
}

export interface IngestResult {
  document: DocumentRow;
  /** `unchanged`: these bytes were ingested before; nothing was written. */
  status: 'created' | 'replaced' | 'unchanged';
  chunkCount: number;
}

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** A slug from a file name: `CGDCR Digest (2024).pdf` → `cgdcr-digest-2024`. */
export function slugFromFileName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '');
  const slug = stem
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return slug || 'document';
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const storageKeyOf = (sha: string) => `documents/${sha}.pdf`;
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Ingests one PDF: the same bytes again change nothing (sha256); new bytes under a known slug
 * replace that document's row and all its chunks in one transaction; otherwise a new document.
 * The file is stored content-addressed before the transaction, so a committed row always has
 * its file; a replaced file is removed afterwards.
 */
export async function ingestPdf(deps: IngestDeps, input: IngestInput): Promise<IngestResult> {
  if (!SLUG_PATTERN.test(input.slug)) throw new Error(`invalid document slug: ${input.slug}`);
  const sha256 = sha256Hex(input.bytes);
  const unchanged = async (): Promise<IngestResult | null> => {
    const known = await findBySha(deps.db, sha256);
    return known ? { document: known, status: 'unchanged', chunkCount: await chunkCount(deps.db, known.id) } : null;
  };
  const same = await unchanged();
  if (same) return same;

  const extracted = await extractPdf(input.bytes, deps.limits ?? DEFAULT_PARSE_LIMITS);
  const pdf = deps.deferOcr ? deferredText(extracted) : await trustedText(input.bytes, extracted, deps.ocr);
  const chunks = chunkPdf(pdf);
  const pending = deps.deferOcr && pdf.ocrPages.length > 0;
  if (chunks.length === 0 && !pending) {
    throw new PdfError('invalid_pdf', 'The PDF has no text to index (no text layer, and text recognition found none).');
  }
  const storageKey = storageKeyOf(sha256);
  await deps.storage.put(storageKey, input.bytes);

  const now = deps.clock.now();
  const fields = {
    title: input.title,
    sourceType: input.sourceType,
    standing: input.standing ?? 'secondary',
    storageKey,
    sha256,
    pageCount: pdf.pageCount,
    byteSize: input.bytes.byteLength,
    state: pending ? ('ocr_pending' as const) : ('ready' as const),
    ocrPages: pdf.ocrPages,
    error: null,
    updatedAt: now,
  };
  let previousKey: string | null = null;
  let result: IngestResult;
  try {
    result = await deps.db.transaction(async (tx) => {
      const existing = await findBySlug(tx as unknown as Db, input.slug);
      let document: DocumentRow;
      if (existing) {
        previousKey = existing.storageKey;
        await tx.delete(documentChunks).where(eq(documentChunks.documentId, existing.id));
        [document] = (await tx.update(documents).set(fields).where(eq(documents.id, existing.id)).returning()) as [DocumentRow];
      } else {
        [document] = (await tx
          .insert(documents)
          .values({ ...fields, slug: input.slug, createdAt: now })
          .returning()) as [DocumentRow];
      }
      await insertChunks(tx as unknown as Db, chunks.map((chunk, ordinal) => chunkRow(document.id, ordinal, chunk, now)));
      return { document, status: existing ? 'replaced' : 'created', chunkCount: chunks.length } as IngestResult;
    });
  } catch (err) {
    // The same bytes ingested concurrently: the other ingestion won.
    if (isUniqueViolation(err)) {
      const other = await unchanged();
      if (other) return other;
    }
    throw err;
  }
  if (previousKey && previousKey !== storageKey) await deps.storage.delete(previousKey).catch(() => undefined);
  return result;
}

export function chunkRow(documentId: string, ordinal: number, chunk: ChunkDraft, now: Date) {
  return {
    documentId,
    ordinal,
    pageNumber: chunk.pageNumber,
    clause: chunk.clause,
    heading: chunk.heading,
    chunkType: chunk.chunkType,
    text: chunk.text,
    textPreview: chunk.textPreview,
    boundingBox: chunk.boundingBox,
    boxes: chunk.boxes,
    createdAt: now,
  };
}
