import type { CalculateInput } from './calculator.js';
import { figure, findRow, readings, type RuleContext } from './lookup.js';
import { type DraftLine, notCovered, readingFrom, round2, type RowUse, valueAlternatives } from './line.js';

/** A margin line from one row: the larger reading when disputed (the safer setback), flagged uncertain. */
function marginLine(key: DraftLine['key'], use: RowUse, basis: string): DraftLine {
  const values = readings(use.row);
  const disputed = values.length > 1;
  return {
    key,
    value: Math.max(...values),
    unit: 'm',
    status: disputed ? 'uncertain' : 'ok',
    basis: `${basis}${use.row.applies_to ? ` (${use.row.applies_to})` : ''}.${disputed ? ` Disputed: ${values.join(' m or ')} m; the larger is shown.` : ''}`,
    uses: [disputed ? valueAlternatives(use.row) : use],
  };
}

function roadMargin(input: CalculateInput, ctx: RuleContext): DraftLine {
  const row = findRow('road_margin', ctx);
  if (!row) return notCovered('road_margin', 'm', 'The road-side margin table holds no row for this road.');
  const byRoad = figure(row, 'value');
  const raise = input.use === 'house' ? null : findRow('road_margin_height', ctx);
  const side = raise ? findRow('side_rear_margin', ctx) : null;
  if (!raise || !side) return { key: 'road_margin', value: byRoad, unit: 'm', status: 'ok', basis: 'Road-side margin by road width.', uses: [{ row }] };
  const aSide = readingFrom(side, 'encoding-a') ?? figure(side);
  const byA = Math.max(byRoad, aSide);
  const byB = Math.max(byRoad, round2(Math.max(input.building_height / figure(raise, 'height_divisor', 1), figure(raise, 'minimum', 1))));
  if (byA === byRoad && byB === byRoad) {
    return { key: 'road_margin', value: byRoad, unit: 'm', status: 'ok', basis: 'Road-side margin by road width; no height-based figure is larger.', uses: [{ row }] };
  }
  const [sourcesA, sourcesB] = [raise.values[0]?.sources ?? [], raise.values[1]?.sources ?? []];
  return {
    key: 'road_margin',
    value: Math.max(byA, byB),
    unit: 'm',
    status: byA === byB ? 'ok' : 'uncertain',
    basis: `${byRoad} m by road width, raised for the building height to ${byA} m (encoding A) or ${byB} m (encoding B); the larger is shown.`,
    uses: [
      { row },
      { row: raise, alternatives: [{ value: byA, sources: sourcesA }, { value: byB, sources: sourcesB }] },
      { row: side },
    ],
  };
}

/** Road-side, side and rear margins. Houses follow the plot-size rows; other buildings the height rows. */
export function marginLines(input: CalculateInput, ctx: RuleContext): DraftLine[] {
  const lines = [roadMargin(input, ctx)];
  if (input.use === 'house') {
    const side = findRow('house_side_margin', ctx);
    const rear = findRow('house_rear_margin', ctx);
    lines.push(side ? marginLine('side_margin', { row: side }, 'Side margin for a house by plot size') : notCovered('side_margin', 'm', 'The house rows give no side margin for this plot size.'));
    lines.push(rear ? marginLine('rear_margin', { row: rear }, 'Rear margin for a house by plot size') : notCovered('rear_margin', 'm', 'The house rows give no rear margin for plots of 25 m² to under 150 m²; ask the authority.'));
    return lines;
  }
  const row = findRow('side_rear_margin', ctx);
  if (!row) return [...lines, notCovered('side_margin', 'm', 'No side-margin row applies.'), notCovered('rear_margin', 'm', 'No rear-margin row applies.')];
  lines.push(marginLine('side_margin', { row }, 'Side margin by building height'), marginLine('rear_margin', { row }, 'Rear margin by building height'));
  return lines;
}
