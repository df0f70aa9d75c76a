import { CALCULATOR_AUTHORITIES, CALCULATOR_USES, CALCULATOR_ZONES } from '@app/sdk/contracts';
import { numbersIn } from '../answers/number-guard.js';
import { describe, expect, it } from 'vitest';
import { below, exactly } from './bands.js';
import { findRow, type RuleContext } from './lookup.js';
import { RULE_TABLE_IDS, type TBandInput, ZRuleRow, type TRuleRow } from './schema.js';
import { RULE_ROWS } from './tables/index.js';

const fsiR1 = RULE_ROWS.find((r) => r.id === 'fsi-r1')!;

describe('rule rows', () => {
  it('have unique ids', () => {
    const ids = RULE_ROWS.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('reject a disputed row that keeps only one value or does not say why in English, Gujarati and Hindi', () => {
    const disputed = { ...fsiR1, confidence: 'disputed' };
    expect(ZRuleRow.safeParse(disputed).success).toBe(false);
    expect(ZRuleRow.safeParse({ ...disputed, values: [...fsiR1.values, ...fsiR1.values] }).success).toBe(false);
    expect(ZRuleRow.safeParse({ ...disputed, values: [...fsiR1.values, ...fsiR1.values], dispute: 'A and B differ' }).success).toBe(false);
    const why = { en: 'A and B differ', gu: 'A અને B જુદા પડે છે', hi: 'A और B अलग हैं' };
    expect(ZRuleRow.safeParse({ ...disputed, values: [...fsiR1.values, ...fsiR1.values], dispute: why }).success).toBe(true);
  });

  it('say why a row is disputed with the same figures in English, Gujarati and Hindi', () => {
    const disputed = RULE_ROWS.filter((row) => row.dispute);
    expect(disputed.length).toBeGreaterThan(0);
    for (const { dispute } of disputed) {
      const en = numbersIn(dispute!.en).sort();
      expect(numbersIn(dispute!.gu).sort()).toEqual(en);
      expect(numbersIn(dispute!.hi).sort()).toEqual(en);
    }
  });

  it('reject a row with an unknown source, an empty band or a supersession before notification', () => {
    expect(ZRuleRow.safeParse({ ...fsiR1, values: [{ figures: { base: 1 }, sources: ['a blog'] }] }).success).toBe(false);
    expect(ZRuleRow.safeParse({ ...fsiR1, bands: { road_width: { ...below(9), min: 9, min_inclusive: true } } }).success).toBe(false);
    expect(ZRuleRow.safeParse({ ...fsiR1, bands: { road_width: exactly(9) } }).success).toBe(true);
    expect(ZRuleRow.safeParse({ ...fsiR1, effective: { ...fsiR1.effective, superseded: '2017-01-01' } }).success).toBe(false);
  });

  it('carry every value of each disputed figure the research notes list', () => {
    const values = (id: string) => RULE_ROWS.find((r) => r.id === id)?.values.map((v) => v.figures.value);
    expect(values('height-road-12-18')).toEqual([30, 25]);
    expect(values('height-road-exactly-9')).toEqual([16.5, 10]);
    expect(values('visitor-parking-non-residential')).toEqual([20, 30]);
    expect(values('side-rear-16-5-25-small-plot')).toEqual([4, 3]);
  });
});

/** Every band edge of every row, with a point just either side, plus a few ordinary values. */
function probes(input: TBandInput): number[] {
  const edges = RULE_ROWS.flatMap((r) => [r.bands[input]?.min, r.bands[input]?.max]).filter((v): v is number => typeof v === 'number');
  return [...new Set([1, 50, 5000, ...edges.flatMap((e) => [e - 0.01, e, e + 0.01])])].filter((v) => v > 0);
}

describe('rule tables', () => {
  // Overlapping bands would make the answer depend on row order; findRow throws on them.
  it('never hold two rows for the same case', () => {
    const overlaps = new Set<string>();
    let checked = 0;
    for (const table of RULE_TABLE_IDS) {
      const rows = RULE_ROWS.filter((r: TRuleRow) => r.table === table);
      // Only the dimensions this table's rows vary by, so the sweep stays small.
      const banded = new Set(rows.flatMap((r) => Object.keys(r.bands)));
      const sweep = (input: TBandInput, fallback: number) => (banded.has(input) ? probes(input) : [fallback]);
      const zones = rows.some((r) => r.zones) ? CALCULATOR_ZONES : (['R1'] as const);
      const uses = rows.some((r) => r.uses) ? CALCULATOR_USES : (['apartment'] as const);
      const dates = [...new Set(rows.flatMap((r) => [r.effective.notified, r.effective.superseded ?? '2026-11-25']))];
      for (const authority of ['AUDA', 'SUDA', 'GMC'] as const)
        for (const zone of zones)
          for (const use of uses)
            for (const asOf of dates)
              for (const overlays of [new Set<'toz'>(), new Set(['toz'] as const), new Set(['toz', 'tall_building'] as const)])
                for (const road_width of sweep('road_width', 12))
                  for (const building_height of sweep('building_height', 10))
                    for (const plot_area of sweep('plot_area', 1000))
                      for (const floor_area of sweep('floor_area', 600)) {
                        const ctx: RuleContext = { authority, zone, use, asOf, overlays, inputs: { road_width, building_height, plot_area, floor_area, base_fsi: 1.8 } };
                        checked += 1;
                        try {
                          findRow(table, ctx);
                        } catch (error) {
                          overlaps.add((error as Error).message);
                        }
                      }
    }
    expect([...overlaps]).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it('give every D1 authority but GMC a height for every road width', () => {
    for (const authority of CALCULATOR_AUTHORITIES.filter((a) => a !== 'GMC')) {
      for (const road_width of probes('road_width')) {
        const ctx: RuleContext = { authority, zone: 'R1', use: 'house', asOf: '2026-11-25', overlays: new Set(), inputs: { road_width } };
        expect({ authority, road_width, found: findRow('height', ctx) !== null }).toEqual({ authority, road_width, found: true });
      }
    }
  });

  it('give every zone an FSI row in AUDA and none outside Ahmedabad', () => {
    const ctx = (authority: 'AUDA' | 'SUDA', zone: (typeof CALCULATOR_ZONES)[number]): RuleContext => ({ authority, zone, use: 'apartment', asOf: '2026-11-25', overlays: new Set(), inputs: {} });
    expect(CALCULATOR_ZONES.filter((zone) => !findRow('fsi', ctx('AUDA', zone)))).toEqual([]);
    expect(CALCULATOR_ZONES.filter((zone) => findRow('fsi', ctx('SUDA', zone)))).toEqual([]);
  });
});
