import { CALCULATOR_AUTHORITIES, CALCULATOR_USES, CALCULATOR_ZONES } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { calculate, OutsideRuleTablesError } from './calculator.js';
import { lineOf, PLOT, summary, TODAY } from './test-support.js';

describe('plot calculator', () => {
  it('answers a 500 m² R1 apartment plot on a 12 m road with every line and the row behind it', () => {
    const result = calculate({ ...PLOT, plot_area: 500, building_height: 15, jantri_rate: 20_000 }, TODAY);
    const table = Object.fromEntries(result.lines.map((l) => [l.key, [l.value, l.uses[0]?.row.id ?? null]]));
    expect(table).toEqual({
      base_fsi: [1.8, 'fsi-r1'],
      chargeable_fsi: [0.9, 'fsi-r1'],
      max_fsi: [2.7, 'fsi-r1'],
      base_built_up_area: [900, 'fsi-r1'],
      max_built_up_area: [1350, 'fsi-r1'],
      max_height: [25, 'height-road-12-18'],
      road_margin: [3, 'road-margin-9-15'],
      side_margin: [3, 'side-rear-upto-16-5'],
      rear_margin: [3, 'side-rear-upto-16-5'],
      ground_coverage: [40, 'ground-coverage-apartment'],
      parking_area: [270, 'parking-apartment'],
      parking_spaces: [19, 'parking-apartment'],
      visitor_parking_spaces: [2, 'visitor-parking-residential'],
      stair_width: [1.5, 'stairs-apartment-12-25'],
      lifts: [1, 'lifts-10-25'],
      fire_certificate: [1, 'fire-high-rise'],
      // 450 m² chargeable × ₹20,000 × 30 % (R1 from 15 April 2023)
      chargeable_fsi_cost: [2_700_000, 'jantri-residential-2023'],
    });
    expect(result.edition).toMatch(/^cgdcr-2017/);
    expect(result.asOf).toBe(TODAY);
  });

  it('shows both values of a disputed height and keeps the lower one as the figure', () => {
    const line = lineOf('max_height', { road_width: 15 });
    expect(line.uses[0]?.alternatives).toEqual([
      { value: 30, sources: ['encoding-a', 'encoding-b'] },
      { value: 25, sources: ['announcement-2017', 'surat-report-2018'] },
    ]);
    expect(line.basis).toContain('Disputed');
  });

  it('raises the road-side margin with height and shows both readings when they differ', () => {
    // 30 m: both readings agree on 6 m (side margin 6 m; 30 ÷ 5 = 6 m).
    const agreed = lineOf('road_margin', { road_width: 12, building_height: 30 });
    expect(agreed).toMatchObject({ value: 6, status: 'ok' });
    expect(agreed.uses.map((u) => u.row.id)).toEqual(['road-margin-9-15', 'road-margin-by-height', 'side-rear-25-45']);
    // 40 m: 6 m by the side margin, 8 m by 40 ÷ 5; the larger is the figure.
    const split = lineOf('road_margin', { road_width: 12, building_height: 40 });
    expect(split).toMatchObject({ value: 8, status: 'uncertain' });
    expect(split.uses[1]?.alternatives?.map((a) => a.value)).toEqual([6, 8]);
    // 10 m: neither reading beats the 3 m of the road table.
    expect(summary('road_margin', { road_width: 12, building_height: 10 })).toEqual({ value: 3, status: 'ok', rows: ['road-margin-9-15'] });
  });

  it('uses the TOZ maximum of 4.0 and the given built-up area for the chargeable cost', () => {
    expect(summary('max_fsi', { toz: true })).toEqual({ value: 4, status: 'ok', rows: ['fsi-r1', 'fsi-toz'] });
    // 2,000 m² built on a 1,000 m² plot: 200 m² above the 1,800 m² base, at 30 % of ₹10,000.
    expect(lineOf('chargeable_fsi_cost', { toz: true, jantri_rate: 10_000, built_up_area: 2000 }).value).toBe(600_000);
  });

  it('flags a built-up area above the maximum', () => {
    expect(summary('max_built_up_area', { built_up_area: 2700 }).status).toBe('ok');
    expect(summary('max_built_up_area', { built_up_area: 2700.01 }).status).toBe('exceeds');
  });

  it('allows chargeable FSI in the general industrial zone for commercial use only', () => {
    expect(summary('max_fsi', { zone: 'IZ1', use: 'commercial' })).toMatchObject({ value: 1.8, rows: ['fsi-iz1-commercial'] });
    expect(summary('max_fsi', { zone: 'IZ1', use: 'industrial' })).toMatchObject({ value: 1, rows: ['fsi-iz1'] });
  });

  it('prices a tall building in a TOZ at the tall-building share of jantri', () => {
    expect(summary('chargeable_fsi_cost', { toz: true, road_width: 30, plot_area: 3000, building_height: 120, jantri_rate: 1000 }).rows[0]).toBe('jantri-tall-2023');
  });

  it('asks for the jantri rate instead of guessing the cost', () => {
    expect(lineOf('chargeable_fsi_cost', {})).toMatchObject({ value: null, status: 'uncertain' });
  });

  it('reports lines the tables do not cover as not covered', () => {
    expect(summary('ground_coverage', { use: 'commercial' })).toEqual({ value: null, status: 'not_covered', rows: [] });
    expect(summary('rear_margin', { use: 'house', plot_area: 100 })).toMatchObject({ value: null, status: 'not_covered' });
  });

  it.each([
    ['an authority without FSI rows', { authority: 'SUDA' as const }, /AUDA and AMC/],
    ['a date before the CGDCR', { as_of: '2017-10-11' }, /12 October 2017/],
    ['a wide road narrower than 36 m', { wide_road: true, road_width: 30 }, /36 m or wider/],
  ])('refuses %s with a clear message', (_, overrides, message) => {
    expect(() => calculate({ ...PLOT, ...overrides }, TODAY)).toThrow(OutsideRuleTablesError);
    expect(() => calculate({ ...PLOT, ...overrides }, TODAY)).toThrow(message);
  });

  // Anything but a refusal would reach the client as a 500.
  it('answers or refuses every combination of authority, zone, use and size, and never fails otherwise', () => {
    const failures = new Set<string>();
    for (const authority of CALCULATOR_AUTHORITIES)
      for (const zone of CALCULATOR_ZONES)
        for (const use of CALCULATOR_USES)
          for (const [plot_area, road_width, building_height] of [[20, 6, 3], [500, 9, 15], [2500, 30, 101], [5000, 60, 160], [999_999, 200, 500]] as const)
            for (const extras of [{}, { toz: true, wide_road: true, jantri_rate: 1, largest_floor_area: 10_000, built_up_area: 1 }]) {
              try {
                calculate({ authority, zone, use, plot_area, road_width, building_height, ...extras }, TODAY);
              } catch (error) {
                if (!(error instanceof OutsideRuleTablesError)) failures.add(String(error));
              }
            }
    expect([...failures]).toEqual([]);
  });
});
