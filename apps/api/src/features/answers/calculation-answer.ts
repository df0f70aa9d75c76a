import type { TCalculatorLine, TCalculatorUse } from '@app/sdk/contracts';
import type { ChunkBox, ChunkRecord, Passage } from '../retrieval/types.js';
import { confidenceOf, type DraftLine } from '../rules/line.js';
import { placeOfRow } from '../rules/citations.js';
import { CALCULATION_PHRASES, listOf, type PlotInputName } from './calculation-phrases.js';
import { PHRASES } from './phrases.js';
import type { AnswerLanguage, AnswerResult } from './types.js';

/** The plot as the calculator was asked, and which of its inputs the question left to us. */
export interface AnsweredPlot {
  authority: string;
  zone: string;
  use: TCalculatorUse;
  plot_area: number;
  road_width: number;
  building_height: number;
  assumed: { use: boolean; height: boolean };
  /** The date the question asked about (YYYY-MM-DD), when it named one. */
  asked?: string;
}

export interface CalculationAnswer extends AnswerResult {
  /** The digest passages the lines cite: `[n]` is `passages[n - 1]`. */
  passages: Passage[];
}

const METRE: Record<AnswerLanguage, string> = { en: 'm', gu: 'મીટર', hi: 'मीटर' };

function formatValue(value: number, unit: TCalculatorLine['unit'], language: AnswerLanguage): string {
  const phrases = CALCULATION_PHRASES[language];
  switch (unit) {
    case 'm':
      return `${value} ${METRE[language]}`;
    case 'm2':
      return `${value} m²`;
    case 'percent':
      return `${value} %`;
    case 'spaces':
      return `${value} ${phrases.spaces}`;
    case 'inr':
      return `₹ ${value.toLocaleString('en-IN')}`;
    case 'yes_no':
      return value === 1 ? phrases.yes : phrases.no;
    default:
      return String(value);
  }
}

/**
 * The passages an answer from the rule data cites, one per chunk; a rule-table chunk highlights
 * exactly the rows the answer cites. `cite` answers the marker number.
 */
export function citedPassages() {
  const passages: Passage[] = [];
  const cite = ({ chunk, box }: { chunk: ChunkRecord; box: ChunkBox | null }): number => {
    const known = passages.findIndex((p) => p.id === chunk.id);
    const passage = passages[known];
    if (passage) {
      if (box && !passage.boxes.includes(box)) passage.boxes.push(box);
      return known + 1;
    }
    passages.push(box ? { ...chunk, boundingBox: box, boxes: [box], score: 1 } : { ...chunk, boxes: [...chunk.boxes], score: 1 });
    return passages.length;
  };
  return { passages, cite };
}

/**
 * A calculator result as a chat answer: one list line per figure with its value, the clause, a citation `[n]` of the digest row that states it and its
 * confidence; disputed figures give every value and why. How each figure was reached stays in the
 * calculator panel (the route's `basis`, English), so every language carries the same figures,
 * caveats, clauses and citations.
 */
export function composeCalculationAnswer(
  plot: AnsweredPlot,
  calculation: { edition: string; asOf: string; lines: readonly DraftLine[] },
  language: AnswerLanguage,
  chunks: readonly ChunkRecord[],
): CalculationAnswer {
  const phrases = CALCULATION_PHRASES[language];
  const { passages, cite } = citedPassages();
  const height = formatValue(plot.building_height, 'm', language);

  const lineText = (line: DraftLine): string => {
    const label = phrases.lines[line.key];
    if (line.status === 'not_covered') return `- **${label}**: ${phrases.notCovered}.`;
    const clauses = [...new Set(line.uses.map((u) => u.row.clause))].join(', ');
    const cited = line.uses.map((u) => placeOfRow(u.row, chunks)).find((c) => c !== null);
    const marker = cited ? ` [${cite(cited)}]` : '';
    const weakest = confidenceOf(line.uses);
    const confidence = weakest ? `; ${phrases.confidence[weakest]}` : '';
    const head = line.value === null ? `- **${label}**: ${phrases.needsInput}.` : `- **${label}: ${formatValue(line.value, line.unit, language)}**.`;
    const dispute = line.uses.find((u) => u.alternatives && u.row.dispute);
    const disputed = dispute?.alternatives
      ? ` ${phrases.disputed(dispute.alternatives.map((a) => formatValue(a.value, line.unit, language)).join(phrases.or), dispute.row.dispute?.[language] ?? '')}`
      : '';
    const exceeds = line.status === 'exceeds' ? ` (${phrases.exceeds})` : '';
    return `${head}${exceeds}${disputed} — ${clauses}${marker}${confidence}.`;
  };

  const lines = calculation.lines.map(lineText);
  const assumptions = [
    ...(plot.assumed.use ? [phrases.assumedUse(phrases.uses[plot.use])] : []),
    ...(plot.assumed.height ? [phrases.assumedHeight(height)] : []),
    ...(plot.asked ? [phrases.askedDate(calculation.asOf)] : []),
  ];
  const heading = phrases.heading({
    area: `${plot.plot_area} m²`,
    zone: plot.zone,
    authority: plot.authority,
    road: formatValue(plot.road_width, 'm', language),
    use: phrases.uses[plot.use],
    height,
  });
  const text = [
    heading,
    lines.join('\n'),
    [...assumptions, phrases.edition(calculation.edition, calculation.asOf)].join(' '),
    `${PHRASES[language].confirm} ${phrases.panelHint}`,
  ].join('\n\n');
  return { text, citations: passages.map((_, i) => i + 1), passages };
}

/** Asks for the inputs a plot question left out, naming each one. */
export function askForPlotInputs(missing: readonly PlotInputName[], language: AnswerLanguage): AnswerResult {
  const phrases = CALCULATION_PHRASES[language];
  return { text: `${phrases.askFor(listOf(missing.map((name) => phrases.inputs[name]), language))} ${phrases.askExample}`, citations: [] };
}

/** The tables hold no row for this plot at all (FSI by zone exists only for AUDA and AMC): say so, and who decides. */
export function outsideRuleTables(authority: string, zone: string, language: AnswerLanguage): AnswerResult {
  return { text: `${CALCULATION_PHRASES[language].outsideTables(authority, zone)} ${PHRASES[language].confirm}`, citations: [] };
}
