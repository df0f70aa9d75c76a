// Reads one uploaded document (xlsx, xls, csv, docx, doc) inside a worker thread (see
// parse-document.ts): the thread has its own heap limit and is terminated after a time limit,
// so a hostile file fails only its own document. Plain JavaScript because a worker thread cannot
// load TypeScript under tsx or vitest. Output: tables (rows of cell texts, each with where it
// came from) and lines of free text; interpretation happens in the main thread. Workbook rows
// are streamed as they are read ({ rows, table } messages: the rows of table `table`, whose
// entry in the final message stays empty), so the first material does not wait for the last row.
import { createRequire } from 'node:module';
import { clearInterval, setImmediate, setInterval } from 'node:timers';
import { TextDecoder } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { readCsvRecords } from '../../../lib/csv-records.mjs';
import { loadWorkbookReader, readXlsx } from './read-xlsx.mjs';

const require = createRequire(import.meta.url);

class Unreadable extends Error {}

const clip = (text, max) => (text.length > max ? text.slice(0, max) : text);

function readXls(bytes, limits, out) {
  // The npm build of SheetJS has advisories for crafted files (prototype pollution, ReDoS):
  // it runs only here, with the prototypes frozen, in a thread with time and memory limits.
  for (const C of [Object, Array, Function, String, Number, Boolean, RegExp, Date, Map, Set, Promise, Error]) Object.freeze(C.prototype);
  const XLSX = require('xlsx');
  const book = XLSX.read(Buffer.from(bytes), { type: 'buffer', sheetRows: limits.maxRows + 1, cellFormula: false, cellHTML: false, cellStyles: false, cellText: true, cellDates: true });
  for (const name of book.SheetNames) {
    const rows = XLSX.utils.sheet_to_json(book.Sheets[name], { header: 1, raw: false, blankrows: false, defval: '' });
    const out_rows = [];
    rows.slice(0, limits.maxRows).forEach((cells, index) => {
      const texts = cells.slice(0, limits.maxColumns).map((c) => clip(String(c ?? ''), limits.maxCellChars));
      if (texts.some((t) => t.trim())) out_rows.push({ cells: texts, provenance: { kind: 'sheet', sheet: name, row: index + 1 } });
    });
    out.tables.push({ rows: out_rows });
    if (rows.length > limits.maxRows) out.notes.push(`Sheet "${name}" has more than ${limits.maxRows.toLocaleString('en-IN')} rows; only the first ${limits.maxRows.toLocaleString('en-IN')} were read.`);
  }
}

function decodeText(bytes) {
  const buffer = Buffer.from(bytes);
  if (buffer.includes(0)) {
    if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
    throw new Unreadable('The file is not a text spreadsheet (CSV): it holds binary data.');
  }
  return new TextDecoder('utf-8').decode(buffer).replace(/^\uFEFF/, '');
}

/**
 * CSV through the API's one reader (lib/csv-records.mjs), the separator sniffed from the first
 * line (Excel writes `;` or tabs in some locales). Cells stay text: figures such as 1,85,000
 * (quoted in a comma file) are read by the offline engine's numbers.ts.
 */
function readCsv(bytes, limits, out, sheet) {
  const text = decodeText(bytes);
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  const separator = [',', ';', '\t', '|'].map((s) => [s, firstLine.split(s).length]).sort((a, b) => b[1] - a[1])[0][0];
  const { records, truncated } = readCsvRecords(text, { separator, maxRecords: limits.maxRows });
  const rows = records
    .filter((record) => record.cells.some((c) => c))
    .map((record) => ({ cells: record.cells.slice(0, limits.maxColumns).map((c) => clip(c, limits.maxCellChars)), provenance: { kind: 'sheet', sheet, row: record.line } }));
  if (truncated) out.notes.push(`The file has more than ${limits.maxRows.toLocaleString('en-IN')} rows; only the first ${limits.maxRows.toLocaleString('en-IN')} were read.`);
  out.tables.push({ rows });
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const htmlText = (html) =>
  html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
    )
    .replace(/\s+/g, ' ')
    .trim();

/** mammoth's HTML: tables become rows of cells (colspans repeated as empty cells), the rest lines. */
async function readDocx(bytes, limits, out) {
  const mammoth = (await import('mammoth')).default;
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  let paragraph = 0;
  for (const part of html.split(/(<table[\s\S]*?<\/table>)/)) {
    if (part.startsWith('<table')) {
      const rows = [];
      for (const [, tr] of part.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)) {
        const cells = [];
        for (const [, attrs, td] of tr.matchAll(/<t[dh]([^>]*)>([\s\S]*?)<\/t[dh]>/g)) {
          cells.push(clip(htmlText(td), limits.maxCellChars));
          const span = Number(/colspan="(\d+)"/.exec(attrs)?.[1] ?? 1);
          for (let s = 1; s < Math.min(span, 50); s++) cells.push('');
        }
        paragraph++;
        if (cells.some((c) => c)) rows.push({ cells: cells.slice(0, limits.maxColumns), provenance: { kind: 'paragraph', index: paragraph, text: clip(cells.filter(Boolean).join(' | '), 500) } });
        if (rows.length >= limits.maxRows) break;
      }
      out.tables.push({ rows });
      continue;
    }
    for (const [, tag, inner] of part.matchAll(/<(p|li|h[1-6])[^>]*>([\s\S]*?)<\/\1>/g)) {
      const text = clip(htmlText(inner), limits.maxLineChars);
      paragraph++;
      if (text) out.lines.push({ text: tag === 'li' ? `• ${text}` : text, provenance: { kind: 'paragraph', index: paragraph, text: clip(text, 500) } });
      if (out.lines.length >= limits.maxRows) return;
    }
  }
}

