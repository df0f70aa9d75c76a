import type { ZCalculateRequest } from '@app/sdk/contracts';
import type { z } from 'zod';
import { figure, findRow, readings, type RuleContext } from './lookup.js';
import { type DraftLine, limitStatus, notCovered, ok, round2, type RowUse } from './line.js';
import { buildingLines } from './building-lines.js';
import { marginLines } from './margin-lines.js';
import { RULE_TABLES_EDITION } from './tables/index.js';

export type CalculateInput = z.output<typeof ZCalculateRequest>;

/** Inputs the tables cannot answer at all; the route answers 422 `outside_rule_tables`. */
export class OutsideRuleTablesError extends Error {
  override name = 'OutsideRuleTablesError';
}

export interface Calculation {
  edition: string;
  asOf: string;
  lines: DraftLine[];
}

/** The FSI figures every other line builds on. */
export interface FsiResult {
  base: number;
  max: number;
  uses: RowUse[];
  baseBuiltUp: number;
  maxBuiltUp: number;
}

function wideRoadWidth(input: CalculateInput): number | undefined {
  if (input.wide_road === false) return undefined;
  const width = input.wide_road_width ?? (input.wide_road ? input.road_width : undefined);
  if (width !== undefined && width < 36) {
    throw new OutsideRuleTablesError(
      `The wide-road FSI applies within 200 m of a road 36 m or wider; ${width} m is narrower. Give wide_road_width (the wide road's width), or leave wide_road out.`,
    );
  }
  return width;
}

function fsiOf(input: CalculateInput, ctx: RuleContext, tallMaxFsi: () => RowUse | null): FsiResult {
  const zoneRow = findRow('fsi', ctx);
  if (!zoneRow) {
    throw new OutsideRuleTablesError(
      `The rule tables hold FSI by zone only for AUDA and AMC (Table 6.5, class D1), in force from 12 October 2017; there is no row for zone ${input.zone} under ${input.authority} on ${ctx.asOf}. Ask the authority for the zone's FSI.`,
    );
  }
  const base = figure(zoneRow, 'base');
  let max = figure(zoneRow, 'max');
  const uses: RowUse[] = [{ row: zoneRow }];
  const raise = (use: RowUse | null, limit: number | undefined) => {
    if (!use || limit === undefined || limit <= max) return;
    max = limit;
    uses.splice(1, uses.length - 1, use);
  };
  if (input.toz) {
    const toz = findRow('toz_fsi', ctx);
    raise(toz && { row: toz }, toz ? figure(toz, 'max') : undefined);
  }
  const wide = wideRoadWidth(input);
  if (wide !== undefined) {
    const row = findRow('wide_road_fsi', { ...ctx, inputs: { ...ctx.inputs, road_width: wide, base_fsi: base } });
    raise(row && { row }, row ? figure(row, 'max') : undefined);
  }
  const tall = tallMaxFsi();
  raise(tall, tall ? figure(tall.row, 'max_fsi') : undefined);
  return { base, max, uses, baseBuiltUp: round2(base * input.plot_area), maxBuiltUp: round2(max * input.plot_area) };
}

interface TallCheck {
  use: RowUse;
  failures: string[];
}

/** Above 100 m the tall-building chapter decides: plot, road and base-FSI conditions. */
function tallCheck(input: CalculateInput, ctx: RuleContext): TallCheck | null {
  if (input.building_height <= 100) return null;
  const row = findRow('tall_building', ctx);
  if (!row) return null;
  const base = findRow('fsi', ctx);
  const failures: string[] = [];
  if (input.plot_area < figure(row, 'min_plot_area')) failures.push(`the plot must be at least ${figure(row, 'min_plot_area')} m²`);
  if (input.road_width < figure(row, 'min_road_width')) failures.push(`the road must be at least ${figure(row, 'min_road_width')} m wide`);
  if (base && figure(base, 'base') < figure(row, 'min_base_fsi')) failures.push(`the zone's base FSI must be at least ${figure(row, 'min_base_fsi')}`);
  return { use: { row }, failures };
}

const OVERLAY_NAMES: Partial<Record<string, string>> = {
  toz_fsi: 'the TOZ overlay',
  wide_road_fsi: 'the wide-road rule',
  tall_building: 'the tall-building chapter',
};

