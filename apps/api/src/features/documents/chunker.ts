import type { DocumentChunkType, PageBox } from '../../db/schema/documents.js';
import { paragraphClause } from './clauses.js';
import { alignedRows, alignedRuns } from './aligned-tables.js';
import { type Block, pageBlocks } from './blocks.js';
import { HeadingContext } from './headings.js';
import { bodyFontSize, dropRunningLines, type Line, pageLines, sliceLine, unionRect } from './layout.js';
import type { ExtractedPdf, Rect } from './pdf-extract.js';
import { splitRanges, textPreview } from './split.js';
import { regionOf, type TableRegion, tableRegions, tableRows } from './tables.js';

/** A chunk ready to store: positions are fractions of its page, origin top-left. */
export interface ChunkDraft {
  pageNumber: number;
  chunkType: DocumentChunkType;
  text: string;
  textPreview: string;
  clause: string | null;
  heading: string | null;
  boundingBox: PageBox;
  boxes: PageBox[];
}

export interface ChunkOptions {
  /** Long paragraphs are cut at sentence ends into pieces of about this many characters. */
  targetChars: number;
  maxChars: number;
}

const DEFAULTS: ChunkOptions = { targetChars: 800, maxChars: 1200 };

const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100_000) / 100_000;

function toBox(rect: Rect, page: { width: number; height: number }): PageBox {
  const left = round(rect.x / page.width);
  const top = round(rect.top / page.height);
  return {
    left,
    top,
    width: Math.min(round(rect.width / page.width), round(1 - left)),
    height: Math.min(round(rect.height / page.height), round(1 - top)),
  };
}

/** Text with line positions: what a paragraph, a heading or a whole list is cut from. */
interface Flow {
  lines: Line[];
  text: string;
  lineStarts: number[];
}

/** List items of one run become one flow, an item per line of text. */
function joinItems(items: Block[]): Flow {
  const flow: Flow = { lines: [], text: '', lineStarts: [] };
  for (const item of items) {
    if (flow.text !== '') flow.text += '\n';
    const base = flow.text.length;
    flow.lines.push(...item.lines);
    flow.lineStarts.push(...item.lineStarts.map((s) => s + base));
    flow.text += item.text;
  }
  return flow;
}

const markerKind = (text: string) => (/^\(?\d/.test(text) ? 'number' : /^\(?[a-z][.)]/i.test(text) ? 'letter' : 'bullet');

/** Items of one list: the same kind of marker, no wider gap than two lines between them. */
function sameList(previous: Block, next: Block): boolean {
  const above = previous.lines.at(-1);
  const below = next.lines[0];
  if (!above || !below) return false;
  const gap = below.top - (above.top + above.height);
  return markerKind(previous.text) === markerKind(next.text) && gap <= 2 * below.height;
}

/**
 * Turns the extracted pages into chunks in reading order: headings, paragraphs (cut at sentence
 * ends when long), runs of list items, and ruled tables (one chunk per table and page). Running
 * headers and footers are dropped. A chunk never spans pages; the heading and clause context
 * carries over page breaks.
 */
export function chunkPdf(pdf: ExtractedPdf, options: ChunkOptions = DEFAULTS): ChunkDraft[] {
  const pagesLines = dropRunningLines(pdf.pages.map((p) => ({ height: p.height, lines: pageLines(p) })));
  const bodySize = bodyFontSize(pagesLines.flat());
  const context = new HeadingContext();
  const chunks: ChunkDraft[] = [];

  pdf.pages.forEach((page, index) => {
    const pageNumber = index + 1;
    const push = (chunkType: DocumentChunkType, text: string, rects: Rect[], bounds?: Rect) => {
      const clean = text.replace(/[ \t]+/g, ' ').trim();
      if (clean === '' || rects.length === 0) return;
      chunks.push({
        pageNumber,
        chunkType,
        text: clean,
        textPreview: textPreview(clean),
        clause: context.clause,
        heading: context.heading,
        boundingBox: toBox(bounds ?? unionRect(rects), page),
        boxes: rects.map((r) => toBox(r, page)),
      });
    };
    const pushFlow = (chunkType: DocumentChunkType, flow: Flow) => {
      for (const [start, end] of splitRanges(flow.text, options.targetChars, options.maxChars)) {
        const rects: Rect[] = [];
        flow.lines.forEach((line, i) => {
          const from = flow.lineStarts[i] ?? 0;
          const to = from + line.text.length;
          if (to <= start || from >= end) return;
          rects.push(sliceLine(line, Math.max(0, start - from), Math.min(line.text.length, end - from)));
        });
        push(chunkType, flow.text.slice(start, end), rects);
      }
    };

    let listItems: Block[] = [];
    const flushList = () => {
      if (listItems.length > 0) pushFlow('list', joinItems(listItems));
      listItems = [];
    };
    const emitBlock = (block: Block) => {
      if (block.kind === 'list-item') {
        const size = listItems.reduce((n, b) => n + b.text.length, 0);
        const last = listItems[listItems.length - 1];
        if (last && (size + block.text.length > options.maxChars || !sameList(last, block))) flushList();
        listItems.push(block);
        return;
      }
      flushList();
      if (block.kind === 'heading') {
        context.enter(block.text, Math.max(...block.lines.map((l) => l.size)));
        push('heading', block.text, block.lines);
        return;
      }
      context.setBodyClause(paragraphClause(block.text));
      pushFlow('paragraph', block);
    };
    const emitTable = (region: TableRegion, lines: Line[]) => {
      flushList();
      const rows = tableRows(region, lines);
      push('table', rows.map((r) => r.cells.join(' | ')).join('\n'), rows.map((r) => r.box), region);
    };

    // Lines in reading order; the lines of a ruled table are taken out and read as one table.
    const regions = tableRegions(page);
    const tableLines = new Map<TableRegion, Line[]>();
    const sequence: (Line | TableRegion)[] = [];
    for (const line of pagesLines[index] ?? []) {
      const region = regionOf(line, regions);
      const taken = region && tableLines.get(region);
      if (!region) sequence.push(line);
      else if (taken) taken.push(line);
      else {
        tableLines.set(region, [line]);
        sequence.push(region);
      }
    }
    let run: Line[] = [];
    const emitLines = (lines: Line[]) => {
      for (const block of pageBlocks(lines, bodySize)) emitBlock(block);
    };
    // Between ruled tables, aligned columns without rules are read as tables too.
    const flushRun = () => {
      let next = 0;
      for (const [first, last] of alignedRuns(run)) {
        emitLines(run.slice(next, first));
        const rows = run.slice(first, last + 1);
        flushList();
        push('table', alignedRows(rows).map((cells) => cells.join(' | ')).join('\n'), rows);
        next = last + 1;
      }
      emitLines(run.slice(next));
      run = [];
    };
    for (const element of sequence) {
      if ('items' in element) run.push(element);
      else {
        flushRun();
        emitTable(element, tableLines.get(element) ?? []);
      }
    }
    flushRun();
    flushList();
  });
  return chunks;
}
