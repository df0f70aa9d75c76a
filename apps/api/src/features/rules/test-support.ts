import type { TCalculatorLineKey } from '@app/sdk/contracts';
import { type CalculateInput, calculate } from './calculator.js';
import type { DraftLine } from './line.js';

export const TODAY = '2026-11-25';

/** A plain R1 apartment plot in Ahmedabad; tests override what they vary. */
export const PLOT: CalculateInput = {
  authority: 'AUDA',
  zone: 'R1',
  use: 'apartment',
  plot_area: 1000,
  road_width: 12,
  building_height: 10,
};

/** One line of a calculation for `overrides` on top of PLOT. */
export function lineOf(key: TCalculatorLineKey, overrides: Partial<CalculateInput>): DraftLine {
  const line = calculate({ ...PLOT, ...overrides }, TODAY).lines.find((l) => l.key === key);
  if (!line) throw new Error(`no ${key} line`);
  return line;
}

/** The value, status and row ids of a line, for one `toEqual`. */
export function summary(key: TCalculatorLineKey, overrides: Partial<CalculateInput>) {
  const line = lineOf(key, overrides);
  return { value: line.value, status: line.status, rows: line.uses.map((u) => u.row.id) };
}
