import type { TUrgency } from '@app/sdk/contracts';
import { findHeader } from './offline/table.js';
import type { TextLine } from './offline/text.js';
import { urgencyOf } from './offline/urgency.js';
import { categorise } from './offline/lexicon.js';
import { PARSE_LIMITS } from './parse/limits.js';
import type { ParsedDocument } from './parse/parse-document.js';

/** A parsed document cut into the pieces an engine reads: tables with a header, and prose. */
export interface DocumentPieces {
  tables: { rows: ParsedDocument['tables'][number]['rows']; header: NonNullable<ReturnType<typeof findHeader>> }[];
  lines: TextLine[];
  urgency: TUrgency;
  /** Everything read as text, up to the text limit (for the token count and the LLM). */
  text: string;
  notes: string[];
}

/** The description a user typed, as lines of a parsed document (with the text limit applied). */
export function descriptionDocument(text: string, maxChars = PARSE_LIMITS.maxTextChars): ParsedDocument {
  const notes: string[] = [];
  let body = text.replaceAll('\u0000', '');
  if (body.length > maxChars) {
    body = body.slice(0, maxChars);
    notes.push(`The description is longer than ${maxChars.toLocaleString('en-IN')} characters; only the first ${maxChars.toLocaleString('en-IN')} were read.`);
  }
  const lines = body
    .split(/\r?\n/)
    .map((line, index) => ({ text: line, provenance: { kind: 'description' as const, line: index + 1, text: line.trim().slice(0, 500) } }))
    .filter((line) => line.text.trim());
  return { tables: [], lines, notes };
}

/**
 * Splits a parsed document: each table with a recognisable header stays a table (its rows above
 * the header are prose: titles, addresses), a table without one is read line by line.
 * `isTable` overrides the header test with the engine's own decision (a table that continues
 * the one before it across a page has no header of its own).
 */
export function piecesOf(parsed: ParsedDocument, maxChars = PARSE_LIMITS.maxTextChars, isTable?: (index: number) => boolean): DocumentPieces {
  const tables: DocumentPieces['tables'] = [];
  const lines: TextLine[] = [];
  const notes = [...parsed.notes];
  parsed.tables.forEach((table, index) => {
    const found = findHeader(table.rows.map((r) => r.cells));
    const header = found ?? (isTable?.(index) ? { columns: new Map(), start: 0, end: -1, signature: '' } : null);
    if (isTable && !isTable(index)) {
      lines.push(...table.rows.map((row) => ({ text: row.cells.filter((c) => c.trim()).join(' '), provenance: row.provenance })));
      return;
    }
    const before = header ? table.rows.slice(0, header.start) : table.rows;
    lines.push(...before.map((row) => ({ text: row.cells.filter((c) => c.trim()).join(' '), provenance: row.provenance })));
    if (header) tables.push({ rows: table.rows, header });
  });
  lines.push(...parsed.lines);
  let budget = maxChars;
  const text = [
    ...tables.flatMap((t) => t.rows.map((r) => r.cells.join(' | '))),
    ...lines.map((l) => l.text),
  ]
    .filter((piece) => {
      budget -= piece.length + 1;
      return budget >= 0;
    })
    .join('\n');
  // The urgency of the whole document comes from lines that name no material ("URGENT requirement").
  const general = [...tables.flatMap((t) => t.rows.slice(0, t.header.start).map((r) => r.cells.join(' '))), ...lines.map((l) => l.text)].filter((l) => !categorise(l));
  const urgency = general.map(urgencyOf).find((u) => u !== null) ?? 'normal';
  return { tables, lines, urgency, text, notes };
}
