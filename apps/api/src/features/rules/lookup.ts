import type { TCalculatorAuthority, TCalculatorUse, TCalculatorZone } from '@app/sdk/contracts';
import { inBand } from './bands.js';
import type { TBandInput, TRuleRow, TRuleTableId } from './schema.js';
import { RULE_ROWS } from './tables/index.js';

/** What a row is matched against: the plot, its overlays and the date whose rows apply. */
export interface RuleContext {
  authority: TCalculatorAuthority;
  zone: TCalculatorZone;
  use: TCalculatorUse;
  /** YYYY-MM-DD */
  asOf: string;
  overlays: ReadonlySet<'toz' | 'tall_building'>;
  inputs: Partial<Record<TBandInput, number>>;
}

export const inForce = (row: TRuleRow, asOf: string): boolean =>
  row.effective.notified <= asOf && (row.effective.superseded === null || asOf < row.effective.superseded);

function matches(row: TRuleRow, ctx: RuleContext): boolean {
  if (!row.authorities.includes(ctx.authority)) return false;
  if (row.zones && !row.zones.includes(ctx.zone)) return false;
  if (row.uses && !row.uses.includes(ctx.use)) return false;
  if (row.condition && !ctx.overlays.has(row.condition)) return false;
  if (!inForce(row, ctx.asOf)) return false;
  return Object.entries(row.bands).every(([input, band]) => {
    const value = ctx.inputs[input as TBandInput];
    // A row banded on an input the caller does not know cannot be chosen.
    return value !== undefined && band !== undefined && inBand(band, value);
  });
}

/** A tall building's own rows win over the TOZ overlay's, which win over plain rows. */
const PRECEDENCE = { tall_building: 2, toz: 1 } as const;
const rank = (row: TRuleRow): number => (row.condition ? PRECEDENCE[row.condition] : 0);

/**
 * The one row of a table that applies, or null. A row that needs an active overlay wins over a
 * plain one; two rows left after that mean overlapping bands, a data error the tests catch.
 */
export function findRow(table: TRuleTableId, ctx: RuleContext, rows: readonly TRuleRow[] = RULE_ROWS): TRuleRow | null {
  const found = rows.filter((row) => row.table === table && matches(row, ctx));
  const top = Math.max(0, ...found.map(rank));
  const chosen = found.filter((row) => rank(row) === top);
  if (chosen.length > 1) throw new Error(`Rule table ${table} has overlapping rows: ${chosen.map((r) => r.id).join(', ')}`);
  return chosen[0] ?? null;
}

/** A named figure of a row's reading (the first reading unless told). */
export function figure(row: TRuleRow, name = 'value', reading = 0): number {
  const value = row.values[reading]?.figures[name];
  if (value === undefined) throw new Error(`Rule row ${row.id} has no figure ${name}`);
  return value;
}

/** Every reading's value of a figure: one for settled rows, one per source for disputed ones. */
export const readings = (row: TRuleRow, name = 'value'): number[] => row.values.map((_, i) => figure(row, name, i));
