import { describe, expect, it } from 'vitest';
import { summary } from './test-support.js';

/**
 * One test per band edge: the value exactly at the edge and just either side, each landing in the
 * band the rule states (inclusive or exclusive). A moved edge or a swapped `<`/`≤` fails here.
 */

const around = (edge: number): [number, number, number] => [Math.round((edge - 0.01) * 100) / 100, edge, Math.round((edge + 0.01) * 100) / 100];

describe('height by road width (Table 6.23)', () => {
  it('9 m: under 9 m allows 10 m, exactly 9 m is disputed (16.5 m or 10 m), over 9 m allows 16.5 m', () => {
    const [below, at, above] = around(9);
    const house = { use: 'house' as const };
    expect(summary('max_height', { ...house, road_width: below })).toEqual({ value: 10, status: 'ok', rows: ['height-road-below-9'] });
    expect(summary('max_height', { ...house, road_width: at })).toEqual({ value: 10, status: 'ok', rows: ['height-road-exactly-9'] });
    expect(summary('max_height', { ...house, road_width: at, building_height: 12 }).status).toBe('uncertain');
    expect(summary('max_height', { ...house, road_width: above })).toEqual({ value: 16.5, status: 'ok', rows: ['height-road-9-12'] });
  });

  it('9 m for apartments: under 9 m they are not allowed, from 9 m they are', () => {
    expect(summary('max_height', { road_width: 8.99 })).toEqual({ value: 10, status: 'exceeds', rows: ['height-road-below-9', 'apartment-road-9'] });
    expect(summary('max_height', { road_width: 9 })).toEqual({ value: 10, status: 'ok', rows: ['height-road-exactly-9'] });
  });

  it('12 m: under 12 m allows 16.5 m; from 12 m the disputed 25 m / 30 m band starts', () => {
    const [below, at, above] = around(12);
    expect(summary('max_height', { road_width: below })).toMatchObject({ value: 16.5, rows: ['height-road-9-12'] });
    expect(summary('max_height', { road_width: at })).toMatchObject({ value: 25, rows: ['height-road-12-18'] });
    expect(summary('max_height', { road_width: above })).toMatchObject({ value: 25, rows: ['height-road-12-18'] });
  });

  it('18 m: under 18 m stays in the disputed band; from 18 m 45 m is allowed', () => {
    const [below, at, above] = around(18);
    expect(summary('max_height', { road_width: below })).toMatchObject({ value: 25, rows: ['height-road-12-18'] });
    expect(summary('max_height', { road_width: at })).toMatchObject({ value: 45, rows: ['height-road-18-36'] });
    expect(summary('max_height', { road_width: above })).toMatchObject({ value: 45, rows: ['height-road-18-36'] });
  });

  it('36 m: under 36 m allows 45 m; from 36 m 70 m is allowed', () => {
    const [below, at, above] = around(36);
    expect(summary('max_height', { road_width: below })).toMatchObject({ value: 45, rows: ['height-road-18-36'] });
    expect(summary('max_height', { road_width: at })).toMatchObject({ value: 70, rows: ['height-road-36-up'] });
    expect(summary('max_height', { road_width: above })).toMatchObject({ value: 70, rows: ['height-road-36-up'] });
  });

  it('a proposed height between the two disputed figures is uncertain, above both it exceeds', () => {
    expect(summary('max_height', { road_width: 12, building_height: 25 }).status).toBe('ok');
    expect(summary('max_height', { road_width: 12, building_height: 25.01 }).status).toBe('uncertain');
    expect(summary('max_height', { road_width: 12, building_height: 30 }).status).toBe('uncertain');
    expect(summary('max_height', { road_width: 12, building_height: 30.01 }).status).toBe('exceeds');
  });
});

describe('road-side margin by road width (Table 6.24)', () => {
  // Houses: the road margin is the table figure alone, with no height-based raise.
  const margin = (road_width: number) => summary('road_margin', { use: 'house', road_width, plot_area: 200 }).value;

  it.each([
    [9, [2.5, 2.5, 3.0]],
    [15, [3.0, 3.0, 4.5]],
    [18, [4.5, 6.0, 6.0]],
    [30, [6.0, 7.5, 7.5]],
    [45, [7.5, 9.0, 9.0]],
  ])('edge at %s m gives %j just below, at and just above', (edge, expected) => {
    expect(around(edge).map(margin)).toEqual(expected);
  });
});

