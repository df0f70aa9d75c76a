import type { Db } from '../../db/client.js';
import type { NewVendor } from '../../db/schema/vendors.js';
import { readCsv } from './csv.js';
import { storeVendors } from './directory-store.js';
import { IMPORT_COLUMNS, type ImportColumn, type ImportRow, parseImportRow, REQUIRED_COLUMNS } from './import-row.js';
import { SupplierIndex } from './supplier-match.js';

export interface ImportReport {
  accepted: { line: number; name: string; id: number; action: 'created' | 'updated' }[];
  rejected: { line: number; name: string | null; reasons: string[] }[];
}

/** The file as a whole cannot be imported (unreadable CSV, unknown or missing columns). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

const isColumn = (name: string): name is ImportColumn => (IMPORT_COLUMNS as readonly string[]).includes(name);
/**
 * Imports a supplier list (source 'import'): every row is checked, good rows are stored (a
 * supplier already in the directory is updated, never added twice), bad rows are reported
 * with their line and every reason. A supplier listed twice in the file is stored once.
 */
export async function importVendorsCsv(db: Db, text: string, now: Date): Promise<ImportReport> {
  let records;
  try {
    records = readCsv(text);
  } catch (error) {
    throw new ImportFileError(`The file is not a readable CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new ImportFileError('The file is empty');
  const columns = header.cells.map((c) => c.trim().toLowerCase());
  const unknown = columns.filter((c) => !isColumn(c));
  if (unknown.length) throw new ImportFileError(`Unknown columns: ${unknown.join(', ')} (columns: ${IMPORT_COLUMNS.join(', ')})`);
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) throw new ImportFileError(`Missing columns: ${missing.join(', ')}`);

  const report: ImportReport = { accepted: [], rejected: [] };
  const good: { line: number; vendor: NewVendor }[] = [];
  const inFile = new SupplierIndex<{ facts: NewVendor; line: number }>();
  for (const record of rows) {
    const row: ImportRow = {};
    columns.forEach((column, i) => {
      if (isColumn(column)) row[column] = record.cells[i];
    });
    const name = row.name?.trim() || null;
    const extra = record.cells.length > columns.length ? [`has ${record.cells.length} values for ${columns.length} columns`] : [];
    const parsed = parseImportRow(row, now);
    if (!parsed.ok || extra.length) {
      report.rejected.push({ line: record.line, name, reasons: [...extra, ...(parsed.ok ? [] : parsed.reasons)] });
      continue;
    }
    const earlier = inFile.find(parsed.vendor);
    if (earlier) {
      report.rejected.push({ line: record.line, name, reasons: [`same supplier as line ${earlier.line} (same GSTIN, phone, or name at the same place)`] });
      continue;
    }
    inFile.add({ facts: parsed.vendor, line: record.line });
    good.push({ line: record.line, vendor: parsed.vendor });
  }

  const stored = await storeVendors(db, good.map((g) => g.vendor));
  stored.forEach(({ row, created }, i) => {
    const { line } = good[i] ?? { line: 0 };
    report.accepted.push({ line, name: row.name, id: row.id, action: created ? 'created' : 'updated' });
  });
  return report;
}

/** The report as printed by `vendors:import`: a summary line, then each rejected row with its reasons. */
export function formatImportReport(report: ImportReport): string {
  const created = report.accepted.filter((a) => a.action === 'created').length;
  const lines = [
    `${report.accepted.length} accepted (${created} new, ${report.accepted.length - created} updated), ${report.rejected.length} rejected`,
    ...report.accepted.map((a) => `  ok    line ${a.line}: ${a.name} (${a.action}, id ${a.id})`),
    ...report.rejected.flatMap((r) => [`  error line ${r.line}: ${r.name ?? '(no name)'}`, ...r.reasons.map((reason) => `          - ${reason}`)]),
  ];
  return lines.join('\n');
}
