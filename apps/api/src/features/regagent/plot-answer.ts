import type { TCalculatorUse, TCalculatorZone } from '@app/sdk/contracts';
import { askForPlotInputs, composeCalculationAnswer, outsideRuleTables } from '../answers/calculation-answer.js';
import type { PlotInputName } from '../answers/calculation-phrases.js';
import type { AnswerLanguage, AnswerResult } from '../answers/index.js';
import { asOfIn, calculate, OutsideRuleTablesError, parsePlotQuestion, todayInIndia } from '../rules/index.js';
import type { CalculateInput } from '../rules/index.js';
import type { Passage } from '../retrieval/types.js';
import type { RegagentDeps } from './ask.js';

/** An answer the chat gives from the plot calculator instead of from retrieved passages. */
export interface PlotAnswer {
  passages: Passage[];
  result: AnswerResult;
}

/** A height low enough to fall in every road's band; only used to read the height the road allows. */
const PROBE_HEIGHT = 10;

/** What the zone is mostly built for, when the question does not say. */
function usualUse(zone: TCalculatorZone): TCalculatorUse {
  if (zone.startsWith('C')) return 'commercial';
  if (zone.startsWith('IZ')) return 'industrial';
  return 'apartment';
}

/** The tallest building the road allows (the lower reading when disputed); null when the tables have no height row. */
function tallestAllowed(input: Omit<CalculateInput, 'building_height'>, today: string): number | null {
  const line = calculate({ ...input, building_height: PROBE_HEIGHT }, today).lines.find((l) => l.key === 'max_height');
  return line?.value ?? null;
}

/**
 * A question about one plot ("what can I build on a 500 m² R1 plot on a 12 m road in
 * Ahmedabad") answered from the rule tables: the figures with their citations, a request for the
 * inputs it lacks, or an honest "the tables do not cover this". Null for any other question.
 */
export async function plotAnswer(deps: Pick<RegagentDeps, 'retriever' | 'clock'>, question: string, language: AnswerLanguage): Promise<PlotAnswer | null> {
  const plot = parsePlotQuestion(question);
  if (!plot) return null;
  const { authority, zone, plot_area, road_width } = plot;
  if (!authority || !zone || plot_area === undefined || road_width === undefined) return { passages: [], result: askForPlotInputs(plot.missing, language) };
  const today = todayInIndia(deps.clock.now());
  // A question about an earlier date or edition is answered from the rows in force then.
  const asked = asOfIn(question)?.date;
  const asOf = asked && asked < today ? asked : undefined;
  const use = plot.use ?? usualUse(zone);
  const base = { authority, zone, use, plot_area, road_width, ...(plot.toz ? { toz: true } : {}), ...(plot.jantri_rate ? { jantri_rate: plot.jantri_rate } : {}), ...(asOf ? { as_of: asOf } : {}) };
  try {
    const height = plot.building_height ?? tallestAllowed(base, today);
    if (height === null) return { passages: [], result: askForPlotInputs(['building_height'] satisfies PlotInputName[], language) };
    const calculation = calculate({ ...base, building_height: height }, today);
    const chunks = await deps.retriever.chunks();
    const answered = { ...base, building_height: height, assumed: { use: plot.use === undefined, height: plot.building_height === undefined }, ...(asOf ? { asked: asOf } : {}) };
    const { passages, ...result } = composeCalculationAnswer(answered, calculation, language, chunks);
    return { passages, result };
  } catch (error) {
    if (error instanceof OutsideRuleTablesError) return { passages: [], result: outsideRuleTables(authority, zone, language) };
    throw error;
  }
}
