import type { TableRow } from '../table.js';
import { normaliseDigits, parseNumber } from '../numbers.js';
import { isTotalRow } from '../exclusions.js';
import { unitText, type Layout } from './layout.js';

/** One row that orders something, with the descriptions of the rows it belongs to. */
export interface ItemRow {
  row: TableRow;
  /** Descriptions of the parent rows (item heading, wrapped lines, sub-headings), outermost first. */
  parents: string[];
  text: string;
  serial: string;
  quantity: number | null;
  /** The unit as the document writes it. */
  unit: string | null;
  /** Taken from the rate's unit ("P.Cum"): a unit written under the quantity replaces it. */
  unitFromRate?: boolean;
  remarks: string;
  extra: string;
}

/** Why rows of an item table were left out, counted for the document's summary. */
export interface SkipCounts {
  rateOnly: number;
  zero: number;
  totals: number;
}

/** A row left out that the user may still want (a rate-only or zero row names an item without ordering it). */
export interface SkippedItem {
  reason: 'rate_only' | 'zero_quantity';
  item: ItemRow;
}

const cell = (row: TableRow, index: number | undefined) =>
  index === undefined ? '' : normaliseDigits(row.cells[index] ?? '').replace(/\s+/g, ' ').trim();

/** Rate-only rows ("RO", "R0", "rate only"): the buyer asks a price, not a quantity. */
const RATE_ONLY = /^(r\.?o\.?|r0|rate\s*only|rate\s*to\s*be\s*quoted|only\s*rate|quote\s*rate)$/i;

