import type { TRuleConfidence } from '@app/sdk/contracts';
import type { Passage } from '../retrieval/types.js';
import { RULE_ROWS, RULE_TABLES_EDITION } from '../rules/index.js';
import type { TRuleRow } from '../rules/schema.js';
import { parseCitations } from './citations.js';
import { numbersIn } from './number-guard.js';
import { LISTS, paragraphBreak } from './phrases.js';
import type { AnswerLanguage } from './types.js';

/**
 * The confidence of the figures an answer quotes. A cited passage that states a rule-table row
 * of medium or low confidence gets a note saying so; a disputed row gets both values and why
 * they differ ("Height on a 12–18 m road: 30 m in both encodings of Table 6.23, 25 m in the 2017
 * announcement"). Only rows whose figure the answer states, so a note is never about something
 * the answer did not say. Notes name the clause without a citation marker: the figure's own
 * sentence already cites the passage (one citation per claim).
 */

const UNIT: Partial<Record<TRuleRow['unit'], Record<AnswerLanguage, string>>> = {
  m: { en: ' m', gu: ' મીટર', hi: ' मीटर' },
  m2: { en: ' m²', gu: ' ચો.મી.', hi: ' वर्ग मीटर' },
  percent: { en: ' %', gu: ' %', hi: ' %' },
  percent_of_jantri: { en: ' %', gu: ' %', hi: ' %' },
};

interface NotePhrases {
  label: Record<Exclude<TRuleConfidence, 'high' | 'disputed'>, string>;
  /** One sentence for every clause of one confidence level (a list of one or more clauses). */
  level: (clauses: string, label: string, many: boolean) => string;
  disputed: (clause: string, values: string, why: string) => string;
  /** The question named a date: which rows the notes use. */
  edition: (date: string, edition: string) => string;
  /** A quoted figure of a row that was not in force on the asked date. */
  notYet: (clause: string, value: string, date: string, from: string) => string;
  replaced: (clause: string, value: string, date: string, until: string) => string;
  or: string;
}

const NOTES: Record<AnswerLanguage, NotePhrases> = {
  en: {
    label: { medium: 'medium', low: 'low' },
    level: (clauses, label, many) =>
      many
        ? `The ${clauses} figures are of ${label} confidence: they come from secondary sources not yet checked against the notified text.`
        : `The ${clauses} figure is of ${label} confidence: it comes from secondary sources not yet checked against the notified text.`,
    disputed: (clause, values, why) => `The ${clause} figure is disputed: the sources give ${values}. ${why}`,
    edition: (date, edition) => `The question names a date, so these notes use the rule rows in force on ${date} (rule tables edition ${edition}).`,
    notYet: (clause, value, date, from) => `The ${clause} figure of ${value} was not yet in force on ${date}: it applies from ${from}.`,
    replaced: (clause, value, date, until) => `The ${clause} figure of ${value} no longer applied on ${date}: it was replaced on ${until}.`,
    or: ' or ',
  },
  gu: {
    label: { medium: 'મધ્યમ', low: 'ઓછો' },
    level: (clauses, label) => `${clauses} ના આંકડા પર ${label} વિશ્વાસ છે: તે ગૌણ સ્રોતોમાંથી છે, સત્તાવાર જાહેરનામા સાથે હજી ચકાસાયેલ નથી.`,
    disputed: (clause, values, why) => `${clause} નો આંકડો વિવાદિત છે: સ્રોતો ${values} આપે છે. ${why}`,
    edition: (date, edition) => `પ્રશ્નમાં તારીખ છે, તેથી આ નોંધો ${date} ના રોજ અમલમાં રહેલી નિયમ હરોળો મુજબ છે (નિયમ કોષ્ટકોની આવૃત્તિ ${edition}).`,
    notYet: (clause, value, date, from) => `${clause} નો ${value} નો આંકડો ${date} ના રોજ હજી અમલમાં ન હતો: તે ${from} થી લાગુ પડે છે.`,
    replaced: (clause, value, date, until) => `${clause} નો ${value} નો આંકડો ${date} ના રોજ લાગુ ન હતો: તે ${until} ના રોજ બદલાયો હતો.`,
    or: ' અથવા ',
  },
  hi: {
    label: { medium: 'मध्यम', low: 'कम' },
    level: (clauses, label, many) =>
      many
        ? `${clauses} के आंकड़ों पर ${label} विश्वास है: ये द्वितीयक स्रोतों से हैं, अधिसूचित पाठ से अभी जांचे नहीं गए।`
        : `${clauses} के आंकड़े पर ${label} विश्वास है: यह द्वितीयक स्रोतों से है, अधिसूचित पाठ से अभी जांचा नहीं गया।`,
    disputed: (clause, values, why) => `${clause} का आंकड़ा विवादित है: स्रोत ${values} देते हैं। ${why}`,
    edition: (date, edition) => `प्रश्न में एक तारीख है, इसलिए ये टिप्पणियां ${date} को लागू नियम पंक्तियों के अनुसार हैं (नियम तालिकाओं का संस्करण ${edition})।`,
    notYet: (clause, value, date, from) => `${clause} का ${value} का आंकड़ा ${date} को अभी लागू नहीं था: यह ${from} से लागू होता है।`,
    replaced: (clause, value, date, until) => `${clause} का ${value} का आंकड़ा ${date} को लागू नहीं था: इसे ${until} को बदला गया।`,
    or: ' या ',
  },
};

