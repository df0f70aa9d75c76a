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
 * the answer did not say.
 */

const UNIT: Partial<Record<TRuleRow['unit'], Record<AnswerLanguage, string>>> = {
  m: { en: ' m', gu: ' મીટર', hi: ' मीटर' },
  m2: { en: ' m²', gu: ' ચો.મી.', hi: ' वर्ग मीटर' },
  percent: { en: ' %', gu: ' %', hi: ' %' },
  percent_of_jantri: { en: ' %', gu: ' %', hi: ' %' },
};

const NOTES: Record<AnswerLanguage, { label: Record<Exclude<TRuleConfidence, 'high' | 'disputed'>, string>; level: (clause: string, n: number, label: string) => string; disputed: (clause: string, n: number, values: string, why: string) => string; or: string }> = {
  en: {
    label: { medium: 'medium', low: 'low' },
    level: (clause, n, label) => `Confidence: the figure of ${clause} [${n}] is of ${label} confidence (secondary sources, not yet checked against the notified text).`,
    disputed: (clause, n, values, why) => `Disputed: for ${clause} [${n}] the sources give ${values}. ${why}`,
    or: ' or ',
  },
  gu: {
    label: { medium: 'મધ્યમ', low: 'ઓછો' },
    level: (clause, n, label) => `વિશ્વાસ: ${clause} [${n}] ના આંકડા પર ${label} વિશ્વાસ છે (ગૌણ સ્રોતો, સત્તાવાર જાહેરનામા સાથે હજી ચકાસાયેલ નથી).`,
    disputed: (clause, n, values, why) => `વિવાદિત: ${clause} [${n}] માટે સ્રોતો ${values} આપે છે. ${why}`,
    or: ' અથવા ',
  },
  hi: {
    label: { medium: 'मध्यम', low: 'कम' },
    level: (clause, n, label) => `विश्वास: ${clause} [${n}] के आंकड़े पर ${label} विश्वास है (द्वितीयक स्रोत, अधिसूचित पाठ से अभी जांचे नहीं गए)।`,
    disputed: (clause, n, values, why) => `विवादित: ${clause} [${n}] के लिए स्रोत ${values} देते हैं। ${why}`,
    or: ' या ',
  },
};

/** Rows in force that the passage's section states (a paragraph may repeat its table's figures). */
const rowsStatedIn = (passage: Passage): TRuleRow[] =>
  RULE_ROWS.filter(
    (row) => row.effective.superseded === null && row.digest?.document === passage.documentSlug && row.digest.section === passage.clause,
  );

const figuresOf = (row: TRuleRow) => row.values.flatMap((v) => Object.values(v.figures));

/** The notes for an answer's cited passages, one per row and clause, in citation order. */
export function ruleNotes(text: string, passages: readonly Passage[], language: AnswerLanguage): string[] {
  const stated = new Set(numbersIn(text));
  const phrases = NOTES[language];
  const notes: string[] = [];
  const seen = new Set<string>();
  for (const n of parseCitations(text, passages.length)) {
    const passage = passages[n - 1];
    if (!passage) continue;
    for (const row of rowsStatedIn(passage)) {
      if (row.confidence === 'high' || row.unit === 'yes_no') continue;
      if (!figuresOf(row).some((figure) => stated.has(String(figure)))) continue;
      const key = row.confidence === 'disputed' ? row.id : `${row.clause}|${row.confidence}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (row.confidence === 'disputed') {
        const unit = UNIT[row.unit]?.[language] ?? '';
        const values = row.values.map((v) => `${v.figures.value ?? Object.values(v.figures)[0]}${unit}`).join(phrases.or);
        notes.push(phrases.disputed(row.clause, n, values, row.dispute ?? ''));
      } else {
        notes.push(phrases.level(row.clause, n, phrases.label[row.confidence]));
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
