/**
 * Clause ids at the start of a heading or a paragraph:
 * - numbered clauses: `6.3.1`, `13.1` (and in headings a single number: `6 Planning`);
 * - hyphenated section ids such as `TOPIC-TOZ`, `CL-ODPS`, `PK-TP`, `PART-I`;
 * - in headings only, a bare capitalised id before a capitalised title (`AMD Notification…`).
 */
const MULTI_LEVEL = /^(\d{1,3}(?:\.\d{1,3})+)\.?(?=\s+\S)/;
const SINGLE_LEVEL = /^(\d{1,3})\.?(?=\s+[A-Z])/;
const HYPHENATED = /^([A-Z][A-Z0-9]{1,11}(?:-[A-Z0-9]{1,12})+)(?=\s|$)/;
const BARE_ID = /^([A-Z]{2,8})(?=\s+[A-Z][a-z])/;

export function headingClause(text: string): string | null {
  const t = text.trim();
  return (MULTI_LEVEL.exec(t) ?? HYPHENATED.exec(t) ?? SINGLE_LEVEL.exec(t) ?? BARE_ID.exec(t))?.[1] ?? null;
}

/** A clause number opening a paragraph (`6.3.1 The base FSI…`); single numbers are list items. */
export function paragraphClause(text: string): string | null {
  const t = text.trim();
  return (MULTI_LEVEL.exec(t) ?? HYPHENATED.exec(t))?.[1] ?? null;
}

/** Bullets (•, –, -, *, ▪ …), numbers (`1.`, `2)`), letters (`a)`, `(b)`) and roman numerals. */
export const LIST_MARKER = /^(?:[•◦▪▫‣●○■□◆◇➢➤►▸·∙–—*-]|\(?\d{1,3}[.)]|\(?[a-z][.)]|\(?[ivxlc]{1,5}\))\s+\S/i;
