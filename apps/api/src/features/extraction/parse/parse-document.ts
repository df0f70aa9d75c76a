import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DEFAULT_OCR_LIMITS, ocrImage, ocrPages } from '../../documents/ocr.js';
import { extractPdf, PdfError, type ExtractedPdf } from '../../documents/pdf-extract.js';
import type { TableRow } from '../offline/table.js';
import type { TextLine } from '../offline/text.js';
import { DocumentUnreadableError, type DocumentKind } from '../types.js';
import type { Box } from '../offline/table.js';
import { checkImage, checkZip, type ParseLimits, PARSE_LIMITS, tooManyPagesMessage } from './limits.js';
import { pdfToParsed } from './pdf-rows.js';
import { warmUpWorkbook } from './warm-up-workbook.js';

/** A document as rows of cells (tables) and lines of text, each with where it came from. */
export interface ParsedDocument {
  tables: { rows: TableRow[]; columns?: number[] }[];
  lines: TextLine[];
  /** What was left unread (rows beyond a limit), shown to the user. */
  notes: string[];
  /** Peak heap of the parser thread, in bytes (for the bench). */
  peakHeapBytes?: number;
}

/** Worker file beside this module in src/; from dist/server.js it is found by walking up (as pdf-extract.ts does). */
function workerPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(dir, 'parse-worker.mjs')];
  for (let i = 0; i < 4; i++) {
    candidates.push(join(dir, 'src', 'features', 'extraction', 'parse', 'parse-worker.mjs'));
    dir = dirname(dir);
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('parse-worker.mjs not found');
  return found;
}

type WorkerResult = ({ ok: true } & ParsedDocument) | { ok: false; unreadable: boolean; detail: string };

const KIND_NAMES: Record<DocumentKind, string> = {
  xlsx: 'Excel workbook',
  xls: 'Excel 97–2003 workbook',
  csv: 'CSV file',
  pdf: 'PDF',
  docx: 'Word document',
  doc: 'Word 97–2003 document',
  image: 'image',
};

function spawn(limits: ParseLimits, workerData: object, transferList?: ArrayBuffer[]): Worker {
  const worker = new Worker(workerPath(), {
    workerData,
    transferList,
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    // Plain JavaScript: none of the parent's flags (a tsx or vitest loader would start again here).
    execArgv: [],
    stdout: true,
    stderr: true,
  });
  if (!('spare' in workerData)) discardOutput(worker);
  return worker;
}

/**
 * Parsers warn on console about damaged files; the user gets our error instead. (A flowing
 * output stream keeps the process alive, so the idle spare's is only drained once it is taken.)
 */
function discardOutput(worker: Worker): void {
  worker.stdout.resume();
  worker.stderr.resume();
}

/**
 * One idle thread with the spreadsheet reader already loaded and warmed up, taken by the next
 * workbook (a document taking it before it is ready skips its warm-up read) and replaced once that
 * document's first material is out (the engine calls `prewarmParser`) or it is read: started
 * sooner, its loading would compete for the CPU with the first material it was meant to speed up;
 * started later, a run that follows at once finds it still loading. It never keeps the process
 * alive (unref) and is used for one file only (a document never shares a thread, and so a heap,
 * with another).
 */
let spare: { worker: Worker; ready: Promise<void> } | null = null;

/** Starts the spare thread if there is none; resolves when it is ready (or has failed to start). */
export function prewarmParser(): Promise<void> {
  if (spare) return spare.ready;
  const worker = spawn(PARSE_LIMITS, { spare: true, limits: PARSE_LIMITS, warmUpWorkbook: warmUpWorkbook() });
  worker.unref();
  const ready = new Promise<void>((resolve) => {
    worker.once('message', () => resolve());
    worker.once('exit', () => resolve());
  });
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    if (spare?.worker === worker) spare = null;
  });
  spare = { worker, ready };
  return ready;
}

/** The spare thread if it suits the document (taken: its replacement starts later, see `spare`), else a new thread. */
function takeWorker(kind: DocumentKind, bytes: Uint8Array, limits: ParseLimits, sheetName: string): { worker: Worker; taken: boolean } {
  // A copy of the document, moved to the thread rather than copied again (megabytes, on this thread).
  const job = { kind, bytes: new Uint8Array(bytes), limits, sheetName };
  const transfer = [job.bytes.buffer];
  const ready = spare?.worker;
  if (ready && limits.maxHeapMb === PARSE_LIMITS.maxHeapMb && (kind === 'xlsx' || kind === 'xls' || kind === 'csv')) {
    spare = null;
    ready.ref();
    discardOutput(ready);
    ready.removeAllListeners('exit');
    ready.postMessage(job, transfer);
    return { worker: ready, taken: true };
  }
  return { worker: spawn(limits, job, transfer), taken: false };
}