const LEVEL: Record<TRuleConfidence, number> = { low: 0, medium: 1, high: 2, disputed: 3 };

/** Rows that the passage's section states (a paragraph may repeat its table's figures). */
const rowsStatedIn = (passage: Passage): TRuleRow[] =>
  RULE_ROWS.filter((row) => row.digest?.document === passage.documentSlug && row.digest.section === passage.clause);

/** Whether a row was in force on a date (YYYY-MM-DD); without a date, whether it is in force now. */
const inForce = (row: TRuleRow, date: string | null) =>
  date === null ? row.effective.superseded === null : row.effective.notified <= date && (row.effective.superseded === null || date < row.effective.superseded);

/** The figures a row gives (not the bounds it is banded on): `value`, or base / chargeable / maximum FSI. */
const figuresOf = (row: TRuleRow) => row.values.flatMap((v) => ['value', 'base', 'chargeable', 'max'].flatMap((name) => v.figures[name] ?? []));

const valueOf = (row: TRuleRow, language: AnswerLanguage) =>
  row.values.map((v) => `${v.figures.value ?? Object.values(v.figures)[0]}${UNIT[row.unit]?.[language] ?? ''}`).join(NOTES[language].or);

/**
 * A quoted figure whose row was not in force on the asked date: said plainly, so a figure
 * notified later, or one replaced by then, is never presented as the rule of that date.
 */
function outOfDateNote(row: TRuleRow, date: string, language: AnswerLanguage): string {
  const phrases = NOTES[language];
  const { notified, superseded } = row.effective;
  return notified > date
    ? phrases.notYet(row.clause, valueOf(row, language), date, notified)
    : phrases.replaced(row.clause, valueOf(row, language), date, superseded ?? date);
}

/**
 * The notes for an answer's cited passages, in citation order: a disputed row gets its own note
 * with both values, and the clauses of one confidence level share one sentence, so an answer
 * citing several medium rows does not repeat the same caveat per clause. With the
 * date the question asks about (`asOf`), only the rows in force then are labelled, a quoted
 * figure of a row not in force then is flagged, and the notes say which rows they use.
 */
export function ruleNotes(text: string, passages: readonly Passage[], language: AnswerLanguage, asOf: string | null = null): string[] {
  const stated = new Set(numbersIn(text));
  const phrases = NOTES[language];
  const notes: string[] = [];
  const seen = new Set<string>();
  const levels: Record<'low' | 'medium', string[]> = { low: [], medium: [] };
  const states = (row: TRuleRow) => figuresOf(row).some((figure) => stated.has(String(figure)));
  let quotesRows = false;
  for (const n of parseCitations(text, passages.length)) {
    const passage = passages[n - 1];
    if (!passage) continue;
    const rows = rowsStatedIn(passage);
    quotesRows ||= rows.some(states);
    if (asOf !== null) {
      // A figure stated only by rows out of force then (no row in force gives the same figure).
      const current = new Set(rows.filter((row) => inForce(row, asOf)).flatMap(figuresOf));
      for (const row of rows.filter((r) => !inForce(r, asOf) && states(r) && !figuresOf(r).some((f) => current.has(f)))) {
        if (seen.has(`date:${row.id}`)) continue;
        seen.add(`date:${row.id}`);
        notes.push(outOfDateNote(row, asOf, language));
      }
    }
    for (const row of rows.filter((r) => inForce(r, asOf)).sort((a, b) => LEVEL[a.confidence] - LEVEL[b.confidence])) {
      if (row.confidence === 'high' || row.unit === 'yes_no') continue;
      if (!states(row)) continue;
      // One level note per clause: rows come weakest first, so a low figure is not reported as medium.
      const key = row.confidence === 'disputed' ? row.id : row.clause;
      if (seen.has(key)) continue;
      seen.add(key);
      if (row.confidence === 'disputed') {
        notes.push(phrases.disputed(row.clause, valueOf(row, language), row.dispute?.[language] ?? ''));
      } else {
        levels[row.confidence].push(row.clause);
      }
    }
  }
  for (const level of ['low', 'medium'] as const) {
    const clauses = levels[level].filter((clause) => !(level === 'medium' && levels.low.includes(clause)));
    if (clauses.length > 0) notes.push(phrases.level(LISTS[language].format(clauses), phrases.label[level], clauses.length > 1));
  }
  if (asOf !== null && quotesRows) notes.unshift(phrases.edition(asOf, RULE_TABLES_EDITION));
  return notes;
}

/** The answer with its confidence notes before the closing line (or at the end). */
export function withRuleNotes(text: string, passages: readonly Passage[], language: AnswerLanguage, closing: string, asOf: string | null = null): string {
  const notes = ruleNotes(text, passages, language, asOf);
  if (notes.length === 0) return text;
  const separator = paragraphBreak(language);
  const at = text.lastIndexOf(closing);
  if (at < 0) return `${text}${separator}${notes.join(' ')}`;
  return `${text.slice(0, at)}${notes.join(' ')}${separator}${text.slice(at)}`;
}
