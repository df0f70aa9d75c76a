import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { SHUTDOWN } from '../jobs/index.js';
import { chunkPdf } from './chunker.js';
import { chunkRow } from './ingest.js';
import { DEFAULT_OCR_LIMITS, type OcrLimits } from './ocr.js';
import { DEFAULT_PARSE_LIMITS, extractPdf } from './pdf-extract.js';
import { completeOcr, failOcr, findById, pendingOcrDocuments } from './store.js';
import { type OcrReader, withOcrText } from './trusted-text.js';

/** The pg-boss queue of documents whose garbled or scanned pages await OCR; a job carries `{ documentId }`. */
export const DOCUMENT_OCR_JOB = 'document-ocr';
/**
 * pg-boss retries a try that threw before settling (the database was away), and one whose
 * process died: it expires after the OCR's own time limit, then runs again.
 */
const JOB = { retryLimit: 2, retryDelay: 30, expireInSeconds: DEFAULT_OCR_LIMITS.timeoutMs / 1000 + 120 };

type Deps = Pick<AppDeps, 'database' | 'storage' | 'clock' | 'jobs'>;
export interface OcrJobOptions {
  read: OcrReader;
  limits?: OcrLimits;
}

/** A failure the administrator should read as is (the document's `error`). */
class OcrFailure extends Error {}

/** Resolves SHUTDOWN as soon as the process stops, instead of waiting for `work`. */
function unlessStopped<T>(work: Promise<T>, signal: AbortSignal): Promise<T | typeof SHUTDOWN> {
  if (signal.aborted) return Promise.resolve(SHUTDOWN);
  return new Promise((resolve, reject) => {
    const stop = () => resolve(SHUTDOWN);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * OCRs a pending document's `ocr_pages`, re-chunks the whole document (headings and clauses run
 * across pages) and swaps its chunks in one transaction, marking it ready. Idempotent: a
 * document no longer pending, or replaced by other bytes, is left alone, so a duplicate or
 * retried job does nothing. A stop of this process leaves the document pending for the next
 * start's sweep; an OCR error marks it failed.
 */
export function documentOcrJob(deps: Deps, options: OcrJobOptions) {
  const { db } = deps.database;
  return async ({ documentId }: { documentId: string }, signal: AbortSignal): Promise<void> => {
    const document = await findById(db, documentId);
    if (!document || document.state !== 'ocr_pending') return;
    try {
      const bytes = await deps.storage.get(document.storageKey);
      if (!bytes) throw new OcrFailure('The file is missing from storage.');
      const pdf = await extractPdf(bytes, DEFAULT_PARSE_LIMITS);
      const read = await unlessStopped(
        options.read(bytes, document.ocrPages, options.limits ?? DEFAULT_OCR_LIMITS).catch((error: unknown) => {
          throw new OcrFailure(`Text recognition failed on pages ${document.ocrPages.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
        }),
        signal,
      );
      if (read === SHUTDOWN) return;
      const chunks = chunkPdf(withOcrText(pdf, document.ocrPages, read));
      if (chunks.length === 0) throw new OcrFailure('Text recognition found no text to index.');
      const now = deps.clock.now();
      await completeOcr(db, document, chunks.map((chunk, ordinal) => chunkRow(document.id, ordinal, chunk, now)), now);
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof OcrFailure)) throw error;
      await failOcr(db, document, error.message, deps.clock.now());
    }
  };
}

/** Queues the OCR of an uploaded document (pg-boss keeps it across restarts). */
export async function queueDocumentOcr(deps: Pick<Deps, 'jobs'>, documentId: string): Promise<void> {
  await deps.jobs.send(DOCUMENT_OCR_JOB, { documentId }, JOB);
}

/**
 * When the server is ready: queues again every document still pending (its process stopped
 * mid-OCR, or between the upload and the queueing). A duplicate job is harmless (see above).
 */
export function scheduleDocumentOcrSweep(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    try {
      for (const id of await pendingOcrDocuments(deps.database.db)) await queueDocumentOcr(deps, id);
    } catch (error) {
      app.log.error({ err: error }, 'document OCR sweep failed');
    }
  });
}