/**
 * Rows of a table as the worker reads them (workbooks stream; other kinds arrive whole at the end).
 * What it returns paces the reading: the worker sends its next batch once that settles (a
 * consumer that writes the rows' materials returns its backlog, so a workbook is read no faster
 * than its materials are stored).
 */
export type RowsListener = (table: number, rows: TableRow[]) => void | Promise<unknown>;

type WorkerMessage = WorkerResult | { ready: true } | { rows: TableRow[]; table: number };

function runWorker(kind: DocumentKind, bytes: Uint8Array, limits: ParseLimits, sheetName: string, signal?: AbortSignal, onRows?: RowsListener): Promise<ParsedDocument> {
  const { worker, taken } = takeWorker(kind, bytes, limits, sheetName);
  const unreadable = `The ${KIND_NAMES[kind]} could not be read (damaged or not really a ${KIND_NAMES[kind]}).`;
  const streamed: TableRow[][] = [];
  return new Promise<ParsedDocument>((resolve, reject) => {
    // The time limit counts the worker's reading, not the time it waits for this thread to take its rows.
    let left = limits.timeoutMs;
    let since = performance.now();
    let settled = false;
    const expire = () => reject(new DocumentUnreadableError(`The ${KIND_NAMES[kind]} took too long to read (over ${limits.timeoutMs / 1000} s).`));
    let timer = setTimeout(expire, left);
    const onAbort = () => reject(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    const cleanup = () => {
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    /**
     * The worker's next batch is asked for once this one's consumer is done with it, and only in a
     * later turn of the loop (a message already waiting would be read in the same one: see
     * parse-worker.mjs), so rows are read one batch per turn however fast the worker is.
     */
    const askForMore = () =>
      setImmediate(() => {
        if (settled) return;
        since = performance.now();
        timer = setTimeout(expire, Math.max(0, left));
        worker.postMessage({ more: true });
      });
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) return;
      if ('rows' in message) {
        clearTimeout(timer);
        left -= performance.now() - since;
        (streamed[message.table] ??= []).push(...message.rows);
        const fail = (error: unknown) => {
          cleanup();
          reject(error);
        };
        try {
          // A consumer that failed (a write, the materials limit) ends the reading with its error.
          Promise.resolve(onRows?.(message.table, message.rows)).then(askForMore, fail);
        } catch (error) {
          fail(error);
        }
        return;
      }
      cleanup();
      if (!message.ok) return reject(new DocumentUnreadableError(message.unreadable ? message.detail : unreadable));
      const tables = message.tables.map((table, index) => (streamed[index] ? { ...table, rows: streamed[index] } : table));
      resolve({ tables, lines: message.lines, notes: message.notes, peakHeapBytes: message.peakHeapBytes });
    });
    worker.once('error', (err) => {
      cleanup();
      const code = (err as NodeJS.ErrnoException).code;
      reject(new DocumentUnreadableError(code === 'ERR_WORKER_OUT_OF_MEMORY' ? `The ${KIND_NAMES[kind]} needs too much memory to read.` : unreadable));
    });
    worker.once('exit', () => {
      cleanup();
      reject(new DocumentUnreadableError(unreadable));
    });
  }).finally(async () => {
    await worker.terminate();
    if (taken) void prewarmParser();
  });
}

/** Fewer text items than this on a page: it is a scan or a photo, read by OCR. */
const SCANNED_PAGE_ITEMS = 5;

/**
 * Pages without a text layer (photos of a schedule, scans) are rendered and read by OCR, their
 * words placed like pdf.js items so tables are rebuilt from positions as on any page. Returns
 * notes for what could not be read.
 */
