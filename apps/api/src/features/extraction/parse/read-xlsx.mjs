// The .xlsx reader of parse-worker.mjs (it runs in that worker thread): exceljs's streaming reader
// over the zip laid out for it (zip-order.mjs), rows sent on in batches as they are read.
import { Readable } from 'node:stream';
import { readerFriendlyOrder } from './zip-order.mjs';

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
 * exceljs's streaming reader alone: importing all of exceljs (writers, CSV, styles) costs about
 * half as much again, which a run that starts with its process waits for.
 */
export const WORKBOOK_READER = 'exceljs/lib/stream/xlsx/workbook-reader.js';

/** `send` gets each batch of rows as `{ rows, table }` while the workbook is still being read. */
export async function readXlsx(bytes, limits, out, send) {
  const { default: WorkbookReader } = await import(WORKBOOK_READER);
  const reader = new WorkbookReader(Readable.from(readerFriendlyOrder(Buffer.from(bytes))), {
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
      if (batch.length >= ROW_BATCH) {
        send({ rows: batch, table });
        batch = [];
      }
    }
    if (batch.length) send({ rows: batch, table });
    if (cut) {
      out.notes.push(`Sheet "${name}" has more than ${limits.maxRows.toLocaleString('en-IN')} rows; only the first ${limits.maxRows.toLocaleString('en-IN')} were read.`);
      // A sheet this long is read no further; later sheets would wait behind its remaining rows.
      break;
    }
  }
}
