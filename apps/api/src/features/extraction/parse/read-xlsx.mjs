// The .xlsx reader of parse-worker.mjs (it runs in that worker thread): exceljs's streaming reader
// over the in-memory zip (zip-entries.mjs), rows sent on in batches as they are read.
import Module, { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { InMemoryZipParse } from './zip-entries.mjs';

const require = createRequire(import.meta.url);

const clip = (text, max) => (text.length > max ? text.slice(0, max) : text);

/** Text of an exceljs cell value: formulas give their cached result, rich text its runs. */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value) return cellText(value.text);
    if ('error' in value) return '';
    if ('sharedFormula' in value || 'formula' in value) return '';
    return '';
  }
  return String(value);
}


/** Rows are sent to the main thread in batches this size as they are read (the engine starts on the first). */
const ROW_BATCH = 50;
/**
 * A sheet's first batch is larger: the engine knows a table's header once 52 rows are in
 * (HEADER_WINDOW in material-stream.ts), so a first batch of 50 left the first material waiting
 * for the second.
 */
const FIRST_BATCH = 60;

/**
 * exceljs's streaming reader alone (importing all of exceljs — writers, CSV, styles — costs about
 * half as much again), with zip-entries.mjs standing in for the unzipper module it requires: the
 * stand-in is put in the module cache under unzipper's own path before the reader is loaded.
 */
export function loadWorkbookReader() {
  const readerPath = require.resolve('exceljs/lib/stream/xlsx/workbook-reader.js');
  const unzipperPath = createRequire(readerPath).resolve('unzipper');
  if (!require.cache[unzipperPath]) {
    const standIn = new Module(unzipperPath);
    standIn.filename = unzipperPath;
    standIn.loaded = true;
    standIn.exports = { Parse: () => new InMemoryZipParse() };
    require.cache[unzipperPath] = standIn;
  }
  return require(readerPath);
}

/**
 * `send` gets each batch of rows as `{ rows, table }` while the workbook is still being read; the
 * reading waits for what it returns (the main thread taking the batch: parse-worker.mjs).
 */
export async function readXlsx(bytes, limits, out, send) {
  const WorkbookReader = loadWorkbookReader();
  const reader = new WorkbookReader(Readable.from(Buffer.from(bytes)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheetIndex = 0;
  for await (const sheet of reader) {
    sheetIndex++;
    const name = sheet.name || `Sheet${sheetIndex}`;
    const table = out.tables.length;
    out.tables.push({ rows: [] });
    let batch = [];
    let batchSize = FIRST_BATCH;
    let read = 0;
    let cut = false;
    for await (const row of sheet) {
      if (read >= limits.maxRows) {
        cut = true;
        break;
      }
      const values = Array.isArray(row.values) ? row.values : [];
      const cells = [];
      for (let c = 1; c < values.length && c <= limits.maxColumns; c++) cells.push(clip(cellText(values[c]), limits.maxCellChars));
      if (!cells.some((cell) => cell.trim())) continue;
      read++;
      batch.push({ cells, provenance: { kind: 'sheet', sheet: name, row: row.number } });
      if (batch.length >= batchSize) {
        await send({ rows: batch, table });
        batch = [];
        batchSize = ROW_BATCH;
      }
    }
    if (batch.length) await send({ rows: batch, table });
    if (cut) {
      out.notes.push(`Sheet "${name}" has more than ${limits.maxRows.toLocaleString('en-IN')} rows; only the first ${limits.maxRows.toLocaleString('en-IN')} were read.`);
      // A sheet this long is read no further; later sheets would wait behind its remaining rows.
      break;
    }
  }
}
