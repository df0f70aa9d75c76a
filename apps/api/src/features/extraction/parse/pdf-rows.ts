import type { ExtractedPdf, TextItem } from '../../documents/pdf-extract.js';
import { type Box, findHeader, type Header, type TableRow, unionBox } from '../offline/table.js';
import type { TextLine } from '../offline/text.js';
import type { ParsedDocument } from './parse-document.js';
import { gridRows, withoutOverprint } from './pdf-grid.js';
import { nameDeliverySchedules } from './pdf-schedules.js';

export interface Cell {
  x: number;
  end: number;
  text: string;
}
export interface Line {
  page: number;
  top: number;
  height: number;
  cells: Cell[];
  text: string;
  scanned: boolean;
  /** The largest type on the line (a table's title is set larger than the text around it). */
  size: number;
  /** A row of a ruled table: its cells are the drawn cells (one block of its own). */
  grid?: boolean;
}

/** Items on one baseline form a line; a gap wider than about a character starts a new cell. */
/** OCR reads a table's ruled borders as "|", "[" or "]": they are lines, not text (and they separate cells). */
const BORDER = /^[|[\]{}!]+|[|[\]{}!]+$/g;
const LEADING_BORDER = /^[|[\]{}!]/;
/** Items after a border OCR read as a glyph: each starts a new cell. */
const afterBorder = new WeakSet<TextItem>();
const withoutBorders = (items: TextItem[]) => {
  const out: TextItem[] = [];
  let border = false;
  for (const item of [...items].sort((a, b) => a.baseline - b.baseline || a.x - b.x)) {
    if (item.font !== 'OCR') {
      out.push(item);
      continue;
    }
    const text = item.text.replace(BORDER, '');
    if (!text.trim()) {
      border = true;
      continue;
    }
    const cleaned = { ...item, text };
    if (border || LEADING_BORDER.test(item.text)) afterBorder.add(cleaned);
    border = /[|[\]{}!]$/.test(item.text);
    out.push(cleaned);
  }
  return out;
};

function linesOf(pdf: ExtractedPdf): Line[] {
  const lines: Line[] = [];
  pdf.pages.forEach((page, index) => {
    const { rows, rest } = gridRows(page, withoutOverprint(withoutBorders(page.items)));
    const pageLines: Line[] = rows.map((row) => ({
      page: index + 1,
      top: row.top,
      height: row.bottom - row.top,
      cells: row.cells,
      text: row.cells.map((c) => c.text).join(' '),
      scanned: false,
      size: row.size,
      grid: true,
    }));
    const items = rest.sort((a, b) => a.baseline - b.baseline || a.x - b.x);
    const groups: TextItem[][] = [];
    for (const item of items) {
      const group = groups.at(-1);
      if (group?.[0] && Math.abs(group[0].baseline - item.baseline) <= Math.max(2, item.size * 0.3)) group.push(item);
      else groups.push([item]);
    }
    for (const group of groups) {
      group.sort((a, b) => a.x - b.x);
      const cells: Cell[] = [];
      for (const item of group) {
        const last = cells.at(-1);
        const gap = last ? item.x - last.end : Infinity;
        if (last && gap < Math.max(3, item.size * 0.9) && !afterBorder.has(item)) {
          last.text += gap > item.size * 0.15 && !last.text.endsWith(' ') ? ` ${item.text}` : item.text;
          last.end = item.x + item.width;
        } else cells.push({ x: item.x, end: item.x + item.width, text: item.text });
      }
      const text = cells.map((c) => c.text.trim()).join(' ').replace(/\s+/g, ' ').trim();
      if (text) {
        pageLines.push({
          page: index + 1,
          top: Math.min(...group.map((i) => i.top)),
          height: Math.max(...group.map((i) => i.height)),
          cells,
          text,
          scanned: group.some((i) => i.font === 'OCR'),
          size: Math.max(...group.map((i) => i.size)),
        });
      }
    }
    lines.push(...pageLines.sort((a, b) => a.top - b.top));
  });
  return lines;
}

