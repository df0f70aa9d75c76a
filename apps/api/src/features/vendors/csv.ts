import { type CsvRecord, readCsvRecords } from '../../lib/csv-records.mjs';

export type { CsvRecord };

/**
 * A supplier list: comma-separated records (the API's one RFC 4180 reader, `lib/csv-records.mjs`).
 * Throws on a quote left open at the end (the rest of the file would otherwise be one value).
 */
export function readCsv(text: string): CsvRecord[] {
  const { records, unclosedQuoteLine } = readCsvRecords(text);
  if (unclosedQuoteLine !== null) throw new Error(`Line ${unclosedQuoteLine}: a quoted value is never closed`);
  return records;
}