describe('side and rear margins by building height (Table 6.26)', () => {
  const side = (building_height: number) => summary('side_margin', { building_height, road_width: 40, plot_area: 1000 }).value;

  it.each([
    [16.5, [3.0, 3.0, 4.0]],
    [25, [4.0, 4.0, 6.0]],
    [45, [6.0, 6.0, 8.0]],
  ])('edge at %s m gives %j just below, at and just above', (edge, expected) => {
    expect(around(edge).map(side)).toEqual(expected);
  });

  it('750 m² plot edge: up to 750 m² the 3.0 m / 4.0 m dispute applies, above it 4.0 m is settled', () => {
    const at = (plot_area: number) => summary('rear_margin', { building_height: 20, plot_area });
    expect(at(749.99)).toEqual({ value: 4, status: 'uncertain', rows: ['side-rear-16-5-25-small-plot'] });
    expect(at(750)).toEqual({ value: 4, status: 'uncertain', rows: ['side-rear-16-5-25-small-plot'] });
    expect(at(750.01)).toEqual({ value: 4, status: 'ok', rows: ['side-rear-16-5-25'] });
  });
});

describe('house margins by plot size (Table 6.26, houses)', () => {
  const house = (plot_area: number) => [
    summary('side_margin', { use: 'house', plot_area }).value,
    summary('rear_margin', { use: 'house', plot_area }).value,
  ];

  it.each([
    [25, [[0, 0], [1, null], [1, null]]],
    [80, [[1, null], [1.5, null], [1.5, null]]],
    [150, [[1.5, null], [1.5, 2], [1.5, 2]]],
    [300, [[1.5, 2], [2, 3], [2, 3]]],
    [500, [[2, 3], [2, 3], [3, 3]]],
  ])('edge at %s m² gives side and rear %j just below, at and just above', (edge, expected) => {
    expect(around(edge).map(house)).toEqual(expected);
  });

  it('a rear margin the rows do not state is reported as not covered, not as zero', () => {
    expect(summary('rear_margin', { use: 'house', plot_area: 100 }).status).toBe('not_covered');
  });
});

describe('parking share by plot size for non-residential uses (Table 6.44)', () => {
  const share = (plot_area: number) => summary('parking_area', { use: 'commercial', plot_area }).rows[0];

  it('750 m²: up to and at 750 m² 30 %, above it 40 %', () => {
    expect(around(750).map(share)).toEqual(['parking-other-upto-750', 'parking-other-upto-750', 'parking-other-750-2000']);
  });

  it('2,000 m²: up to and at 2,000 m² 40 %, above it 50 %', () => {
    expect(around(2000).map(share)).toEqual(['parking-other-750-2000', 'parking-other-750-2000', 'parking-other-above-2000']);
  });
});

describe('stairs and lifts by building height (Part III)', () => {
  const stair = (use: 'apartment' | 'commercial') => (building_height: number) => summary('stair_width', { use, building_height, road_width: 40 }).value;
  const lifts = (building_height: number) => summary('lifts', { building_height, road_width: 40 }).value;

  it('apartment stairs at 12 m: 1.2 m up to and at 12 m, 1.5 m above', () => expect(around(12).map(stair('apartment'))).toEqual([1.2, 1.2, 1.5]));
  it('apartment stairs at 25 m: 1.5 m up to and at 25 m, 2.0 m above', () => expect(around(25).map(stair('apartment'))).toEqual([1.5, 1.5, 2]));
  it('other stairs at 25 m: 1.5 m up to and at 25 m, 2.0 m above', () => expect(around(25).map(stair('commercial'))).toEqual([1.5, 1.5, 2]));
  it('lifts at 10 m: none up to and at 10 m, one above', () => expect(around(10).map(lifts)).toEqual([0, 0, 1]));
  it('lifts at 25 m: one up to and at 25 m, two above', () => expect(around(25).map(lifts)).toEqual([1, 1, 2]));
});

