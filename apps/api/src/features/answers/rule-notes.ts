import type { TRuleConfidence } from '@app/sdk/contracts';
import type { Passage } from '../retrieval/types.js';
import { RULE_ROWS } from '../rules/index.js';
import type { TRuleRow } from '../rules/schema.js';
import { parseCitations } from './citations.js';
import { numbersIn } from './number-guard.js';
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

const NOTES: Record<AnswerLanguage, { label: Record<Exclude<TRuleConfidence, 'high' | 'disputed'>, string>; level: (clause: string, label: string) => string; disputed: (clause: string, values: string, why: string) => string; or: string }> = {
  en: {
    label: { medium: 'medium', low: 'low' },
    level: (clause, label) => `The ${clause} figure is of ${label} confidence: it comes from secondary sources not yet checked against the notified text.`,
    disputed: (clause, values, why) => `The ${clause} figure is disputed: the sources give ${values}. ${why}`,
    or: ' or ',
  },
  gu: {
    label: { medium: 'મધ્યમ', low: 'ઓછો' },
    level: (clause, label) => `${clause} ના આંકડા પર ${label} વિશ્વાસ છે: તે ગૌણ સ્રોતોમાંથી છે, સત્તાવાર જાહેરનામા સાથે હજી ચકાસાયેલ નથી.`,
    disputed: (clause, values, why) => `${clause} નો આંકડો વિવાદિત છે: સ્રોતો ${values} આપે છે. ${why}`,
    or: ' અથવા ',
  },
  hi: {
    label: { medium: 'मध्यम', low: 'कम' },
    level: (clause, label) => `${clause} के आंकड़े पर ${label} विश्वास है: यह द्वितीयक स्रोतों से है, अधिसूचित पाठ से अभी जांचा नहीं गया।`,
    disputed: (clause, values, why) => `${clause} का आंकड़ा विवादित है: स्रोत ${values} देते हैं। ${why}`,
    or: ' या ',
  },
};

const LEVEL: Record<TRuleConfidence, number> = { low: 0, medium: 1, high: 2, disputed: 3 };

/** Rows in force that the passage's section states (a paragraph may repeat its table's figures). */
const rowsStatedIn = (passage: Passage): TRuleRow[] =>
  RULE_ROWS.filter(
    (row) => row.effective.superseded === null && row.digest?.document === passage.documentSlug && row.digest.section === passage.clause,
  );

/** The figures a row gives (not the bounds it is banded on): `value`, or base / chargeable / maximum FSI. */
const figuresOf = (row: TRuleRow) => row.values.flatMap((v) => ['value', 'base', 'chargeable', 'max'].flatMap((name) => v.figures[name] ?? []));

/** The notes for an answer's cited passages, one per row and clause, in citation order. */
export function ruleNotes(text: string, passages: readonly Passage[], language: AnswerLanguage): string[] {
  const stated = new Set(numbersIn(text));
  const phrases = NOTES[language];
  const notes: string[] = [];
  const seen = new Set<string>();
  for (const n of parseCitations(text, passages.length)) {
    const passage = passages[n - 1];
    if (!passage) continue;
    for (const row of rowsStatedIn(passage).sort((a, b) => LEVEL[a.confidence] - LEVEL[b.confidence])) {
      if (row.confidence === 'high' || row.unit === 'yes_no') continue;
      if (!figuresOf(row).some((figure) => stated.has(String(figure)))) continue;
      // One level note per clause: rows come weakest first, so a low figure is not reported as medium.
      const key = row.confidence === 'disputed' ? row.id : row.clause;
      if (seen.has(key)) continue;
      seen.add(key);
      if (row.confidence === 'disputed') {
        const unit = UNIT[row.unit]?.[language] ?? '';
        const values = row.values.map((v) => `${v.figures.value ?? Object.values(v.figures)[0]}${unit}`).join(phrases.or);
        notes.push(phrases.disputed(row.clause, values, row.dispute?.[language] ?? ''));
      } else {
        notes.push(phrases.level(row.clause, phrases.label[row.confidence]));
      }
    }
  }
  return notes;
}

/** The answer with its confidence notes before the closing line (or at the end). */
export function withRuleNotes(text: string, passages: readonly Passage[], language: AnswerLanguage, closing: string): string {
  const notes = ruleNotes(text, passages, language);
  if (notes.length === 0) return text;
  const separator = language === 'en' ? '\n\n' : '\n';
  const at = text.lastIndexOf(closing);
  if (at < 0) return `${text}${separator}${notes.join(' ')}`;
  return `${text.slice(0, at)}${notes.join(' ')}${separator}${text.slice(at)}`;
}
