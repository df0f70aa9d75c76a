import type { ExtractedPage, Rect } from './pdf-extract.js';
import { type Line, unionRect } from './layout.js';

/** A ruled table: the x of its vertical rules and the y of its horizontal rules, in points. */
export interface TableRegion extends Rect {
  columns: number[];
  rows: number[];
}

const THIN = 3;
const TOUCH = 3;

/** Sorted distinct values, merging those closer than `within`. */
function distinct(values: number[], within = 2): number[] {
  const out: number[] = [];
  let last = -Infinity;
  for (const v of [...values].sort((a, b) => a - b)) {
    if (v - last <= within) continue;
    out.push(v);
    last = v;
  }
  return out;
}

const touches = (a: Rect, b: Rect) =>
  a.x - TOUCH <= b.x + b.width && b.x - TOUCH <= a.x + a.width && a.top - TOUCH <= b.top + b.height && b.top - TOUCH <= a.top + a.height;

/**
 * Finds ruled tables: painted rules and cell borders that touch each other form a group; a group
 * with at least three vertical edges (two columns) and two horizontal edges is a table. Page-size
 * fills (backgrounds) are ignored. Tables without vertical rules are read as ordinary lines.
 */
export function tableRegions(page: ExtractedPage): TableRegion[] {
  const area = page.width * page.height;
  const shapes = page.rules.filter((r) => r.width * r.height < 0.5 * area && (r.width >= 6 || r.height >= 6));
  // Union-find over touching shapes.
  const parent = shapes.map((_, i) => i);
  const find = (i: number): number => {
    const up = parent[i] ?? i;
    return up === i ? i : (parent[i] = find(up));
  };
  shapes.forEach((a, i) => {
    shapes.slice(i + 1).forEach((b, offset) => {
      if (touches(a, b)) parent[find(i)] = find(i + 1 + offset);
    });
  });
  const groups = new Map<number, Rect[]>();
  shapes.forEach((shape, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), shape]));
  const regions: TableRegion[] = [];
  for (const group of groups.values()) {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const r of group) {
      const horizontal = r.height <= THIN;
      const vertical = r.width <= THIN;
      if (!vertical) ys.push(r.top, r.top + r.height);
      if (!horizontal) xs.push(r.x, r.x + r.width);
      if (vertical) xs.push(r.x + r.width / 2);
      if (horizontal) ys.push(r.top + r.height / 2);
    }
    const columns = distinct(xs);
    const rows = distinct(ys);
    if (columns.length >= 3 && rows.length >= 2) regions.push({ ...unionRect(group), columns, rows });
  }
  return regions.sort((a, b) => a.top - b.top);
}

/** The region a line belongs to: its middle lies inside the table. */
export function regionOf(line: Line, regions: TableRegion[]): TableRegion | undefined {
  const middle = line.top + line.height / 2;
  const centre = line.x + line.width / 2;
  return regions.find((r) => middle > r.top && middle < r.top + r.height && centre > r.x && centre < r.x + r.width);
}

export interface TableRow {
  cells: string[];
  box: Rect;
}

/** Reads a table's lines cell by cell: each item goes to the row band and column it sits in. */
export function tableRows(region: TableRegion, lines: Line[]): TableRow[] {
  const bands = region.rows.slice(1).map((bottom, i) => ({ top: region.rows[i] ?? bottom, bottom }));
  const cols = region.columns.length - 1;
  const firstColumn = region.columns[0] ?? region.x;
  const grid = bands.map(() => Array.from({ length: cols }, () => [] as { text: string; baseline: number; x: number }[]));
  for (const line of lines) {
    for (const item of line.items) {
      const middle = item.top + item.height / 2;
      const centre = item.x + item.width / 2;
      const row = bands.findIndex((b) => middle >= b.top && middle < b.bottom);
      let col = region.columns.findIndex((x) => centre < x) - 1;
      if (col < 0) col = centre < firstColumn ? 0 : cols - 1;
      grid[row]?.[Math.min(col, cols - 1)]?.push({ text: item.text, baseline: item.baseline, x: item.x });
    }
  }
  const rows: TableRow[] = [];
  grid.forEach((cells, i) => {
    const band = bands[i];
    if (!band) return;
    const texts = cells.map((parts) =>
      parts
        .sort((a, b) => a.baseline - b.baseline || a.x - b.x)
        .map((p) => p.text.trim())
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (texts.every((t) => t === '')) return;
    rows.push({ cells: texts, box: { x: region.x, top: band.top, width: region.width, height: band.bottom - band.top } });
  });
  return rows;
}
