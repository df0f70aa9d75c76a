import { LANGUAGE_CODES } from '@app/sdk/contracts';
import type { AnswerLanguage } from '../../answers/index.js';
import { tokenUsage } from '../../answers/index.js';
import { isNotCoveredAnswer } from '../../answers/phrases.js';
import { isUncharged } from '../ask.js';
import { answerOffline, type EvalDeps, statesFigure } from './evaluate.js';
import { shapeOf } from './parity.js';
import { PUBLISHER_NAMES, UNSEEN_QUESTIONS, type UnseenQuestion } from './unseen-set.js';

/** Each question is asked in every chat language and in one Latin-letter form. */
export const UNSEEN_FORMS = [...LANGUAGE_CODES, 'latin'] as const;
export type UnseenForm = (typeof UNSEEN_FORMS)[number];

export interface UnseenOutcome {
  question: UnseenQuestion;
  form: UnseenForm;
  language: AnswerLanguage;
  text: string;
  inScope: boolean;
  /** In scope: every expected figure stated, and no "not covered". Out of scope: honest and names the publisher. */
  passed: boolean;
  missing: string[];
  honest: boolean;
  publisherNamed: boolean;
  /** Tokens the question would be charged (0 for an answer that quotes nothing). */
  tokens: number;
}

/** One unseen question in one of its four forms, answered as the chat answers it (no storage). */
export async function evaluateUnseen(deps: EvalDeps, question: UnseenQuestion, form: UnseenForm): Promise<UnseenOutcome> {
  const [language, asked] = form === 'latin' ? question.latin : ([form, question[form]] as const);
  const { text, citations, composed } = await answerOffline(deps, asked, language);
  const honest = citations.length === 0 && isNotCoveredAnswer(text, language);
  const tokens = isUncharged(composed, citations.length) ? 0 : tokenUsage(deps.engine.inputText({ question: asked, language, passages: [] }), text).tokens;
  if ('figures' in question.expect) {
    const missing = question.expect.figures.filter((f) => !statesFigure(text, f));
    return { question, form, language, text, inScope: true, passed: missing.length === 0 && !honest, missing, honest, publisherNamed: false, tokens };
  }
  const publisherNamed = PUBLISHER_NAMES[question.expect.publisher][language].test(text);
  return { question, form, language, text, inScope: false, passed: honest && publisherNamed && tokens === 0, missing: [], honest, publisherNamed, tokens };
}

export async function evaluateUnseenSet(deps: EvalDeps, questions: readonly UnseenQuestion[] = UNSEEN_QUESTIONS): Promise<UnseenOutcome[]> {
  const out: UnseenOutcome[] = [];
  for (const q of questions) for (const form of UNSEEN_FORMS) out.push(await evaluateUnseen(deps, q, form));
  return out;
}

export interface UnseenShare {
  group: string;
  passed: number;
  total: number;
  share: number;
  /** Out-of-scope groups: tokens charged in all. */
  tokens?: number;
}

/** Complete share per form (in scope) and honesty share with the tokens charged (out of scope). */
export function unseenShares(outcomes: readonly UnseenOutcome[]): UnseenShare[] {
  const share = (group: string, chosen: UnseenOutcome[], withTokens = false): UnseenShare => {
    const passed = chosen.filter((o) => o.passed).length;
    return { group, passed, total: chosen.length, share: chosen.length ? passed / chosen.length : 0, ...(withTokens ? { tokens: chosen.reduce((s, o) => s + o.tokens, 0) } : {}) };
  };
  return [
    ...UNSEEN_FORMS.map((form) => share(`unseen complete ${form}`, outcomes.filter((o) => o.inScope && o.form === form))),
    ...UNSEEN_FORMS.map((form) => share(`unseen out of scope, honest ${form}`, outcomes.filter((o) => !o.inScope && o.form === form), true)),
    parityOf(outcomes),
  ];
}

/**
 * Cross-language parity: the in-scope questions whose English, Gujarati and Hindi answers state
 * the same figures and citation markers (parity.ts), whatever each answer's completeness.
 */
function parityOf(outcomes: readonly UnseenOutcome[]): UnseenShare {
  const questions = [...new Set(outcomes.filter((o) => o.inScope).map((o) => o.question))];
  const same = questions.filter((question) => {
    const [en, ...others] = LANGUAGE_CODES.map((form) => JSON.stringify(shapeOf(outcomes.find((o) => o.question === question && o.form === form)?.text ?? '', 0)));
    return others.every((shape) => shape === en);
  }).length;
  return { group: 'unseen parity, same figures en = gu = hi', passed: same, total: questions.length, share: questions.length ? same / questions.length : 0 };
}
