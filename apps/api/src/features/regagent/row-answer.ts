import { composeRowAnswer } from '../answers/row-answer.js';
import type { AnswerLanguage } from '../answers/index.js';
import { asOfIn, parsePlotQuestion, parseRowQuestion, RULE_TABLES_EDITION, rowsForQuestion, todayInIndia } from '../rules/index.js';
import type { RegagentDeps } from './ask.js';
import type { PlotAnswer } from './plot-answer.js';

/**
 * A question that gives a measurement on a topic of the rule data ("the side margin of a 30 m
 * apartment building", "parking for a 1,000 m² commercial plot") answered with the rows that
 * measurement falls in. Null when the question gives a whole plot (the calculator answers it),
 * no measurement, or one that selects no row or too many.
 */
export async function rowAnswer(
  deps: Pick<RegagentDeps, 'retriever' | 'clock'>,
  question: string,
  language: AnswerLanguage,
  topics: readonly string[],
): Promise<PlotAnswer | null> {
  if (parsePlotQuestion(question)?.missing.length === 0) return null;
  const request = parseRowQuestion(question, topics);
  if (!request) return null;
  const today = todayInIndia(deps.clock.now());
  const asked = asOfIn(question)?.date;
  const asOf = asked && asked < today ? asked : today;
  const rows = rowsForQuestion(request, asOf);
  if (!rows) return null;
  const chunks = await deps.retriever.chunks();
  const { passages, ...result } = composeRowAnswer(rows, request.measures, { edition: RULE_TABLES_EDITION, asOf, asked: asOf !== today }, language, chunks);
  return { passages, result };
}
