import type { ExtractedPage, Rect, TextItem } from '../../documents/pdf-extract.js';

/** A ruled table row: the texts of its cells, each cell bounded by the lines drawn around it. */
export interface GridRow {
  top: number;
  bottom: number;
  cells: { x: number; end: number; text: string }[];
  size: number;
}

interface Segment {
  /** Where the line is across its direction (x of a vertical, y of a horizontal). */
  at: number;
  from: number;
  to: number;
}

/** Thinner than this a painted rectangle is a drawn line. */
const THIN = 2.5;
const SLACK = 1.5;

/** A page's drawn lines: thin rectangles, and the four edges of every larger (filled or stroked) one. */
function segments(rules: Rect[]): { horizontal: Segment[]; vertical: Segment[] } {
  const horizontal: Segment[] = [];
  const vertical: Segment[] = [];
  for (const r of rules) {
    if (r.height <= THIN && r.width >= 8) horizontal.push({ at: r.top + r.height / 2, from: r.x, to: r.x + r.width });
    else if (r.width <= THIN && r.height >= 6) vertical.push({ at: r.x + r.width / 2, from: r.top, to: r.top + r.height });
    else if (r.width > THIN && r.height > THIN) {
      horizontal.push({ at: r.top, from: r.x, to: r.x + r.width }, { at: r.top + r.height, from: r.x, to: r.x + r.width });
      vertical.push({ at: r.x, from: r.top, to: r.top + r.height }, { at: r.x + r.width, from: r.top, to: r.top + r.height });
    }
  }
  return { horizontal, vertical };
}

/** The nearest line on each side of a point that passes it: its cell, or null outside any ruling. */
function cellAround(x: number, y: number, lines: { horizontal: Segment[]; vertical: Segment[] }) {
  let left = -Infinity;
  let right = Infinity;
  let top = -Infinity;
  let bottom = Infinity;
  for (const v of lines.vertical) {
    if (y < v.from - SLACK || y > v.to + SLACK) continue;
    if (v.at <= x && v.at > left) left = v.at;
    if (v.at >= x && v.at < right) right = v.at;
  }
  for (const h of lines.horizontal) {
    if (x < h.from - SLACK || x > h.to + SLACK) continue;
    if (h.at <= y && h.at > top) top = h.at;
    if (h.at >= y && h.at < bottom) bottom = h.at;
  }
  if (![left, right, top, bottom].every(Number.isFinite) || right - left < 4 || bottom - top < 4) return null;
  return { left, right, top, bottom };
}

interface GridCell {
  left: number;
  right: number;
  top: number;
  bottom: number;
  items: TextItem[];
}

const NUMBER_LINE = /^[\d.,\s]+$/;

/**
 * Rows of the ruled tables on a page. Text is placed in the cell whose drawn borders surround it,
 * so a wrapped description, a header over two or three lines and a quantity printed level with
 * the cell's middle are one row. A band of cells is a row only when it has two cells or more
 * (a page frame or a box around a paragraph is not a table), is no taller than half the page,
 * overlaps no other band (merged cells) and no cell holds figures on two lines (a table ruled by columns only: its band holds many
 * rows, which the line reader separates). Items not placed are returned for the line reader.
 */
export function gridRows(page: ExtractedPage, items: TextItem[]): { rows: GridRow[]; rest: TextItem[] } {
  const lines = segments(page.rules);
  if (lines.vertical.length < 3 || lines.horizontal.length < 2) return { rows: [], rest: items };
  const cells = new Map<string, GridCell>();
  const unplaced: TextItem[] = [];
  for (const item of items) {
    const cell = cellAround(item.x + item.width / 2, item.top + item.height / 2, lines);
    if (!cell || cell.bottom - cell.top > page.height / 2) {
      unplaced.push(item);
      continue;
    }
    const key = [cell.left, cell.right, cell.top, cell.bottom].map((v) => v.toFixed(1)).join(':');
    const found = cells.get(key) ?? { ...cell, items: [] };
    found.items.push(item);
    cells.set(key, found);
  }
  const bands = new Map<string, GridCell[]>();
  for (const cell of cells.values()) {
    const key = `${cell.top.toFixed(1)}:${cell.bottom.toFixed(1)}`;
    bands.set(key, [...(bands.get(key) ?? []), cell]);
  }
  const rows: GridRow[] = [];
  const rest = [...unplaced];
  const spans = [...bands.values()].map((band) => ({ top: band[0]?.top ?? 0, bottom: band[0]?.bottom ?? 0 }));
  // Bands that overlap come from merged cells (a description over several rows): their rows are not the drawn bands.
  const overlapped = (top: number, bottom: number) => spans.some((s) => (s.top !== top || s.bottom !== bottom) && Math.min(s.bottom, bottom) - Math.max(s.top, top) > SLACK);
  for (const band of bands.values()) {
    const texts = band.map((cell) => cellLines(cell.items));
    const top = band[0]?.top ?? 0;
    const bottom = band[0]?.bottom ?? 0;
    if (band.length < 2 || overlapped(top, bottom) || texts.some((l) => l.filter((line) => NUMBER_LINE.test(line)).length >= 2)) {
      rest.push(...band.flatMap((cell) => cell.items));
      continue;
    }
    const ordered = band.map((cell, i) => ({ cell, text: (texts[i] ?? []).join(' ').replace(/\s+/g, ' ').trim() })).sort((a, b) => a.cell.left - b.cell.left);
    rows.push({
      top,
      bottom,
      cells: ordered.filter((c) => c.text).map(({ cell, text }) => ({ x: cell.left, end: cell.right, text })),
      size: Math.max(...band.flatMap((cell) => cell.items.map((i) => i.size))),
    });
  }
  return { rows: rows.sort((a, b) => a.top - b.top), rest };
}

/** A cell's text as the lines it is printed on (items on one baseline, left to right). */
function cellLines(items: TextItem[]): string[] {
  const sorted = [...items].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const lines: TextItem[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    if (line?.[0] && Math.abs(line[0].baseline - item.baseline) <= Math.max(2, item.size * 0.3)) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) =>
    line
      .sort((a, b) => a.x - b.x)
      .map((i) => i.text)
      .join(' ')
      .trim(),
  );
}

/**
 * Text printed twice at (almost) the same place — a PDF's fake bold, or overprinted glyphs — is
 * read once.
 */
export function withoutOverprint(items: TextItem[]): TextItem[] {
  const kept: TextItem[] = [];
  const seen = new Map<string, TextItem[]>();
  for (const item of items) {
    const twins = seen.get(item.text) ?? [];
    if (twins.some((t) => Math.abs(t.x - item.x) <= SLACK && Math.abs(t.top - item.top) <= SLACK)) continue;
    twins.push(item);
    seen.set(item.text, twins);
    kept.push(item);
  }
  return kept;
}
