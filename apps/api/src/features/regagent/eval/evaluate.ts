import { LANGUAGE_CODES } from '@app/sdk/contracts';
import type { AnswerLanguage } from '../../answers/index.js';
import { isNotCoveredAnswer } from '../../answers/phrases.js';
import { outsideRuleTables } from '../../answers/calculation-answer.js';
import { parsePlotQuestion } from '../../rules/index.js';
import { asciiDigits } from '../../retrieval/normalize.js';
import { draftAnswer, type RegagentDeps, withNotes } from '../ask.js';
import type { EvalCase, EvalKind } from './eval-set.js';

export type EvalDeps = Pick<RegagentDeps, 'retriever' | 'clock' | 'engine'>;

export interface EvalOutcome {
  case: EvalCase;
  text: string;
  citations: number[];
  /** Expected figures the answer does not state. */
  missing: string[];
  /** For not-covered cases: the answer says so and cites nothing. */
  honest: boolean;
  passed: boolean;
}

/** The chat's answer as the user reads it (calculator or engine, with confidence notes), without storage. */
export async function answerOffline(deps: EvalDeps, question: string, language: AnswerLanguage) {
  const draft = await draftAnswer(deps, question, language);
  const result = draft.composed ?? draft.honest ?? (await deps.engine.answer({ question, language, passages: draft.passages }));
  return { text: withNotes(draft, language, result.text), citations: result.citations, composed: Boolean(draft.composed) };
}

/** Digits as ASCII, thousands separators dropped: "૨,૫૦૦" and "2500" are the same figure. */
const plainNumbers = (text: string) => asciiDigits(text).replace(/(\d),(?=\d)/g, '$1');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text states the figure as a number of its own ("1.8" is not in "11.8" or "1.85"). */
export function statesFigure(text: string, figure: string): boolean {
  return new RegExp(`(?<![\\d.])${escape(plainNumbers(figure))}(?!\\.?\\d)`).test(plainNumbers(text));
}

/** The honest answers: nothing found in the documents, or a plot the rule tables hold no row for. */
function isHonest(question: string, language: AnswerLanguage, text: string, citations: number[]): boolean {
  if (citations.length > 0) return false;
  if (isNotCoveredAnswer(text, language)) return true;
  const plot = parsePlotQuestion(question);
  return Boolean(plot?.authority && plot.zone && text === outsideRuleTables(plot.authority, plot.zone, language).text);
}

export async function evaluateCase(deps: EvalDeps, c: EvalCase): Promise<EvalOutcome> {
  const { text, citations } = await answerOffline(deps, c.question, c.language);
  const missing = c.figures.filter((f) => !statesFigure(text, f));
  const honest = isHonest(c.question, c.language, text, citations);
  const passed = c.kind === 'not_covered' ? honest : missing.length === 0 && !honest;
  return { case: c, text, citations, missing, honest, passed };
}

export async function evaluate(deps: EvalDeps, cases: readonly EvalCase[]): Promise<EvalOutcome[]> {
  const out: EvalOutcome[] = [];
  for (const c of cases) out.push(await evaluateCase(deps, c));
  return out;
}

export interface EvalShare {
  group: string;
  passed: number;
  total: number;
  share: number;
}

/** Shares of passed answers: answerable (documents and calculator) per language, and not-covered. */
export function sharesOf(outcomes: readonly EvalOutcome[]): EvalShare[] {
  const groups: { group: string; kinds: EvalKind[]; language?: AnswerLanguage }[] = [
    ...LANGUAGE_CODES.map((language) => ({ group: `figures ${language}`, kinds: ['answer', 'calculator'] as EvalKind[], language })),
    { group: 'not covered, honest', kinds: ['not_covered'] },
  ];
  return groups.map(({ group, kinds, language }) => {
    const chosen = outcomes.filter((o) => kinds.includes(o.case.kind) && (!language || o.case.language === language));
    const passed = chosen.filter((o) => o.passed).length;
    return { group, passed, total: chosen.length, share: chosen.length ? passed / chosen.length : 0 };
  });
}

/** What the set requires: every expected figure in ≥ 95 % (en) and ≥ 90 % (gu, hi) of answers; every not-covered question refused honestly. */
export const EVAL_THRESHOLDS: Record<string, number> = { 'figures en': 0.95, 'figures gu': 0.9, 'figures hi': 0.9, 'not covered, honest': 1 };
