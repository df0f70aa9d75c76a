import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A rectangle in points, origin at the page's top-left corner. */
export interface Rect {
  x: number;
  top: number;
  width: number;
  height: number;
}

/** One run of text as pdf.js reports it, with its position. */
export interface TextItem extends Rect {
  text: string;
  /** Distance of the baseline from the top of the page, in points. */
  baseline: number;
  /** Font size in points. */
  size: number;
  font: string;
  bold: boolean;
}

export interface ExtractedPage {
  /** Page size in points. */
  width: number;
  height: number;
  items: TextItem[];
  /** Painted paths: table grid lines, cell borders, fills (none when read `textOnly`). */
  rules: Rect[];
  /** Images painted on the page (a scan is one image and no text). */
  images: number;
}

export interface ExtractedPdf {
  pageCount: number;
  pages: ExtractedPage[];
}

export interface ParseLimits {
  maxBytes: number;
  maxPages: number;
  maxItems: number;
  /** Wall-clock limit for the whole parse. */
  timeoutMs: number;
  /** Heap limit of the parser thread. */
  maxHeapMb: number;
  /**
   * Text positions only: skips pdf.js's operator list (drawing operators), so no `rules`, and
   * `font`/`bold` come from the text's font family only. For readers that lay out rows from
   * text positions and never look at grid lines or weights.
   */
  textOnly?: boolean;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 500,
  maxItems: 500_000,
  timeoutMs: 60_000,
  maxHeapMb: 512,
};

export type PdfErrorCode = 'not_pdf' | 'too_large' | 'too_many_pages' | 'too_many_items' | 'encrypted' | 'invalid_pdf' | 'timeout';

/** Why a file could not be read as a PDF; `message` is fit to show to the uploader. */
export class PdfError extends Error {
  constructor(
    readonly code: PdfErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PdfError';
  }
}

const MESSAGES: Record<PdfErrorCode, (limits: ParseLimits) => string> = {
  not_pdf: () => 'Invalid file type. Please upload a PDF file.',
  too_large: () => 'File too large. Maximum size is 10MB.',
  too_many_pages: (l) => `The PDF has too many pages (at most ${l.maxPages}).`,
  too_many_items: () => 'The PDF holds too much text to index.',
  encrypted: () => 'The PDF is password-protected.',
  invalid_pdf: () => 'The file could not be read as a PDF.',
  timeout: () => 'The PDF took too long to read.',
};
const pdfError = (code: PdfErrorCode, limits: ParseLimits) => new PdfError(code, MESSAGES[code](limits));

/** `%PDF-` within the first 1024 bytes, as readers accept (some files start with junk). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  return head.indexOf('%PDF-') !== -1;
}

/**
 * The worker script sits beside this module in src/; from the bundled dist/server.js it is
 * found by walking up to the package (the same way db/client.ts finds the migrations).
 */
function workerPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(dir, 'pdf-worker.mjs')];
  for (let i = 0; i < 4; i++) {
    candidates.push(join(dir, 'src', 'features', 'documents', 'pdf-worker.mjs'));
    dir = dirname(dir);
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('pdf-worker.mjs not found');
  return found;
}

type WorkerResult = ({ ok: true } & ExtractedPdf) | { ok: false; code: PdfErrorCode; detail?: string };

/**
 * Reads the text and painted rules (unless `textOnly`) of every page. Checks size and magic bytes first, then
 * parses in a worker thread with a heap limit and a time limit.
 */
export async function extractPdf(bytes: Uint8Array, limits: ParseLimits = DEFAULT_PARSE_LIMITS): Promise<ExtractedPdf> {
  if (bytes.byteLength > limits.maxBytes) throw pdfError('too_large', limits);
  if (!looksLikePdf(bytes)) throw pdfError('not_pdf', limits);
  const worker = new Worker(workerPath(), {
    workerData: { bytes: new Uint8Array(bytes), maxPages: limits.maxPages, maxItems: limits.maxItems, textOnly: limits.textOnly ?? false },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    // Plain JavaScript: the thread needs none of the parent's flags (under tsx or vitest, their
    // module loader would otherwise start again in every thread and read pdf.js's source maps).
    execArgv: [],
    stdout: true,
    stderr: true,
  });
  // pdf.js warns on console about damaged files; the uploader gets our error instead.
  worker.stdout.resume();
  worker.stderr.resume();
  try {
    const result = await new Promise<WorkerResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(pdfError('timeout', limits)), limits.timeoutMs);
      const settle = () => clearTimeout(timer);
      worker.once('message', (message: WorkerResult) => {
        settle();
        resolve(message);
      });
      worker.once('error', (err) => {
        settle();
        // Out of memory inside the thread is the file's fault, not the server's.
        const code = (err as NodeJS.ErrnoException).code;
        reject(code === 'ERR_WORKER_OUT_OF_MEMORY' ? pdfError('invalid_pdf', limits) : err);
      });
      worker.once('exit', (code) => {
        settle();
        reject(code === 0 ? new Error('pdf worker exited without a result') : pdfError('invalid_pdf', limits));
      });
    });
    if (!result.ok) throw pdfError(result.code, limits);
    return { pageCount: result.pageCount, pages: result.pages };
  } finally {
    await worker.terminate();
  }
}