describe('fire certificate (rule 23(2))', () => {
  it('15 m: under 15 m no certificate for apartments, at and above 15 m one is needed', () => {
    expect(around(15).map((building_height) => summary('fire_certificate', { building_height, road_width: 40 }).value)).toEqual([0, 1, 1]);
  });

  it('500 m² floor: a special building needs one only above 500 m² on a floor', () => {
    const fire = (largest_floor_area: number) => summary('fire_certificate', { use: 'commercial', largest_floor_area }).value;
    expect(around(500).map(fire)).toEqual([0, 0, 1]);
  });

  it('without the floor area, a plot of 500 m² or less settles it and a larger plot leaves it uncertain', () => {
    expect(summary('fire_certificate', { use: 'commercial', plot_area: 500 })).toMatchObject({ value: 0, status: 'ok' });
    expect(summary('fire_certificate', { use: 'commercial', plot_area: 500.01 })).toEqual({ value: null, status: 'uncertain', rows: ['fire-special-large-floor'] });
  });
});

describe('tall buildings', () => {
  const tall = { road_width: 30, plot_area: 4000 };

  it('100 m: at 100 m the ordinary 45 m limit on a 30 m road is exceeded; above 100 m the chapter applies', () => {
    expect(summary('max_height', { ...tall, building_height: 100 }).status).toBe('exceeds');
    expect(summary('tall_building', { ...tall, building_height: 100.01 })).toEqual({ value: 1, status: 'ok', rows: ['tall-100-150'] });
  });

  it('150 m: up to 150 m a 2,500 m² plot suffices, above it 3,500 m² is needed', () => {
    expect(summary('tall_building', { ...tall, plot_area: 2500, building_height: 150 }).value).toBe(1);
    expect(summary('tall_building', { ...tall, plot_area: 2500, building_height: 150.01 })).toEqual({ value: 0, status: 'exceeds', rows: ['tall-above-150'] });
    expect(summary('tall_building', { ...tall, plot_area: 3500, building_height: 150.01 }).value).toBe(1);
  });

  it('plot and road minimums are inclusive: 2,500 m² and 30 m qualify, just under does not', () => {
    expect(summary('tall_building', { ...tall, plot_area: 2499.99, building_height: 120 }).value).toBe(0);
    expect(summary('tall_building', { ...tall, plot_area: 2500, building_height: 120 }).value).toBe(1);
    expect(summary('tall_building', { ...tall, road_width: 29.99, building_height: 120 }).value).toBe(0);
  });

  it('an allowed tall building may reach FSI 5.4', () => {
    expect(summary('max_fsi', { ...tall, building_height: 120 }).value).toBe(5.4);
    expect(summary('max_fsi', { ...tall, plot_area: 2000, building_height: 120 }).value).toBe(2.7);
  });
});

describe('wide-road FSI (September 2019)', () => {
  const max = (wide_road_width: number) => summary('max_fsi', { wide_road: true, wide_road_width }).value;

  it('36 m: from 36 m the maximum rises to 3.6', () => expect(max(36)).toBe(3.6));
  it('45 m: just under 45 m 3.6, from 45 m 4.0', () => expect([max(44.99), max(45), max(45.01)]).toEqual([3.6, 4, 4]));
  it('needs a base FSI of at least 1.5: R2 (base 1.2) keeps its 1.8', () => {
    expect(summary('max_fsi', { zone: 'R2', wide_road: true, wide_road_width: 45 }).value).toBe(1.8);
  });
});

describe('effective dates', () => {
  it('15 April 2023: the day before chargeable FSI in R1 costs 40 % of jantri, from that day 30 %', () => {
    const basis = (as_of: string) => summary('chargeable_fsi_cost', { jantri_rate: 10_000, as_of }).rows[0];
    expect([basis('2023-04-14'), basis('2023-04-15')]).toEqual(['jantri-residential-2017', 'jantri-residential-2023']);
  });

  it('24 September 2019: the wide-road FSI applies from that day, not before', () => {
    expect(summary('max_fsi', { wide_road: true, wide_road_width: 45, as_of: '2019-09-23' }).value).toBe(2.7);
    expect(summary('max_fsi', { wide_road: true, wide_road_width: 45, as_of: '2019-09-24' }).value).toBe(4);
  });
});