function fsiLines(fsi: FsiResult, builtUp: number | undefined): DraftLine[] {
  const zone = fsi.uses.slice(0, 1);
  const raisedBy = fsi.uses[1]?.row.table;
  const overlay = raisedBy ? ` raised by ${OVERLAY_NAMES[raisedBy] ?? raisedBy}` : '';
  const over = builtUp !== undefined && builtUp > fsi.maxBuiltUp;
  return [
    ok('base_fsi', fsi.base, 'ratio', 'Base FSI of the zone, free of charge.', zone),
    ok('chargeable_fsi', round2(fsi.max - fsi.base), 'ratio', `Maximum less base FSI${overlay}; priced on the jantri.`, fsi.uses),
    ok('max_fsi', fsi.max, 'ratio', `Maximum FSI${overlay}.`, fsi.uses),
    ok('base_built_up_area', fsi.baseBuiltUp, 'm2', 'Base FSI × plot area.', zone),
    {
      ...ok('max_built_up_area', fsi.maxBuiltUp, 'm2', `Maximum FSI × plot area.${over ? ` The given ${builtUp} m² is more.` : ''}`, fsi.uses),
      status: over ? 'exceeds' : 'ok',
    },
  ];
}

function heightLine(input: CalculateInput, ctx: RuleContext, tall: TallCheck | null): DraftLine[] {
  const row = findRow('height', ctx);
  if (!row) return [notCovered('max_height', 'm', `The height table holds no row for ${input.authority}; ask the authority.`)];
  const limits = readings(row);
  const uses: RowUse[] = [{ row, ...(limits.length > 1 ? { alternatives: row.values.map((v, i) => ({ value: limits[i] ?? 0, sources: v.sources })) } : {}) }];
  let status = limitStatus(input.building_height, limits);
  let basis = limits.length > 1 ? `Disputed: ${limits.join(' m or ')} m on this road; the lower figure is shown.` : 'Height allowed by the width of the road.';
  const apartmentRoad = input.use === 'apartment' ? findRow('apartment_road', ctx) : null;
  if (apartmentRoad && input.road_width < figure(apartmentRoad, 'min_road_width')) {
    uses.push({ row: apartmentRoad });
    status = 'exceeds';
    basis += ` Apartments need a road of at least ${figure(apartmentRoad, 'min_road_width')} m.`;
  }
  const lines: DraftLine[] = [];
  if (tall) {
    uses.push(tall.use);
    status = tall.failures.length === 0 ? 'ok' : 'exceeds';
    basis += tall.failures.length === 0
      ? ' Above 100 m the tall-building chapter applies; its conditions are met and its rows set no fixed height limit.'
      : ' Above 100 m the tall-building chapter applies.';
    lines.push({
      key: 'tall_building',
      value: tall.failures.length === 0 ? 1 : 0,
      unit: 'yes_no',
      status: tall.failures.length === 0 ? 'ok' : 'exceeds',
      basis: tall.failures.length === 0 ? 'Allowed as a tall building.' : `Not allowed as a tall building: ${tall.failures.join('; ')}.`,
      uses: [tall.use],
    });
  }
  // A tall building the chapter allows has no fixed ceiling in the rows.
  const value = tall && tall.failures.length === 0 ? null : Math.min(...limits);
  return [{ key: 'max_height', value, unit: 'm', status, basis, uses }, ...lines];
}

/** Every line for one plot. Throws OutsideRuleTablesError when the tables cannot answer. */
export function calculate(input: CalculateInput, today: string): Calculation {
  const asOf = input.as_of ?? today;
  const plain: RuleContext = {
    authority: input.authority,
    zone: input.zone,
    use: input.use,
    asOf,
    overlays: new Set(input.toz ? ['toz'] : []),
    inputs: { road_width: input.road_width, building_height: input.building_height, plot_area: input.plot_area },
  };
  const tall = tallCheck(input, plain);
  // Tall-building rows (the jantri share) apply only to a building the chapter allows.
  const ctx = tall && tall.failures.length === 0 ? { ...plain, overlays: new Set([...plain.overlays, 'tall_building' as const]) } : plain;
  const fsi = fsiOf(input, ctx, () => (tall && tall.failures.length === 0 ? tall.use : null));
  const lines = [
    ...fsiLines(fsi, input.built_up_area),
    ...heightLine(input, ctx, tall),
    ...marginLines(input, ctx),
    ...buildingLines(input, ctx, fsi),
  ];
  return { edition: RULE_TABLES_EDITION, asOf, lines };
}