async function readScannedPages(pdf: ExtractedPdf, bytes: Uint8Array, limits: ParseLimits): Promise<string[]> {
  const scanned = pdf.pages.flatMap((page, index) => (page.items.length < SCANNED_PAGE_ITEMS ? [index + 1] : []));
  if (!scanned.length) return [];
  const notes: string[] = [];
  if (scanned.length > limits.maxOcrPages) notes.push(`${scanned.length} pages are scans or photos; the first ${limits.maxOcrPages} were read by OCR.`);
  try {
    const read = await ocrPages(bytes, scanned, { ...DEFAULT_OCR_LIMITS, pageSegMode: '3', maxPages: limits.maxOcrPages, scale: 2, timeoutMs: Math.max(limits.timeoutMs, 120_000) });
    for (const [number, items] of read) {
      const page = pdf.pages[number - 1];
      if (page) page.items = items;
    }
  } catch {
    notes.push('The scanned pages could not be read by OCR.');
  }
  return notes;
}

async function parsePdf(bytes: Uint8Array, limits: ParseLimits): Promise<ParsedDocument> {
  try {
    const pdf = await extractPdf(bytes, {
      maxBytes: limits.maxBytes,
      maxPages: limits.maxPdfPages,
      maxItems: 500_000,
      timeoutMs: limits.timeoutMs,
      maxHeapMb: limits.maxHeapMb,
      // The drawn lines too: a ruled table's cells give its rows (pdf-grid.ts).
      textOnly: false,
    });
    const notes = await readScannedPages(pdf, bytes, limits);
    const parsed = pdfToParsed(pdf);
    return { ...parsed, notes: [...parsed.notes, ...notes] };
  } catch (err) {
    if (err instanceof PdfError) {
      const message =
        err.code === 'too_many_pages'
          ? tooManyPagesMessage(limits.maxPdfPages)
          : err.code === 'invalid_pdf' || err.code === 'not_pdf'
            ? 'The PDF could not be read (damaged, truncated or not a PDF).'
            : err.message;
      throw new DocumentUnreadableError(message);
    }
    throw err;
  }
}

/**
 * A photo of a schedule or a list: OCR's words placed by position and read like a scanned PDF
 * page (tables rebuilt from columns, wrapped cells joined); each row points at its region of the
 * photo.
 */
async function parseImage(bytes: Uint8Array, limits: ParseLimits): Promise<ParsedDocument> {
  const { width, height } = checkImage(bytes, limits);
  let items: Awaited<ReturnType<typeof ocrImage>>;
  try {
    items = await ocrImage(bytes, { ...DEFAULT_OCR_LIMITS, pageSegMode: '3', timeoutMs: Math.max(limits.timeoutMs, 120_000) });
  } catch {
    throw new DocumentUnreadableError('The image could not be read (damaged or not a JPEG/PNG).');
  }
  const parsed = pdfToParsed({ pageCount: 1, pages: [{ width, height, items, rules: [], images: 1 }] });
  const region = (box: Box | undefined, text: string) => ({ kind: 'image' as const, region: box ?? { x: 0, y: 0, width, height }, text });
  return {
    tables: parsed.tables.map((table) => ({ ...table, rows: table.rows.map((row) => ({ ...row, provenance: region(row.box, row.provenance.kind === 'page' ? row.provenance.text : '') })) })),
    lines: parsed.lines.map((line) => ({ ...line, provenance: region(line.box, line.text.slice(0, 500)) })),
    notes: parsed.notes,
  };
}

/**
 * Reads one document into tables and lines. Size, zip-bomb and image-dimension limits are
 * checked before anything is parsed; parsing runs in a thread with heap and time limits.
 * `onRows` hears a workbook's rows while it is still being read; the result holds them all.
 */
export async function parseDocument(
  document: { filename: string; kind: DocumentKind; bytes: Uint8Array },
  limits: ParseLimits = PARSE_LIMITS,
  signal?: AbortSignal,
  onRows?: RowsListener,
): Promise<ParsedDocument> {
  const { kind, bytes } = document;
  if (bytes.byteLength === 0) throw new DocumentUnreadableError('The file is empty.');
  if (bytes.byteLength > limits.maxBytes) throw new DocumentUnreadableError(`The file is larger than ${limits.maxBytes / 1024 / 1024} MB.`);
  if (kind === 'pdf') return parsePdf(bytes, limits);
  if (kind === 'xlsx' || kind === 'docx') await checkZip(bytes, limits);
  if (kind === 'image') return parseImage(bytes, limits);
  const sheetName = document.filename.replace(/\.[^.]+$/, '') || 'CSV';
  return runWorker(kind, bytes, limits, sheetName, signal, onRows);
}