interface Span {
  x: number;
  end: number;
}

/**
 * Cells placed under the header's columns: a cell belongs to the header it overlaps most (a
 * centred heading over left-aligned text), else to the last column starting left of it.
 */
function align(line: Line, columns: Span[]): string[] {
  const cells = columns.map(() => '');
  for (const cell of line.cells) {
    let column = 0;
    let overlap = 0;
    columns.forEach((span, i) => {
      const shared = Math.min(span.end, cell.end) - Math.max(span.x, cell.x);
      if (shared > overlap) {
        overlap = shared;
        column = i;
      }
    });
    if (overlap <= 0) {
      columns.forEach((span, i) => {
        if (span.x <= cell.x + 12) column = i;
      });
    }
    cells[column] = `${cells[column]} ${cell.text}`.trim();
  }
  return cells;
}

const boxOf = (line: Line): Box => {
  const x = Math.min(...line.cells.map((c) => c.x));
  return { x, y: line.top, width: Math.max(...line.cells.map((c) => c.end)) - x, height: line.height };
};

const rowOf = (line: Line, columns: Span[]): TableRow => ({
  cells: align(line, columns),
  provenance: { kind: 'page', page: line.page, text: line.text.slice(0, 500) },
  box: boxOf(line),
  ...(line.scanned ? { scanned: true } : {}),
});

/**
 * Table rows from lines. A cell whose text wraps over several lines, with its quantity printed
 * level with the middle of the cell, is one row: lines are grouped into blocks by the vertical
 * gaps between them (a gap clearly wider than the usual line spacing ends a cell), and a block
 * with at most one line of figures becomes one row. A block with several is a heading with
 * sub-rows ("Dia - 22.2 mm  Rmt  56"): its lines before the first quantity become the heading row,
 * the rest stay lines.
 */
function cellBlocks(lines: Line[], columns: Span[], headerRows: number, textColumns: Set<number>): TableRow[] {
  const rows = lines.slice(0, headerRows).map((line) => rowOf(line, columns));
  const data = lines.slice(headerRows);
  const gaps = data.slice(1).map((line, i) => (line.page === data[i]?.page ? line.top - (data[i]?.top ?? 0) : Infinity)).filter((g) => Number.isFinite(g) && g > 0);
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
  const blocks: Line[][] = [];
  data.forEach((line, i) => {
    const before = data[i - 1];
    const gap = before && before.page === line.page ? line.top - before.top : Infinity;
    if (!blocks.length || usual === undefined || gap > usual * 1.6 || line.grid || before?.grid) blocks.push([line]);
    else blocks.at(-1)?.push(line);
  });
  // A figure in any column but the description and the item number: a quantity, a rate or an amount (one of several quantity columns may be empty).
  const hasFigure = (row: TableRow) => row.cells.some((cell, i) => !textColumns.has(i) && /^\s*[\d.,]*\d[\d.,]*\s*$/.test(cell));
  for (const block of blocks) {
    const lineRows = block.map((line) => rowOf(line, columns));
    const figures = lineRows.filter(hasFigure).length;
    if (block.length === 1) rows.push(...lineRows);
    else if (figures <= 1) rows.push(merged(lineRows, block));
    else {
      const firstFigure = lineRows.findIndex(hasFigure);
      if (firstFigure > 0) rows.push(merged(lineRows.slice(0, firstFigure), block.slice(0, firstFigure)));
      rows.push(...lineRows.slice(Math.max(0, firstFigure)));
    }
  }
  return rows;
}

