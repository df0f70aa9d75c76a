import type { CalculateInput, FsiResult } from './calculator.js';
import { figure, findRow, readings, type RuleContext } from './lookup.js';
import { type DraftLine, notCovered, ok, round2, type RowUse, valueAlternatives } from './line.js';

/** Houses: cars by plinth area (none to 100 m², one to 300 m², one more per further 100 m² or part of it). */
function houseCars(area: number, row: RowUse['row']): number {
  if (area <= figure(row, 'free_up_to')) return 0;
  const firstUpTo = figure(row, 'first_car_up_to');
  return area <= firstUpTo ? 1 : 1 + Math.ceil((area - firstUpTo) / figure(row, 'per_further'));
}

function parkingLines(input: CalculateInput, ctx: RuleContext, fsi: FsiResult): DraftLine[] {
  const row = findRow('parking', ctx);
  const car = findRow('car_space', ctx);
  if (!row || !car) {
    return [
      notCovered('parking_area', 'm2', 'The parking table holds no row for this use.'),
      notCovered('parking_spaces', 'spaces', 'The parking table holds no row for this use.'),
      notCovered('visitor_parking_spaces', 'spaces', 'The parking table holds no row for this use.'),
    ];
  }
  const stall = figure(car, 'width') * figure(car, 'length');
  const area = input.built_up_area ?? fsi.maxBuiltUp;
  const basedOn = input.built_up_area === undefined ? 'the maximum built-up area' : 'the given built-up area';
  let parkingArea: number;
  let spaces: number;
  let lines: DraftLine[];
  if (input.use === 'house') {
    spaces = houseCars(area, row);
    parkingArea = round2(spaces * stall);
    lines = [
      ok('parking_area', parkingArea, 'm2', `Car spaces × ${figure(car, 'width')} × ${figure(car, 'length')} m.`, [{ row }, { row: car }]),
      ok('parking_spaces', spaces, 'spaces', `Cars for ${area} m², ${basedOn}, read as the plinth area the row speaks of.`, [{ row }]),
    ];
  } else {
    const percent = figure(row);
    parkingArea = round2((area * percent) / 100);
    spaces = Math.floor(parkingArea / stall);
    lines = [
      ok('parking_area', parkingArea, 'm2', `${percent} % of ${area} m², ${basedOn}.`, [{ row }]),
      ok('parking_spaces', spaces, 'spaces', `Parking area ÷ one car space (${stall} m²); aisles and ramps lower the real count.`, [{ row }, { row: car }]),
    ];
  }
  const visitor = findRow('visitor_parking', ctx);
  if (!visitor) return [...lines, notCovered('visitor_parking_spaces', 'spaces', 'The tables hold no visitor share for this use.')];
  const shares = readings(visitor);
  const count = (share: number) => Math.ceil((spaces * share) / 100);
  const disputed = shares.length > 1;
  lines.push({
    key: 'visitor_parking_spaces',
    value: Math.max(...shares.map(count)),
    unit: 'spaces',
    status: disputed && new Set(shares.map(count)).size > 1 ? 'uncertain' : 'ok',
    basis: `${shares.join(' % or ')} % of the ${spaces} spaces, rounded up${disputed ? '; disputed, the larger is shown' : ''}.`,
    uses: [valueAlternatives(visitor, count)],
  });
  return lines;
}

function fireLine(input: CalculateInput, ctx: RuleContext): DraftLine {
  // A floor cannot be larger than the plot, so a plot of 500 m² or less settles the floor-area test.
  const floor = input.largest_floor_area ?? (input.plot_area <= 500 ? input.plot_area : undefined);
  const row = findRow('fire_certificate', { ...ctx, inputs: { ...ctx.inputs, floor_area: floor } });
  if (row) {
    const needed = figure(row);
    return ok('fire_certificate', needed, 'yes_no', `${needed ? 'Needed' : 'Not needed'} for ${row.applies_to ?? 'this building'}.`, [{ row }]);
  }
  // The floor area is unknown: cite the row that would make it needed.
  const deciding = floor === undefined ? findRow('fire_certificate', { ...ctx, inputs: { ...ctx.inputs, floor_area: Number.MAX_VALUE } }) : null;
  if (deciding) {
    return { key: 'fire_certificate', value: null, unit: 'yes_no', status: 'uncertain', basis: 'Needed if any floor exceeds 500 m²: give largest_floor_area.', uses: [{ row: deciding }] };
  }
  return notCovered('fire_certificate', 'yes_no', 'The fire rows do not cover this use below 15 m; check the Third Schedule of the Fire Rules.');
}

function costLine(input: CalculateInput, ctx: RuleContext, fsi: FsiResult): DraftLine {
  const row = findRow('jantri_charge', ctx);
  if (!row) return notCovered('chargeable_fsi_cost', 'inr', 'The tables hold no jantri share for this zone on this date.');
  const percent = figure(row);
  const chargeable = round2(Math.max(0, Math.min(input.built_up_area ?? fsi.maxBuiltUp, fsi.maxBuiltUp) - fsi.baseBuiltUp));
  if (input.jantri_rate === undefined) {
    return { key: 'chargeable_fsi_cost', value: null, unit: 'inr', status: 'uncertain', basis: `${percent} % of the jantri per m² of chargeable area: give jantri_rate (₹/m²) for the estimate.`, uses: [{ row }] };
  }
  const cost = Math.round((chargeable * input.jantri_rate * percent) / 100);
  return ok('chargeable_fsi_cost', cost, 'inr', `${chargeable} m² of chargeable area × ₹${input.jantri_rate}/m² jantri × ${percent} %.`, [{ row }, ...fsi.uses]);
}

/** Ground coverage, parking, stairs, lifts, fire certificate and the chargeable-FSI cost. */
export function buildingLines(input: CalculateInput, ctx: RuleContext, fsi: FsiResult): DraftLine[] {
  const coverage = findRow('ground_coverage', ctx);
  const stairs = findRow('stairs', ctx);
  const lifts = findRow('lifts', ctx);
  return [
    coverage
      ? ok('ground_coverage', figure(coverage), 'percent', `At most ${figure(coverage)} % of the plot, ${round2((input.plot_area * figure(coverage)) / 100)} m².`, [{ row: coverage }])
      : notCovered('ground_coverage', 'percent', 'The tables hold ground coverage only for apartments.'),
    ...parkingLines(input, ctx, fsi),
    stairs ? ok('stair_width', figure(stairs), 'm', 'Clear width of each staircase.', [{ row: stairs }]) : notCovered('stair_width', 'm', 'No stair row applies.'),
    lifts ? ok('lifts', figure(lifts), 'count', lifts.applies_to ? `${lifts.applies_to[0]?.toUpperCase()}${lifts.applies_to.slice(1)}.` : 'Lifts required.', [{ row: lifts }]) : notCovered('lifts', 'count', 'No lift row applies.'),
    fireLine(input, ctx),
    costLine(input, ctx, fsi),
  ];
}
