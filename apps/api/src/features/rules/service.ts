import type { TCalculateResponse } from '@app/sdk/contracts';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { calculate, type CalculateInput, OutsideRuleTablesError } from './calculator.js';
import { type CitationDeps, citeLines } from './citations.js';

export interface RulesDeps extends CitationDeps {
  clock: Clock;
}

/** India has one time zone; "today" for a rule's effective date is the date in Gujarat. */
export const todayInIndia = (now: Date): string => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** The plot calculator: figures from the rule tables, cited from the ingested corpus. */
export async function calculatePlot(deps: RulesDeps, input: CalculateInput): Promise<TCalculateResponse> {
  const now = deps.clock.now();
  let result;
  try {
    result = calculate(input, todayInIndia(now));
  } catch (error) {
    if (error instanceof OutsideRuleTablesError) throw new AppError(422, error.message, { code: 'outside_rule_tables' });
    throw error;
  }
  return { edition: result.edition, as_of: result.asOf, lines: await citeLines(deps, result.lines, now) };
}
