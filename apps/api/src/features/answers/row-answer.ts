import type { ChunkRecord } from '../retrieval/types.js';
import { placeOfRow } from '../rules/citations.js';
import { rowCells } from '../rules/digest/index.js';
import type { Measures } from '../rules/plot-question.js';
import type { TRuleRow } from '../rules/schema.js';
import { CALCULATION_PHRASES } from './calculation-phrases.js';
import { type CalculationAnswer, citedPassages } from './calculation-answer.js';
import { PHRASES } from './phrases.js';
import type { AnswerLanguage } from './types.js';

type MeasureKey = keyof Measures;

interface RowPhrases {
  heading: (measures: string) => string;
  measures: Record<MeasureKey, (value: string) => string>;
  and: string;
  stop: string;
}

/** The framing of an answer read from the rule rows a measurement selects, in each chat language. */
const ROW_PHRASES: Record<AnswerLanguage, RowPhrases> = {
  en: {
    heading: (m) => `From the rule data, for ${m}:`,
    measures: {
      road_width: (v) => `a road ${v} m wide`,
      building_height: (v) => `a building ${v} m high`,
      plot_area: (v) => `a plot of ${v} m²`,
      floor_area: (v) => `${v} m² on a floor`,
    },
    and: ' and ',
    stop: '.',
  },
  gu: {
    heading: (m) => `નિયમ માહિતી મુજબ, ${m} માટે:`,
    measures: {
      road_width: (v) => `${v} મીટર પહોળા રસ્તા`,
      building_height: (v) => `${v} મીટર ઊંચી ઇમારત`,
      plot_area: (v) => `${v} ચો.મી.ના પ્લોટ`,
      floor_area: (v) => `એક માળે ${v} ચો.મી.`,
    },
    and: ' અને ',
    stop: '.',
  },
  hi: {
    heading: (m) => `नियम डेटा के अनुसार, ${m} के लिए:`,
    measures: {
      road_width: (v) => `${v} मीटर चौड़ी सड़क`,
      building_height: (v) => `${v} मीटर ऊंची इमारत`,
      plot_area: (v) => `${v} वर्ग मीटर के भूखंड`,
      floor_area: (v) => `एक मंजिल पर ${v} वर्ग मीटर`,
    },
    and: ' और ',
    stop: '।',
  },
};

const ORDER: readonly MeasureKey[] = ['road_width', 'building_height', 'plot_area', 'floor_area'];

/**
 * The rows a question's measurement selects, as a chat answer: what was measured, then one line
 * per row (what it is, whom and which case it applies to, its figure, its clause with a citation
 * of the row's own line, and its confidence; a disputed row says why). Every cell comes from the
 * rule data in the asked language, so the three languages carry the same figures.
 */
export function composeRowAnswer(
  rows: readonly TRuleRow[],
  measures: Measures,
  context: { edition: string; asOf: string; asked: boolean },
  language: AnswerLanguage,
  chunks: readonly ChunkRecord[],
): CalculationAnswer {
  const phrases = ROW_PHRASES[language];
  const calc = CALCULATION_PHRASES[language];
  const { passages, cite } = citedPassages();
  const measured = ORDER.flatMap((key) => {
    const value = measures[key];
    return value === undefined ? [] : [phrases.measures[key](value.toLocaleString('en-IN'))];
  });
  const lines = rows.map((row) => {
    const [label, clause, applies, figure] = rowCells(row, language);
    const place = placeOfRow(row, chunks);
    const marker = place ? ` [${cite(place)}]` : '';
    // A disputed row says why instead of a confidence label.
    const standing = row.dispute ? calc.disputed(figure ?? '', row.dispute[language]) : `${calc.confidence[row.confidence]}${phrases.stop}`;
    return `- **${label}** (${applies}): **${figure}** — ${clause}${marker}; ${standing}`;
  });
  const text = [
    phrases.heading(measured.join(phrases.and)),
    lines.join('\n'),
    [...(context.asked ? [calc.askedDate(context.asOf)] : []), calc.edition(context.edition, context.asOf)].join(' '),
    PHRASES[language].confirm,
  ].join('\n\n');
  return { text, citations: passages.map((_, i) => i + 1), passages };
}
