import type { TCalculatorLine, TCalculatorLineKey, TRuleConfidence } from '@app/sdk/contracts';
import type { TRuleRow } from './schema.js';
import type { TRuleSourceId } from './sources.js';

/** A row a line rests on, with the line's own value for each reading when the row is disputed. */
export interface RowUse {
  row: TRuleRow;
  alternatives?: { value: number; sources: TRuleSourceId[] }[];
}

/** A calculator line before its citations are resolved. */
export interface DraftLine {
  key: TCalculatorLineKey;
  value: number | null;
  unit: TCalculatorLine['unit'];
  status: TCalculatorLine['status'];
  basis: string;
  uses: RowUse[];
}

const STRENGTH: Record<TRuleConfidence, number> = { high: 3, medium: 2, low: 1, disputed: 0 };

/** A line is as trustworthy as its weakest row; a line without rows has no confidence. */
export function confidenceOf(uses: readonly RowUse[]): TRuleConfidence | null {
  let weakest: TRuleConfidence | null = null;
  for (const { row } of uses) if (weakest === null || STRENGTH[row.confidence] < STRENGTH[weakest]) weakest = row.confidence;
  return weakest;
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A row's disputed readings of its `value` figure, as alternatives for a line. */
export function valueAlternatives(row: TRuleRow, scale: (value: number) => number = (v) => v): RowUse {
  if (row.values.length < 2) return { row };
  return { row, alternatives: row.values.map((v) => ({ value: round2(scale(v.figures.value ?? Number.NaN)), sources: v.sources })) };
}

/** A line the rows settle plainly. */
export const ok = (key: DraftLine['key'], value: number, unit: DraftLine['unit'], basis: string, uses: RowUse[]): DraftLine => ({
  key,
  value,
  unit,
  status: 'ok',
  basis,
  uses,
});

export const notCovered = (key: TCalculatorLineKey, unit: TCalculatorLine['unit'], basis: string): DraftLine => ({
  key,
  value: null,
  unit,
  status: 'not_covered',
  basis,
  uses: [],
});

/** Joins a row's range with the proposed figure in the status: `exceeds` only when every reading is broken. */
export function limitStatus(proposed: number, limits: readonly number[]): TCalculatorLine['status'] {
  if (limits.every((limit) => proposed <= limit)) return 'ok';
  if (limits.every((limit) => proposed > limit)) return 'exceeds';
  return 'uncertain';
}

/** The reading of a disputed row that one source gives. */
export function readingFrom(row: TRuleRow, source: TRuleSourceId, name = 'value'): number | undefined {
  return row.values.find((v) => v.sources.includes(source))?.figures[name];
}