/** Lines of one cell block as one row: each column's texts joined in reading order. */
function merged(lineRows: TableRow[], block: Line[]): TableRow {
  const width = Math.max(...lineRows.map((r) => r.cells.length));
  const cells = Array.from({ length: width }, (_, i) =>
    lineRows
      .map((r) => r.cells[i] ?? '')
      .filter(Boolean)
      .join(' '),
  );
  const text = block.map((l) => l.text).join(' ');
  return {
    cells,
    provenance: { kind: 'page', page: block[0]?.page ?? 1, text: text.slice(0, 500) },
    box: unionBox(block.map(boxOf)),
    ...(block.some((l) => l.scanned) ? { scanned: true } : {}),
  };
}

/** Prose lines joined into paragraphs (a wrapped sentence is one request); bullets start a new one. */
function paragraphs(lines: Line[]): TextLine[] {
  const out: TextLine[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const last = out.at(-1);
    const continues =
      previous && last && previous.page === line.page && line.top - previous.top < previous.height * 1.8 && !/^\s*([-•●▪*]|\d{1,3}[.)])\s/.test(line.text) && !/[.:!?]$/.test(previous.text);
    if (continues && last) {
      last.text = `${last.text} ${line.text}`;
      last.box = unionBox([...(last.box ? [last.box] : []), boxOf(line)]);
    } else out.push({ text: line.text, provenance: { kind: 'page', page: line.page, text: line.text.slice(0, 500) }, box: boxOf(line), ...(line.scanned ? { scanned: true } : {}) });
    previous = line;
  }
  for (const item of out) if (item.provenance.kind === 'page') item.provenance.text = item.text.slice(0, 500);
  return out;
}

/** Lines searched at a time for the first table's header (the best scoring one wins). */
const HEADER_WINDOW = 80;

/** Every table header of the document: the first found as the best in a window, each later one where a differently-headed table starts. */
function headersOf(lines: Line[]): Header[] {
  const texts = lines.map((l) => l.cells.map((c) => c.text));
  let first: Header | null = null;
  for (let from = 0; from < lines.length && !first; from += HEADER_WINDOW) first = findHeader(texts, from, HEADER_WINDOW);
  if (!first) return [];
  const headers = [first];
  for (let i = first.end + 1; i < lines.length; i++) {
    const header = findHeader(texts, i, 1);
    if (!header) continue;
    if (header.signature !== headers.at(-1)?.signature) headers.push(header);
    i = header.end;
  }
  return headers;
}

/** One table's rows: lines from its header on, placed under the header's columns (cells starting within 12 pt are one column). */
function tableOf(lines: Line[], header: Header): TableRow[] {
  const headerRows = header.end - header.start + 1;
  const spans = lines
    .slice(0, headerRows)
    .flatMap((l) => l.cells.map((c) => ({ x: c.x, end: c.end })))
    .sort((a, b) => a.x - b.x);
  const columns: Span[] = [];
  for (const span of spans) {
    const last = columns.at(-1);
    if (last && span.x - last.x <= 12) last.end = Math.max(last.end, span.end);
    else columns.push({ ...span });
  }
  const textColumns = new Set([...(header.columns.get('description') ?? []), ...(header.columns.get('serial') ?? [])]);
  return cellBlocks(lines, columns, headerRows, textColumns);
}

/**
 * A PDF as the extractor reads it: each table header found (scored like a spreadsheet's) starts a
 * table whose rows are the lines below it, aligned to its columns, up to the next header of
 * another table (a header repeated on the next page continues the table and is skipped by the
 * table reader); lines above the first header, and every line of a PDF without a table, are prose.
 */
export function pdfToParsed(pdf: ExtractedPdf): ParsedDocument {
  const lines = linesOf(pdf);
  nameDeliverySchedules(lines);
  const headers = headersOf(lines);
  const first = headers[0];
  if (!first) return { tables: [], lines: paragraphs(lines), notes: [] };
  const tables = headers.map((header, i) => ({ rows: tableOf(lines.slice(header.start, headers[i + 1]?.start ?? lines.length), header) }));
  return { tables, lines: paragraphs(lines.slice(0, first.start)), notes: [] };
}
