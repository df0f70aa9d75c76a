import { findHeader, type Header, type Role, type TableRow } from '../table.js';
import { normaliseDigits, parseNumber } from '../numbers.js';
import { unitOf } from '../units.js';

/**
 * What a table is for a quantity surveyor: the item list to order from (abstract, BOQ, schedule),
 * a measurement sheet (No × L × B × D lines that add up to the abstract's quantities), or a cost
 * summary (amounts only). Only item lists are read; the others are reported as skipped.
 */
export type TableKind = 'items' | 'measurement' | 'summary';

/** Column roles of an item table, decided from its header and checked against its cells. */
export interface Layout {
  kind: TableKind;
  header: Header;
  description: number;
  serial?: number;
  /** The order quantity: the TOTAL column when quantities are split, else the filled quantity column. */
  quantity?: number;
  /** Every quantity column (per floor/service) when there is no total: their sum is the order. */
  splits: number[];
  unit?: number;
  remarks?: number;
  extra: number[];
}

const cell = (row: TableRow | undefined, index: number | undefined) => (index === undefined ? '' : normaliseDigits(row?.cells[index] ?? '').trim());

/** Dimension headers of a measurement sheet ("L", "Length", "Breadth (m)", "Depth in mtr"). */
const DIMENSION = /^(l|b|h|d|w|t|length|breadth|width|height|depth|thickness|dia|diameter|len|ht|br|wd|th)\.?\s*(\(.*\)|in\s+\w+\.?|\w{1,4}\.?)?$/i;

/**
 * Measurement lines multiply out: No × L × B × D = Qty. A row whose figures (outside rate and
 * amount columns) include one that is the product of the others is a measurement line.
 */
function multipliesOut(row: TableRow, skip: Set<number>): boolean {
  const figures = row.cells.flatMap((c, i) => {
    if (skip.has(i)) return [];
    const value = parseNumber(normaliseDigits(c).trim());
    return value !== null && value !== 0 ? [value] : [];
  });
  if (figures.length < 3) return false;
  return figures.some((result, i) => {
    const product = figures.reduce((p, v, j) => (j === i ? p : p * v), 1);
    return Math.abs(product - result) <= Math.abs(result) * 0.01 + 0.005;
  });
}

/** A unit as written in a unit cell ("Cum.", "P RM" is a rate's unit and not the quantity's). */
export const unitText = (text: string) => (unitOf(text) ? text : null);

/**
 * The layout of a table whose rows are all known, or null when it has no recognisable header (it
 * is then read as lines of text).
 */
export function layoutOf(rows: TableRow[]): Layout | null {
  const header = findHeader(rows.map((r) => r.cells)) ?? headerByContent(rows);
  if (!header) return null;
  const headerTexts = rows.slice(header.start, header.end + 1).map((r) => r.cells.map((c) => normaliseDigits(c).replace(/\s+/g, ' ').trim()));
  const width = Math.max(0, ...headerTexts.map((t) => t.length), ...rows.slice(header.end + 1, header.end + 21).map((r) => r.cells.length));
  const dimensions = new Set<number>();
  for (let i = 0; i < width; i++) if (headerTexts.some((t) => DIMENSION.test(t[i] ?? ''))) dimensions.add(i);
  const data = rows.slice(header.end + 1);
  const description = header.columns.get('description')?.[0] ?? 0;
  const layout: Layout = {
    kind: 'items',
    header,
    description,
    serial: header.columns.get('serial')?.[0],
    splits: [],
    remarks: header.columns.get('remarks')?.[0],
    extra: [...(header.columns.get('make') ?? []), ...(header.columns.get('specification') ?? [])],
  };
  if (dimensions.size >= 2) return { ...layout, kind: 'measurement' };
  const priced = new Set([...(header.columns.get('rate') ?? []), ...(header.columns.get('amount') ?? []), ...(header.columns.get('serial') ?? [])]);
  const figured = data.filter((row) => row.cells.filter((c) => parseNumber(normaliseDigits(c).trim()) !== null).length >= 3);
  if (figured.length >= 3 && figured.filter((row) => multipliesOut(row, priced)).length >= figured.length * 0.6) return { ...layout, kind: 'measurement' };

  const numericShare = (index: number) => {
    let filled = 0;
    let numbers = 0;
    for (const row of data) {
      const text = cell(row, index);
      if (!text) continue;
      filled++;
      if (parseNumber(text) !== null) numbers++;
    }
    return { filled, numbers };
  };
  const totals = (header.columns.get('total') ?? []).filter((i) => numericShare(i).numbers > 0);
  const quantities = (header.columns.get('quantity') ?? []).filter((i) => !totals.includes(i));
  const filled = quantities.filter((i) => numericShare(i).numbers > 0);
  if (totals.length) layout.quantity = totals[totals.length - 1];
  else if (filled.length === 1) layout.quantity = filled[0];
  else if (filled.length > 1) {
    // "Contract qty | Required qty" share one item; floors or services split it (their sum is the order).
    const ordered = /\b(contract|required|req|order|boq|tender|total|net)\b/i;
    const named = filled.filter((i) => headerTexts.some((t) => ordered.test(t[i] ?? '')));
    const headerWords = (i: number) => headerTexts.map((t) => t[i] ?? '').join(' ');
    const perPlace = filled.filter((i) => /\b(gf|ff|sf|tf|ground|first|second|third|floor|basement|terrace|block|wing|tower|building|service|zone|area)\b/i.test(headerWords(i)));
    if (perPlace.length >= 2) layout.splits = perPlace;
    else layout.quantity = [...(named.length ? named : filled)].sort((a, b) => numericShare(b).numbers - numericShare(a).numbers)[0];
  } else if (quantities.length) layout.quantity = quantities[0];
  else layout.quantity = quantityByContent(data, width, new Set([description, ...[...header.columns.values()].flat()]));
  // A numeric column right of the description, before the rate, titled with "Qty" in a merged cell, is already covered;
  // a table with neither quantity nor unit column but amounts is a cost summary.
  const rate = header.columns.get('rate')?.[0];
  const amount = header.columns.get('amount')?.[0];

  // The unit column by content: the one whose cells are unit words, nearest the quantity.
  const anchor = layout.quantity ?? layout.splits[0] ?? description;
  let best: { index: number; hits: number } | null = null;
  for (let i = 0; i < width + 2; i++) {
    if (i === description) continue;
    let hits = 0;
    for (const row of data) if (unitText(cell(row, i))) hits++;
    if (hits === 0) continue;
    const better = !best || hits > best.hits || (hits === best.hits && Math.abs(i - anchor) < Math.abs(best.index - anchor));
    if (better) best = { index: i, hits };
  }
  layout.unit = best && best.hits >= 1 ? best.index : header.columns.get('unit')?.[0];
  if (layout.quantity === undefined && !layout.splits.length && (rate !== undefined || amount !== undefined) && layout.unit === undefined) return { ...layout, kind: 'summary' };
  return layout;
}

