// Renders the requested pages of one PDF and reads them with tesseract.js (Gujarati and English
// data shipped with the app, no network), inside a worker thread with its own memory limit (see
// ocr.ts). Used for pages whose text cannot be trusted: legacy-font Gujarati and scans.
// Output: per page, the recognised words with boxes in points, origin top-left (like pdf-worker).
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
// pdf.js brings its own canvas for Node (an optional dependency it resolves itself).
const { createCanvas } = createRequire(join(pdfjsDir, 'package.json'))('@napi-rs/canvas');
const standardFontDataUrl = join(pdfjsDir, 'standard_fonts') + '/';

/**
 * tesseract.js reads every language from one folder; each language's data ships in its own
 * package, so a temporary folder links them side by side.
 */
function languageFolder(languages) {
  const dir = mkdtempSync(join(tmpdir(), 'ocr-lang-'));
  for (const code of languages) {
    const file = `${code}.traineddata.gz`;
    symlinkSync(join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', file), join(dir, file));
  }
  return dir;
}

async function renderPage(pdf, number, scale) {
  const page = await pdf.getPage(number);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, viewport }).promise;
  page.cleanup();
  return canvas.toBuffer('image/png');
}

/** Tesseract's lines → words with boxes in points; every word of a line shares its baseline. */
function wordsOf(data, scale, minConfidence) {
  const words = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const lineHeight = (line.bbox.y1 - line.bbox.y0) / scale;
        const baseline = (line.baseline && Number.isFinite(line.baseline.y0) ? Math.max(line.baseline.y0, line.baseline.y1) : line.bbox.y1) / scale;
        for (const word of line.words ?? []) {
          const text = (word.text ?? '').trim();
          if (!text || (word.confidence ?? 0) < minConfidence) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({ text, x: x0 / scale, top: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale, baseline, size: lineHeight * 0.75, confidence: word.confidence });
        }
      }
    }
  }
  return words;
}

/** A photo (PNG/JPEG) read as it is: one page, its words in pixels. */
/** Tesseract.js reads a page as one block unless told otherwise; a table needs automatic layout. */
async function readerFor(createWorker, languages, langPath, pageSegMode) {
  const reader = await createWorker(languages, 1, { langPath, cacheMethod: 'none', gzip: true });
  if (pageSegMode) await reader.setParameters({ tessedit_pageseg_mode: pageSegMode });
  return reader;
}

async function ocrImage({ bytes, languages, minConfidence, pageSegMode }) {
  const { createWorker } = await import('tesseract.js');
  const langPath = languageFolder(languages);
  let reader;
  try {
    reader = await readerFor(createWorker, languages, langPath, pageSegMode);
    const { data } = await reader.recognize(Buffer.from(bytes), {}, { blocks: true, text: false });
    return [{ number: 1, words: wordsOf(data, 1, minConfidence) }];
  } finally {
    await reader?.terminate();
    rmSync(langPath, { recursive: true, force: true });
  }
}

async function ocr({ bytes, pages, scale, languages, minConfidence, pageSegMode }) {
  const { createWorker } = await import('tesseract.js');
  const pdf = await pdfjs.getDocument({ data: bytes, standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  const langPath = languageFolder(languages);
  let reader;
  try {
    reader = await readerFor(createWorker, languages, langPath, pageSegMode);
    const out = [];
    for (const number of pages) {
      const png = await renderPage(pdf, number, scale);
      const { data } = await reader.recognize(png, {}, { blocks: true, text: false });
      out.push({ number, words: wordsOf(data, scale, minConfidence) });
    }
    return out;
  } finally {
    await reader?.terminate();
    await pdf.destroy();
    rmSync(langPath, { recursive: true, force: true });
  }
}

(workerData.image ? ocrImage(workerData) : ocr(workerData)).then(
  (pages) => parentPort.postMessage({ ok: true, pages }),
  (err) => parentPort.postMessage({ ok: false, detail: String(err?.message ?? err) }),
);
