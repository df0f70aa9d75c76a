import { paragraphClause, LIST_MARKER } from './clauses.js';
import type { Line } from './layout.js';

export type BlockKind = 'heading' | 'list-item' | 'paragraph';

/** Consecutive lines of one kind on one page: a heading, one list item or a paragraph. */
export interface Block {
  kind: BlockKind;
  lines: Line[];
  /** The lines' text joined; `lineStarts[i]` is where line i starts in it. */
  text: string;
  lineStarts: number[];
}

/** A line set apart as a heading: larger than the body text, or wholly bold and short. */
function headingLike(line: Line, bodySize: number): boolean {
  if (line.size >= bodySize * 1.15) return true;
  return line.bold && line.text.length <= 120;
}

/** Joins wrapped lines; a line ending in a hyphen joins the next without a space (e-Nagar). */
function joinLines(lines: Line[]): { text: string; lineStarts: number[] } {
  let text = '';
  const lineStarts: number[] = [];
  for (const line of lines) {
    if (text !== '' && !text.endsWith('-')) text += ' ';
    lineStarts.push(text.length);
    text += line.text;
  }
  return { text, lineStarts };
}

function block(kind: BlockKind, lines: Line[]): Block {
  return { kind, lines, ...joinLines(lines) };
}

/**
 * Cuts a page's (non-table) lines into blocks. A new block starts at a vertical gap larger than
 * a third of the font size, a change of font size or of heading style, a list marker, or a
 * clause number at the start of a line that follows a finished sentence.
 */
export function pageBlocks(lines: Line[], bodySize: number): Block[] {
  const blocks: Block[] = [];
  let current: Line[] = [];
  let kind: BlockKind = 'paragraph';
  const flush = () => {
    if (current.length > 0) blocks.push(block(kind, current));
    current = [];
  };
  for (const line of lines) {
    const previous = current[current.length - 1];
    const heading = headingLike(line, bodySize);
    const marker = !heading && LIST_MARKER.test(line.text);
    let breaks = !previous;
    if (previous) {
      const gap = line.top - (previous.top + previous.height);
      const sameStyle = Math.abs(line.size - previous.size) <= 0.5 && heading === (kind === 'heading');
      const sentenceDone = /[.:;!?)]$/.test(previous.text.trim());
      breaks =
        gap > Math.max(2, 0.35 * line.size) ||
        gap < -0.5 * line.size ||
        !sameStyle ||
        (marker && (sentenceDone || (kind === 'list-item' && line.x <= previous.x + 1))) ||
        (sentenceDone && paragraphClause(line.text) !== null);
    }
    if (breaks) {
      flush();
      kind = heading ? 'heading' : marker ? 'list-item' : 'paragraph';
    }
    current.push(line);
  }
  flush();
  return blocks;
}
