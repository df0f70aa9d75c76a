import type { ChunkBox, ChunkRecord } from '../../retrieval/index.js';
import type { TRuleRow } from '../schema.js';
import { STATED_TABLES, type StatedLine, type StatedTable } from './stated-tables.js';

/** The line in the digest source that a generated prose table replaces. */
export const statedTableMark = (id: string) => `<!-- rule-table: ${id} (generated from the rule data at corpus build time) -->`;

const escapeCell = (text: string) => text.replace(/\|/g, '/');

function lineCells(line: StatedLine, rows: readonly TRuleRow[]): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const row = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`the digest table states rule row ${id}, which the data does not hold`);
    return found;
  };
  return line.cells(row);
}

/** A prose table's markdown, its figures read from the rows. */
export function statedTableMarkdown(table: StatedTable, rows: readonly TRuleRow[]): string {
  return [
    `| ${table.headers.join(' | ')} |`,
    `|${table.headers.map(() => '---').join('|')}|`,
    ...table.lines.map((line) => `| ${lineCells(line, rows).map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

/** The digest source with each marked prose table written in (a source without marks is unchanged). */
export const expandStatedTables = (markdown: string, rows: readonly TRuleRow[]): string =>
  STATED_TABLES.reduce((text, table) => text.replace(statedTableMark(table.id), () => statedTableMarkdown(table, rows)), markdown);

type Stated = { table: StatedTable; line: StatedLine };

/** Every prose-table line that states a row ("Road the plot must adjoin" states both tall-building rows). */
const linesStating = (row: TRuleRow): Stated[] =>
  STATED_TABLES.flatMap((table) => table.lines.filter((line) => line.rows.includes(row.id)).map((line) => ({ table, line })));

/**
 * The line that cites a row: the one that states it alone if there is one ("Minimum plot, above
 * 150 m"), else the first that states it with others.
 */
export function statedLineOf(row: TRuleRow): Stated | null {
  const candidates = linesStating(row);
  return candidates.find((c) => c.line.rows.length === 1) ?? candidates[0] ?? null;
}

/** Text compared without spaces or case: the PDF may wrap a cell anywhere. */
const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

function findLine({ table, line }: Stated, rows: readonly TRuleRow[], chunks: readonly ChunkRecord[], document: string): LocatedLine | null {
  let wanted: string;
  try {
    wanted = squash(lineCells(line, rows).join('|'));
  } catch {
    // The row no longer agrees with a row the line states alongside it: the digest does not state it.
    return null;
  }
  for (const chunk of chunks) {
    if (chunk.documentSlug !== document || chunk.clause !== table.section || chunk.chunkType !== 'table') continue;
    const at = chunk.text.split('\n').findIndex((text) => squash(text) === wanted);
    const box = at >= 0 ? chunk.boxes[at] : undefined;
    if (box) return { chunk, box };
  }
  return null;
}

export interface LocatedLine {
  chunk: ChunkRecord;
  box: ChunkBox;
}

/**
 * Where the digest's prose states a row: its line of the section's table chunk and that line's box,
 * read from the ingested layout. Every line that states the row is rendered from the row given and
 * must be found, so a row with any figure other than the digest's is not located.
 */
export function locateStatedRow(row: TRuleRow, chunks: readonly ChunkRecord[], rows: readonly TRuleRow[], document: string): LocatedLine | null {
  const own = statedLineOf(row);
  if (!own) return null;
  const withRow = rows.map((r) => (r.id === row.id ? row : r));
  const found = new Map(linesStating(row).map((stated) => [stated.line, findLine(stated, withRow, chunks, document)]));
  return [...found.values()].every((l) => l !== null) ? (found.get(own.line) ?? null) : null;
}
