import type { TIndicLanguageCode } from '@app/sdk/contracts';
import type { ChunkBox, ChunkRecord } from '../../retrieval/index.js';
import type { TRuleRow } from '../schema.js';
import { RULE_ROWS } from '../tables/index.js';
import { DIGEST_SECTIONS, rowCells, rowUnitText, ruleSectionsMarkdown, sectionOfTable } from './rows.js';
import { expandStatedTables, locateStatedRow } from './stated.js';

export { DIGEST_SECTIONS, rowCells, rowUnitText, sectionOfTable } from './rows.js';
export { STATED_TABLES } from './stated-tables.js';
export { statedLineOf, statedTableMark } from './stated.js';

/** The document the rule sections are rendered into, and the line in its source that they replace. */
export const RULE_DIGEST_DOCUMENT = 'cgdcr-digest';
export const RULE_SECTIONS_MARK = '<!-- rule-sections: generated from the rule data at corpus build time -->';

/**
 * A corpus source with the rule data written in where the digest marks it: the prose tables that
 * state rule rows, and the rule sections (other sources unchanged).
 */
export function expandRuleSections(markdown: string, rows: readonly TRuleRow[] = RULE_ROWS): string {
  const withTables = expandStatedTables(markdown, rows);
  return withTables.includes(RULE_SECTIONS_MARK) ? withTables.replace(RULE_SECTIONS_MARK, () => ruleSectionsMarkdown(rows)) : withTables;
}

/** Text compared without spaces or case: the PDF may wrap a cell anywhere ("tall- building"). */
const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

const renderings = (language: TIndicLanguageCode) => new Map(RULE_ROWS.map((row) => [squash(rowUnitText(row, 'en')), rowUnitText(row, language)]));
const RULE_ROW_TRANSLATIONS = { gu: renderings('gu'), hi: renderings('hi') };

/** The Gujarati or Hindi rendering of a generated row, given the English row as an answer quotes it from the PDF. */
export const ruleRowTranslation = (text: string, language: TIndicLanguageCode): string | undefined => RULE_ROW_TRANSLATIONS[language].get(squash(text));

export const SECTION_TITLES_OF_RULES = Object.fromEntries(DIGEST_SECTIONS.map((s) => [s.id, { gu: s.title.gu, hi: s.title.hi }]));

/**
 * Whether a passage is one of the generated rule tables. Document answers leave them out: they
 * repeat the data the calculator answers from, and as text their many rows share words with
 * unrelated questions (stair widths "by height" for a height question). Calculator answers cite them.
 */
export const isRuleTablePassage = (passage: Pick<ChunkRecord, 'documentSlug' | 'clause'>): boolean =>
  passage.documentSlug === RULE_DIGEST_DOCUMENT && DIGEST_SECTIONS.some((s) => s.id === passage.clause);

export interface LocatedRow {
  chunk: ChunkRecord;
  /** The row's own box on its page (fractions of the page). */
  box: ChunkBox;
}

/**
 * Where a rule row sits in the rendered digest: the table chunk of its section whose line is
 * the row, and that line's box, read from the ingested layout (never from kept page numbers).
 */
export function locateRow(row: TRuleRow, chunks: readonly ChunkRecord[]): LocatedRow | null {
  const line = rowLineInTables(row, chunks);
  const box = line ? line.chunk.boxes[line.at] : undefined;
  return line && box ? { chunk: line.chunk, box } : null;
}

/** The rule-table chunk holding a row's line, and the line's index in it (found by text: a chunk read without layout has no boxes). */
export function rowLineInTables(row: TRuleRow, chunks: readonly ChunkRecord[]): { chunk: ChunkRecord; at: number } | null {
  const section = sectionOfTable(row.table);
  if (!section) return null;
  const wanted = squash(rowCells(row, 'en').join('|'));
  for (const chunk of chunks) {
    if (chunk.documentSlug !== RULE_DIGEST_DOCUMENT || chunk.clause !== section.id || chunk.chunkType !== 'table') continue;
    const at = chunk.text.split('\n').findIndex((line) => squash(line) === wanted);
    if (at >= 0) return { chunk, at };
  }
  return null;
}

/** Where the digest's prose tables state a row (6.3.1, TOPIC-JANTRI, 6.6, TOPIC-TALL): its line and box, or null. */
export const locateStatedRowInDigest = (row: TRuleRow, chunks: readonly ChunkRecord[], rows: readonly TRuleRow[] = RULE_ROWS): LocatedRow | null =>
  locateStatedRow(row, chunks, rows, RULE_DIGEST_DOCUMENT);
