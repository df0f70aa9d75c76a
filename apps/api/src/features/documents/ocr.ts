import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TextItem } from './pdf-extract.js';

export interface OcrLimits {
  /** Pages read by OCR per document at most; later untrusted pages are left out of the index. */
  maxPages: number;
  /** Wall-clock limit for all OCR of one document. */
  timeoutMs: number;
  /** Render scale (1 = 72 dpi); 3 ≈ 216 dpi, enough for 10 pt Gujarati. */
  scale: number;
  maxHeapMb: number;
  /** Words below this tesseract confidence (0–100) are dropped. */
  minConfidence: number;
  /**
   * Tesseract's page segmentation mode; unset, tesseract.js reads the page as one block of text
   * (right for a regulation's pages). '3' (automatic layout) finds the cells of a table.
   */
  pageSegMode?: '3';
}

export const DEFAULT_OCR_LIMITS: OcrLimits = { maxPages: 30, timeoutMs: 300_000, scale: 3, maxHeapMb: 768, minConfidence: 40 };

/** Languages read together: official Gujarati volumes mix English words and figures. */
const LANGUAGES = ['guj', 'eng'];

interface OcrWord {
  text: string;
  x: number;
  top: number;
  width: number;
  height: number;
  baseline: number;
  size: number;
}
type OcrResult = { ok: true; pages: { number: number; words: OcrWord[] }[] } | { ok: false; detail: string };

/** Beside this module in src/, or found by walking up from the bundled dist/server.js. */
function workerPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(dir, 'ocr-worker.mjs')];
  for (let i = 0; i < 4; i++) {
    candidates.push(join(dir, 'src', 'features', 'documents', 'ocr-worker.mjs'));
    dir = dirname(dir);
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('ocr-worker.mjs not found');
  return found;
}

/**
 * Renders the given pages (1-based) and reads them with tesseract.js, offline, in a worker
 * thread with a heap limit and a time limit. Returns the words of each page as text items
 * (font `OCR`), positioned like pdf.js items so the chunker and the highlights work unchanged.
 */
export async function ocrPages(bytes: Uint8Array, pages: number[], limits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<Map<number, TextItem[]>> {
  const wanted = pages.slice(0, limits.maxPages);
  if (wanted.length === 0) return new Map();
  return runOcr({ bytes: new Uint8Array(bytes), pages: wanted, scale: limits.scale, languages: LANGUAGES, minConfidence: limits.minConfidence, pageSegMode: limits.pageSegMode }, limits);
}

/** The words of a photo (PNG/JPEG), positioned in its pixels like the text items of page 1. */
export async function ocrImage(bytes: Uint8Array, limits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<TextItem[]> {
  const pages = await runOcr({ image: true, bytes: new Uint8Array(bytes), languages: LANGUAGES, minConfidence: limits.minConfidence, pageSegMode: limits.pageSegMode }, limits);
  return pages.get(1) ?? [];
}

async function runOcr(workerData: object, limits: OcrLimits): Promise<Map<number, TextItem[]>> {
  const worker = new Worker(workerPath(), {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 64 },
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  try {
    const result = await new Promise<OcrResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('OCR took too long')), limits.timeoutMs);
      worker.once('message', (message: OcrResult) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        reject(new Error('OCR worker exited without a result'));
      });
    });
    if (!result.ok) throw new Error(`OCR failed: ${result.detail}`);
    return new Map(result.pages.map((page) => [page.number, page.words.map((word) => ({ ...word, font: 'OCR', bold: false }))]));
  } finally {
    await worker.terminate();
  }
}