/** Legacy Word: the body text; tab-separated lines are table rows. */
async function readDoc(bytes, limits, out) {
  const WordExtractor = require('word-extractor');
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  const rows = [];
  doc
    .getBody()
    .split(/\r?\n/)
    .slice(0, limits.maxRows)
    .forEach((raw, i) => {
      const text = clip(raw.trim(), limits.maxLineChars);
      if (!text) return;
      const provenance = { kind: 'paragraph', index: i + 1, text: clip(text.replace(/\t+/g, ' | '), 500) };
      if (text.includes('\t')) rows.push({ cells: text.split('\t').map((c) => clip(c.trim(), limits.maxCellChars)), provenance });
      else out.lines.push({ text, provenance });
    });
  if (rows.length) out.tables.push({ rows });
}

/**
 * Flow control of the streamed rows: a batch is sent only once the main thread has taken the one
 * before (it answers each with `{ more: true }`, after its own turn). Node reads every message
 * already waiting on a port, and those arriving meanwhile (at least 1,000), in one go without
 * giving its event loop a turn: rows sent faster than the engine reads them were read there in
 * bursts of seconds (a 50,000-row workbook held /api/health for 4 s).
 */
let credit = 1;
let onCredit = null;
parentPort.on('message', (message) => {
  if (!message?.more) return;
  credit += 1;
  onCredit?.();
  onCredit = null;
});
async function sendRows(message) {
  while (credit < 1) await new Promise((resolve) => (onCredit = resolve));
  credit -= 1;
  parentPort.postMessage(message);
}

const READERS = { xlsx: (bytes, limits, out) => readXlsx(bytes, limits, out, sendRows), xls: readXls, csv: readCsv, docx: readDocx, doc: readDoc };

async function parse({ kind, bytes, limits, sheetName }) {
  const out = { tables: [], lines: [], notes: [] };
  const reader = READERS[kind];
  if (!reader) throw new Unreadable(`Files of this kind (${kind}) cannot be read here.`);
  await reader(bytes, limits, out, sheetName);
  return out;
}

// Peak heap of this thread, sampled, for the bench's memory figures.
let peakHeapBytes = 0;
const sample = () => (peakHeapBytes = Math.max(peakHeapBytes, getHeapStatistics().used_heap_size));
const sampler = setInterval(sample, 20);

function start(job) {
  parse(job).then(
  (result) => {
    clearInterval(sampler);
    sample();
    parentPort.postMessage({ ok: true, ...result, peakHeapBytes });
  },
  (err) => {
    clearInterval(sampler);
    parentPort.postMessage({ ok: false, unreadable: err instanceof Unreadable, detail: String(err?.message ?? err).slice(0, 300) });
  },
  );
}

/**
 * Reads a small workbook (parse/warm-up-workbook.ts, sent with the thread) through the whole
 * reading path once, so the code a real workbook runs through (unzip, XML, exceljs) is compiled
 * before a user's document arrives. It yields to a document that arrives meanwhile (`waiting()`):
 * it stops at its next batch of rows rather than make the document wait for the rest of it.
 */
async function warmUp(waiting) {
  const yieldToDocument = () => {
    if (waiting()) throw new Error('a document is waiting');
  };
  await readXlsx(workerData.warmUpWorkbook, workerData.limits, { tables: [], lines: [], notes: [] }, yieldToDocument).catch(() => undefined);
  peakHeapBytes = 0;
}

// A spare thread loads the spreadsheet readers ahead, warms it up while nothing waits, and waits
// for its document (the first material of a workbook then comes sooner); otherwise the document
// came with the thread. (The credit listener above never sees the job: it has no `more`.)
if (workerData.spare) {
  let job = null;
  let deliver = null;
  parentPort.once('message', (message) => (deliver ? deliver(message) : (job = message)));
  loadWorkbookReader();
  // The legacy .xls reader too (loading its code is safe; prototypes are frozen before it reads a file).
  if (!job) require('xlsx');
  // The document may have come while the reader loaded (its message is handled once this
  // synchronous load returns): a document already waiting is read at once.
  await new Promise((resolve) => setImmediate(resolve));
  if (!job) await warmUp(() => job !== null);
  parentPort.postMessage({ ready: true });
  start(job ?? (await new Promise((resolve) => (deliver = resolve))));
} else start(workerData);
