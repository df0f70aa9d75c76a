import type { TableRow } from '../table.js';
import type { TextLine } from '../text.js';
import { unitOf } from '../units.js';

/**
 * An estimate's abstract that lost its table (a PDF converted to Word, a pasted text): each item's
 * description, then a line of its figures "quantity rate P.unit amount" ("22.48 65447.00 P.MT
 * 1471249.00"), the rate's unit being the item's. Text before the figures on that line ends the
 * description ("12mm thick 5.04 567.00 P.Sqm 2858.00").
 */
const FIGURES = /^(.*?)\s*(\d[\d,]*(?:\.\d+)?)\s+(\d[\d,]*(?:\.\d+)?)\s+(?:p\.|per\s)\s*([a-z][a-z.\s]{0,12}?)\s+(\d[\d,]*(?:\.\d+)?)\s*$/i;

/** The columns the rebuilt rows are laid out in (read by the table reader like any header). */
export const FIGURE_HEADER = ['S.No.', 'Particulars', 'Quantity', 'Rate', 'Unit', 'Amount'];

const figuresOf = (text: string) => {
  const match = FIGURES.exec(text.trim());
  if (!match || !unitOf(match[4] ?? '')) return null;
  return { lead: match[1] ?? '', quantity: match[2] ?? '', rate: match[3] ?? '', unit: match[4] ?? '', amount: match[5] ?? '' };
};

/**
 * The lines of an abstract with figure lines, rebuilt as table rows under FIGURE_HEADER (the
 * description lines above each figure line are its parents), and the other lines as prose. Fewer
 * than two figure lines: nothing is rebuilt.
 */
export function figureLineTable(lines: TextLine[]): { rows: TableRow[]; prose: TextLine[] } {
  const at = lines.map((line) => figuresOf(line.text));
  const first = at.findIndex(Boolean);
  const last = at.length - 1 - [...at].reverse().findIndex(Boolean);
  if (first < 0 || at.filter(Boolean).length < 2) return { rows: [], prose: lines };
  // An item's description starts a few lines above its figures; earlier lines are titles.
  const start = Math.max(0, first - 6);
  const rows: TableRow[] = [{ cells: FIGURE_HEADER, provenance: lines[start]?.provenance ?? { kind: 'description', line: 1, text: '' } }];
  for (let i = start; i <= last; i++) {
    const line = lines[i];
    if (!line) continue;
    const figures = at[i];
    // The unit repeated alone under its figure line.
    if (!figures && at[i - 1] && unitOf(line.text.trim())) continue;
    const serial = /^[\w]{0,3}-?\s*[\d.]*$/.test(line.text.trim()) && !unitOf(line.text.trim()) ? line.text.trim() : '';
    const cells = figures
      ? ['', figures.lead, figures.quantity, figures.rate, figures.unit.trim(), figures.amount]
      : [serial, serial ? '' : line.text, '', '', '', ''];
    rows.push({ cells, provenance: line.provenance });
  }
  return { rows, prose: [...lines.slice(0, start), ...lines.slice(last + 1)] };
}