/** Numbers that count rows (1, 2, 3 …): an item number column, not quantities. */
function isNumbering(values: number[]): boolean {
  return values.length >= 2 && values.every((v, i) => Number.isInteger(v) && (i === 0 || v > (values[i - 1] ?? 0))) && (values.at(-1) ?? 0) <= values.length * 3;
}

/** What each column holds over a table's first rows: numbers (their values), unit words, describing text. */
function columnContents(rows: TableRow[], width: number) {
  return Array.from({ length: width }, (_, i) => {
    const numbers: number[] = [];
    let units = 0;
    let texts = 0;
    for (const row of rows) {
      const text = cell(row, i);
      if (!text) continue;
      const value = parseNumber(text);
      if (value !== null) numbers.push(value);
      else if (unitText(text)) units++;
      else if ((text.match(/\p{L}/gu) ?? []).length >= 8) texts++;
    }
    return { numbers, units, texts };
  });
}

/**
 * A header that names no quantity column ("Required", "Nos. to supply"): the column of figures
 * beside the units, that does not number the rows, is the quantity.
 */
function quantityByContent(data: TableRow[], width: number, taken: Set<number>): number | undefined {
  const contents = columnContents(data.slice(0, 60), width);
  const unit = contents.reduce((best, c, i) => (c.units > (contents[best]?.units ?? 0) ? i : best), -1);
  const candidates = contents
    .map((c, i) => ({ i, c }))
    .filter(({ i, c }) => !taken.has(i) && c.numbers.length >= Math.max(1, data.length * 0.3) && !isNumbering(c.numbers));
  const anchor = unit >= 0 && (contents[unit]?.units ?? 0) > 0 ? unit : Math.min(...taken);
  return candidates.sort((a, b) => Math.abs(a.i - anchor) - Math.abs(b.i - anchor) || a.i - b.i)[0]?.i;
}

/**
 * A list without a header row: the columns are known by what they hold — describing text, unit
 * words and, beside them, figures that do not number the rows. At least three rows must show all
 * three for the table to be read as an item list.
 */
function headerByContent(rows: TableRow[]): Header | null {
  const window = rows.slice(0, 60);
  const width = Math.max(0, ...window.map((r) => r.cells.length));
  const contents = columnContents(window, width);
  const argmax = (key: 'units' | 'texts') => contents.reduce((best, c, i) => (c[key] > (contents[best]?.[key] ?? -1) ? i : best), 0);
  const description = argmax('texts');
  const unit = argmax('units');
  if ((contents[description]?.texts ?? 0) < 3 || (contents[unit]?.units ?? 0) < 3 || unit === description) return null;
  const quantity = quantityByContent(window, width, new Set([description, unit]));
  if (quantity === undefined) return null;
  const complete = (row: TableRow) => cell(row, description) && unitText(cell(row, unit)) && parseNumber(cell(row, quantity)) !== null;
  const first = window.findIndex(complete);
  if (first < 0 || window.filter(complete).length < 3) return null;
  const columns = new Map<Role, number[]>([
    ['description', [description]],
    ['unit', [unit]],
    ['quantity', [quantity]],
  ]);
  return { columns, start: first - 1, end: first - 1, signature: '' };
}
