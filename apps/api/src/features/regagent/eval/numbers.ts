import type { AnswerLanguage } from '../../answers/index.js';
import { answerOffline, type EvalDeps, statesFigure } from './evaluate.js';
import { NUMBER_QUESTIONS, type NumberQuestion } from './numbers-set.js';
import { UNSEEN_FORMS, type UnseenForm } from './unseen.js';

export interface NumberOutcome {
  question: NumberQuestion;
  form: UnseenForm;
  language: AnswerLanguage;
  text: string;
  /** Figures of the row the measurement selects that the answer leaves out. */
  missing: string[];
  /** Figures of the table's other rows that the answer states anyway. */
  extra: string[];
  passed: boolean;
}

/** One measurement question in one of its four forms, answered as the chat answers it (no storage). */
export async function evaluateNumber(deps: EvalDeps, question: NumberQuestion, form: UnseenForm): Promise<NumberOutcome> {
  const [language, asked] = form === 'latin' ? question.latin : ([form, question[form]] as const);
  const { text } = await answerOffline(deps, asked, language);
  const missing = question.figures.filter((f) => !statesFigure(text, f));
  const extra = question.absent.filter((f) => statesFigure(text, f));
  return { question, form, language, text, missing, extra, passed: missing.length === 0 && extra.length === 0 };
}

export async function evaluateNumberSet(deps: EvalDeps, questions: readonly NumberQuestion[] = NUMBER_QUESTIONS): Promise<NumberOutcome[]> {
  const out: NumberOutcome[] = [];
  for (const question of questions) for (const form of UNSEEN_FORMS) out.push(await evaluateNumber(deps, question, form));
  return out;
}

/** The share answered for the measurement, per form. */
export const numberShares = (outcomes: readonly NumberOutcome[]) =>
  UNSEEN_FORMS.map((form) => {
    const chosen = outcomes.filter((o) => o.form === form);
    const passed = chosen.filter((o) => o.passed).length;
    return { form, passed, total: chosen.length, share: chosen.length ? passed / chosen.length : 0 };
  });
