import type { Line } from './layout.js';
import type { TextItem } from './pdf-extract.js';

/** Items of a line split where a gap is wider than a column gutter (1.5 em, at least 12 pt). */
export function segments(line: Line): TextItem[][] {
  const out: TextItem[][] = [];
  for (const item of line.items) {
    const current = out[out.length - 1];
    const last = current?.[current.length - 1];
    if (current && last && item.x - (last.x + last.width) <= Math.max(12, 1.5 * item.size)) current.push(item);
    else out.push([item]);
  }
  return out;
}

const TOLERANCE = 3;
const aligned = (columns: number[], x: number) => columns.some((c) => Math.abs(c - x) <= TOLERANCE);

/**
 * Unruled tables: runs of at least three consecutive lines, each cut by wide gaps into two or
 * more segments that start at the same x positions (columns) as the first line's. Returns the
 * runs as [first, last] line indices. Ruled tables are found from their grid (tables.ts).
 */
export function alignedRuns(lines: Line[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  let columns: number[] = [];
  const close = (end: number) => {
    if (start >= 0 && end - start >= 2) runs.push([start, end]);
    start = -1;
  };
  lines.forEach((line, i) => {
    const starts = segments(line).flatMap((s) => (s[0] ? [s[0].x] : []));
    const previous = lines[i - 1];
    const near = previous !== undefined && line.top - (previous.top + previous.height) <= 1.5 * line.height;
    if (start >= 0 && near && starts.length >= 2 && starts.filter((x) => aligned(columns, x)).length >= 2) return;
    close(i - 1);
    if (starts.length >= 2) {
      start = i;
      columns = starts;
    }
  });
  close(lines.length - 1);
  return runs;
}

/** A run's rows, each cell the text of one segment. */
export const alignedRows = (lines: Line[]) =>
  lines.map((line) => segments(line).map((segment) => segment.map((item) => item.text.trim()).join(' ')));