/** Item numbering: "1", "12", "1 R- 12.1" start an item; "1.1", "(a)", "a)", "(i)", "A)" a sub-item. */
const TOP_SERIAL = /^\d{1,3}(\s|$|\.$)|^(part|section|schedule)\b/i;
const SECTION_SERIAL = /^([A-Z]|[IVX]{1,4})[.)]?$/;
/** A leading sub-item marker inside a description. */
const SUB_MARKER = /^\s*(\(?[a-hj-z]\)|\(?[ivx]{1,4}\)|\([a-z]\)|[A-H]\)|©|\d+\.\d+(\.\d+)?\b|dia\b|dn\s*\d|\d+(\.\d+)?\s*(mm|cm|m|sqmm|sq\.?\s*mm|inch|")\b)/i;

/** A total or carried-over line anywhere in a row without a description. */
const TOTAL_WORD = /\b(total|sub[ -]?total|grand total|carried|say)\b/i;

const parseQuantity = (text: string): number | 'rate-only' | null => {
  if (!text) return null;
  if (RATE_ONLY.test(text)) return 'rate-only';
  const value = parseNumber(text);
  if (value !== null) return value;
  // "32500 Sqm" in the quantity cell: the number comes first.
  const lead = /^(\d[\d,]*(?:\.\d+)?)\s*[a-z.]+$/i.exec(text);
  return lead ? parseNumber(lead[1] ?? '') : null;
};

export const isSubItem = (text: string, serial: string) => SUB_MARKER.test(text) || (Boolean(serial) && !TOP_SERIAL.test(serial) && !SECTION_SERIAL.test(serial));

/**
 * Walks an item table's rows: rows without a quantity are headings and wrapped descriptions (kept
 * as the parents of the rows under them), rows with a quantity are items, a unit alone on the row
 * under a quantity belongs to it, and totals, rate-only and zero rows are counted, not listed.
 */
export function itemWalker(layout: Layout) {
  const items: ItemRow[] = [];
  const skipped: SkipCounts = { rateOnly: 0, zero: 0, totals: 0 };
  const left: SkippedItem[] = [];
  const leftOut = (reason: SkippedItem['reason'], row: TableRow, text: string, serial: string, unit: string | null) =>
    left.push({ reason, item: { row, parents: TOP_SERIAL.test(serial) ? [] : [...parents], text: text || serial, serial, quantity: null, unit, remarks: '', extra: '' } });
  let parents: string[] = [];
  let lastItem: ItemRow | null = null;
  let lastHadQuantity = false;
  const signature = layout.header.signature;

  const push = (row: TableRow): void => {
    const joined = row.cells.map((c) => normaliseDigits(c).replace(/\s+/g, ' ').trim());
    if (joined.join('|').toLowerCase() === signature) return;
    const text = cell(row, layout.description);
    const serial = cell(row, layout.serial);
    const quantityCells = layout.quantity !== undefined ? [cell(row, layout.quantity)] : layout.splits.map((i) => cell(row, i));
    const readings = quantityCells.map(parseQuantity);
    const unitCell = cell(row, layout.unit);
    // A unit cell the unit list cannot hold ("Cm3", "LS", "Job") is kept as written, to be flagged.
    // "P.Cum" / "per MT" is a rate's unit, which is the item's; a unit cell the list cannot hold ("Cm3", "LS") is kept as written, to be flagged.
    const perUnit = /^(?:p|per)[\s.]+(.+)$/i.exec(unitCell)?.[1]?.trim() ?? '';
    const unit =
      unitText(unitCell) ??
      (unitText(perUnit) ? perUnit : null) ??
      (unitCell.length <= 10 && parseNumber(unitCell) === null && /^[a-z][a-z0-9. ]*$/i.test(unitCell) && !/^(p|per)[\s.]/i.test(unitCell) ? unitCell : null);
    const numbers = readings.filter((r): r is number => typeof r === 'number');
    const quantity = numbers.length ? numbers.reduce((a, b) => a + b, 0) : null;
    const rateOnly = readings.includes('rate-only');

    const wholeRow = joined.filter(Boolean).join(' ');
    if (isTotalRow(text) || (!text && TOTAL_WORD.test(wholeRow)) || /^(say|carried|c\/o|b\/f|brought)\b/i.test(text)) {
      skipped.totals++;
      return;
    }
    if (!text && !serial) {
      // The unit on the row under its quantity.
      // The unit on the row under its quantity, in whichever column it was written.
      const below = unit ?? joined.map((c) => unitText(c)).find(Boolean) ?? null;
      if (below && lastItem && quantity === null && (!lastItem.unit || lastItem.unitFromRate)) {
        lastItem.unit = below;
        lastItem.unitFromRate = false;
      }
      // A quantity on a row of its own belongs to the description above it (wrapped table cells).
      else if (quantity !== null && quantity > 0 && parents.length && !lastHadQuantity) {
        const item: ItemRow = { row, parents: [], text: parents.join(' '), serial, quantity, unit, remarks: cell(row, layout.remarks), extra: '' };
        items.push(item);
        lastItem = item;
        lastHadQuantity = true;
      } else if (quantity !== null) skipped.totals++;
      return;
    }
    if (rateOnly) {
      skipped.rateOnly++;
      leftOut('rate_only', row, text, serial, unit);
      lastHadQuantity = true;
      return;
    }
    if (quantity === null && !unit && !serial && lastItem && row.provenance.kind === 'page' && !/^[^a-z]*$/.test(text)) {
      // In a PDF a description wraps onto lines holding nothing else (a heading is in capitals).
      lastItem.text = `${lastItem.text} ${text}`;
      return;
    }
    if (quantity === null) {
      // A heading or a wrapped line: a numbered row starts a new item; other lines continue it.
      if (TOP_SERIAL.test(serial) || SECTION_SERIAL.test(serial) || (lastHadQuantity && !isSubItem(text, serial) && !serial)) parents = [];
      if (lastHadQuantity && isSubItem(text, serial)) {
        // A new sub-heading under the same item replaces the previous sub-heading.
        parents = parents.slice(0, 1);
      }
      if (text) parents.push(text);
      if (parents.length > 6) parents = [parents[0] ?? '', ...parents.slice(-5)];
      lastHadQuantity = false;
      lastItem = null;
      return;
    }
    if (quantity === 0) {
      skipped.zero++;
      leftOut('zero_quantity', row, text, serial, unit);
      lastHadQuantity = true;
      return;
    }
    const own = text || serial;
    const startsItem = TOP_SERIAL.test(serial) && !isSubItem(text, '');
    const item: ItemRow = {
      row,
      parents: startsItem ? [] : [...parents],
      text: own,
      serial,
      quantity,
      unit,
      unitFromRate: Boolean(unit) && unit === perUnit,
      remarks: cell(row, layout.remarks),
      extra: layout.extra.map((i) => cell(row, i)).filter(Boolean).join(' '),
    };
    if (startsItem) parents = [];
    items.push(item);
    lastItem = item;
    lastHadQuantity = true;
  };
  return { items, skipped, left, push };
}

/** All the items of a complete table (see `itemWalker`). */
export function itemRows(rows: TableRow[], layout: Layout): { items: ItemRow[]; skipped: SkipCounts; left: SkippedItem[] } {
  const walker = itemWalker(layout);
  for (const row of rows.slice(layout.header.end + 1)) walker.push(row);
  return walker;
}
