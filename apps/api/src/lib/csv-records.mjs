// The one CSV reader of the API: the vendors import (csv.ts) and the extraction's parser thread
// (parse-worker.mjs) both use it. Plain JavaScript because that thread cannot load TypeScript
// under tsx or vitest; its types are in csv-records.d.mts. What a record means (columns, digit
// grouping, which rows count) is left to each caller.

/**
 * RFC 4180 records: a quoted value may hold separators, doubled quotes and line breaks; CRLF or
 * LF line ends; a UTF-8 byte order mark is dropped; unquoted values are trimmed, quoted ones kept
 * as written; blank lines are skipped (a line of empty values is a record). Stops after
 * `maxRecords` (`truncated` then says whether text was left). A quote left open runs to the end
 * of the text, which ends the record; `unclosedQuoteLine` names the line it opened on.
 */
export function readCsvRecords(text, { separator = ',', maxRecords = Infinity } = {}) {
  const source = text.replace(/^\uFEFF/, '');
  const records = [];
  let cells = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endCell = () => {
    cells.push(wasQuoted ? cell : cell.trim());
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
  };
  let i = 0;
  for (; i < source.length && records.length < maxRecords; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
      wasQuoted = true;
      quoteLine = line;
    } else if (ch === separator) endCell();
    else if (ch === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else if (ch !== '\r') cell += ch;
  }
  const truncated = records.length >= maxRecords && i < source.length;
  if (!truncated && (cell !== '' || cells.length)) endRecord();
  return { records, truncated, unclosedQuoteLine: quoted && !truncated ? quoteLine : null };
}
