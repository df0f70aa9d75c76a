import type { Cell, Line } from './pdf-rows.js';

/** A header cell of a delivery schedule: the rows are where the item goes, not what it is. */
const DELIVERY = /\b(consignees?|address|reporting officer|ship to|destination|delivery (location|place|point))\b/i;
const QUANTITY_HEADER = /\b(qty|quantity)\b/i;

/**
 * The title over a table: the nearest line above it set in larger type than the others since
 * the previous table, if one is.
 */
function titleOf(lines: Line[]): string | null {
  if (!lines.length) return null;
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const usual = sizes[Math.floor(sizes.length / 2)] ?? 0;
  return lines.filter((l) => l.size > usual + 0.5 && /\p{L}{3}/u.test(l.text)).at(-1)?.text ?? null;
}

/**
 * A delivery schedule (consignee, address, quantity — no item column), as tenders print under
 * each item they buy, lists the item named in its title: the title becomes an item column of the
 * header and of each delivery row, so the schedule reads as an item list.
 */
export function nameDeliverySchedules(lines: Line[]): void {
  let previousEnd = 0;
  lines.forEach((line, index) => {
    const texts = line.cells.map((c) => c.text);
    const delivery = texts.some((t) => DELIVERY.test(t) && t.length <= 80) && texts.some((t) => QUANTITY_HEADER.test(t) && t.length <= 60);
    if (!delivery || texts.some((t) => /\b(description|item|particulars|material)\b/i.test(t))) return;
    const title = titleOf(lines.slice(previousEnd, index).filter((l) => !l.grid));
    if (!title) return;
    // Left of everything, so the new column is never merged with the first one.
    const column = (text: string): Cell => ({ x: -1000, end: -999, text });
    line.cells.unshift(column('Item'));
    for (let i = index + 1; i < lines.length; i++) {
      const row = lines[i] as Line;
      if (row.grid !== line.grid || (!row.grid && row.cells.length < 2)) break;
      row.cells.unshift(column(title));
      previousEnd = i + 1;
    }
  });
}
