import type { ExtractedPage, Rect, TextItem } from './pdf-extract.js';

/** A run of text on one baseline, items in left-to-right order. */
export interface Line extends Rect {
  items: TextItem[];
  /** The items' text, a space inserted where pdf.js left a visible gap. */
  text: string;
  /** Where each item's text starts in `text`. */
  offsets: number[];
  baseline: number;
  /** The largest font size on the line. */
  size: number;
  /** Every item is in a bold font. */
  bold: boolean;
}

const right = (r: Rect) => r.x + r.width;
const bottom = (r: Rect) => r.top + r.height;

export function unionRect(rects: Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.top));
  return { x, top, width: Math.max(...rects.map(right)) - x, height: Math.max(...rects.map(bottom)) - top };
}

function makeLine(items: TextItem[]): Line {
  items.sort((a, b) => a.x - b.x);
  let text = '';
  const offsets: number[] = [];
  let previous: TextItem | undefined;
  for (const item of items) {
    if (previous) {
      const gap = item.x - right(previous);
      const spaced = /\s$/.test(text) || /^\s/.test(item.text);
      if (!spaced && gap > 0.15 * Math.min(item.size, previous.size)) text += ' ';
    }
    offsets.push(text.length);
    text += item.text;
    previous = item;
  }
  return {
    ...unionRect(items),
    items,
    text,
    offsets,
    baseline: items.reduce((sum, i) => sum + i.baseline, 0) / items.length,
    size: Math.max(...items.map((i) => i.size)),
    bold: items.every((i) => i.bold),
  };
}

/**
 * Groups a page's items into lines: items whose baselines lie within a third of the font size
 * of each other share a line (superscripts and mixed fonts included). Lines come back in
 * reading order, top to bottom (one column; multi-column layouts read across).
 */
export function pageLines(page: ExtractedPage): Line[] {
  const items = [...page.items].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const lines: Line[] = [];
  let current: TextItem[] = [];
  let baseline = 0;
  for (const item of items) {
    const tolerance = 0.35 * Math.min(item.size, current[0]?.size ?? item.size);
    if (current.length > 0 && Math.abs(item.baseline - baseline) > tolerance) {
      lines.push(makeLine(current));
      current = [];
    }
    if (current.length === 0) baseline = item.baseline;
    current.push(item);
  }
  if (current.length > 0) lines.push(makeLine(current));
  return lines.map((line) => ({ ...line, text: line.text.replace(/\s+$/, '') })).filter((line) => line.text.trim() !== '');
}

const PAGE_NUMBER = /^(page\s+)?\d{1,4}(\s*(of|\/)\s*\d{1,4})?$/i;
const MARGIN = 0.08;

/**
 * Drops running headers and footers: lines in the top or bottom 8 % of the page that are a bare
 * page number ("3", "Page 3 of 9"), or whose text (digits ignored) repeats in the margins of at
 * least half the pages.
 */
export function dropRunningLines(pages: { height: number; lines: Line[] }[]): Line[][] {
  const inMargin = (line: Line, height: number) => line.top < height * MARGIN || bottom(line) > height * (1 - MARGIN);
  const keyOf = (line: Line) => line.text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
  const seen = new Map<string, number>();
  for (const page of pages) {
    const keys = new Set(page.lines.filter((l) => inMargin(l, page.height)).map(keyOf));
    for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeated = (key: string) => pages.length >= 2 && (seen.get(key) ?? 0) >= Math.max(2, pages.length / 2);
  return pages.map((page) =>
    page.lines.filter((line) => !(inMargin(line, page.height) && (PAGE_NUMBER.test(line.text.trim()) || repeated(keyOf(line))))),
  );
}

/** The most common font size of the text (by characters), rounded to half a point. */
export function bodyFontSize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    for (const item of line.items) {
      const size = Math.round(item.size * 2) / 2;
      weight.set(size, (weight.get(size) ?? 0) + item.text.length);
    }
  }
  let best = 10;
  let bestWeight = -1;
  for (const [size, w] of weight) if (w > bestWeight) [best, bestWeight] = [size, w];
  return best;
}

/** The horizontal extent of `text.slice(from, to)` on the line, interpolated within items. */
export function sliceLine(line: Line, from: number, to: number): Rect {
  const xAt = (offset: number) => {
    for (let i = line.items.length - 1; i >= 0; i--) {
      const item = line.items[i];
      const start = line.offsets[i];
      if (item === undefined || start === undefined) continue;
      if (offset >= start) {
        const fraction = item.text.length === 0 ? 0 : Math.min(1, (offset - start) / item.text.length);
        return item.x + item.width * fraction;
      }
    }
    return line.x;
  };
  const x = from <= 0 ? line.x : xAt(from);
  const end = to >= line.text.length ? right(line) : xAt(to);
  return { x, top: line.top, width: Math.max(0, end - x), height: line.height };
}
