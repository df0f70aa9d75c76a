/** One record of a CSV file and the line it starts on (1 = the header). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180: comma-separated; a quoted value may hold commas, doubled quotes and line breaks;
 * CRLF or LF line ends; a UTF-8 byte order mark is dropped. Blank lines are skipped. Throws on a
 * quote left open at the end (the rest of the file would otherwise be one value).
 */
export function readCsv(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
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
  for (let i = 0; i < source.length; i++) {
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
    } else if (ch === ',') endCell();
    else if (ch === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else if (ch !== '\r') cell += ch;
  }
  if (quoted) throw new Error(`Line ${quoteLine}: a quoted value is never closed`);
  if (cell !== '' || cells.length) endRecord();
  return records;
}
