/** One record of a CSV text and the line it starts on (1 = the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvRecords {
  records: CsvRecord[];
  /** `maxRecords` were read and text was left after them. */
  truncated: boolean;
  /** The line a quoted value opened on that was never closed, else null. */
  unclosedQuoteLine: number | null;
}

export function readCsvRecords(text: string, options?: { separator?: string; maxRecords?: number }): CsvRecords;
