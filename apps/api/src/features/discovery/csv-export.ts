import { VENDOR_EXPORT_COLUMNS, type TVendor } from '@app/sdk/contracts';

type Column = (typeof VENDOR_EXPORT_COLUMNS)[number];

/** Excel opens a UTF-8 CSV correctly (₹, Gujarati names) only with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** One cell's text, per column. Reasons are the score parts' sentences, trust first. */
function cellOf(v: TVendor, column: Column): string {
  switch (column) {
    case 'categories':
      return v.materials_supplied.map((m) => m.material_category).join('; ');
    case 'reasons':
      return [...v.score_breakdown.trust, ...v.score_breakdown.suitability].map((p) => p.reason).join(' · ');
    case 'is_demo':
      return v.is_demo ? 'yes' : 'no';
    default: {
      const value = v[column];
      return value === null || value === undefined ? '' : String(value);
    }
  }
}

/**
 * One CSV field: a cell a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that some strip first) gets a leading apostrophe; then RFC 4180 quoting —
 * quoted when it holds a comma, quote or line break, with quotes doubled.
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The export file: BOM, header row, one row per vendor, CRLF line ends (RFC 4180). */
export function vendorsCsv(vendors: readonly TVendor[]): string {
  const lines = [VENDOR_EXPORT_COLUMNS.join(','), ...vendors.map((v) => VENDOR_EXPORT_COLUMNS.map((c) => csvField(cellOf(v, c))).join(','))];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
