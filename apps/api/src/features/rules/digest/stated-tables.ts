import type { TBandInput, TRuleRow } from '../schema.js';

/**
 * The digest's prose tables whose figures are rule rows (6.3.1, TOPIC-JANTRI, 6.6, TOPIC-TALL),
 * written from the rows at corpus build time. The wording is the digest's own (retrieval and the
 * gu/hi translations key on it); only the figures come from the data, so the text cannot drift.
 * A line without rows is context the data does not hold (an earlier limit, a Kutch rule).
 */
export interface StatedLine {
  /** The rows whose figures the line states; each must exist. */
  rows: readonly string[];
  cells: (row: (id: string) => TRuleRow) => string[];
}

export interface StatedTable {
  /** Named by the marker that the table replaces in the digest source. */
  id: string;
  /** The digest section the table sits in. */
  section: string;
  headers: readonly string[];
  lines: readonly StatedLine[];
}

/** A named figure of a row's single reading; a disputed row is read with `figureFrom`. */
const figureOf = (row: TRuleRow, name: string): number => {
  const value = row.values[0]?.figures[name];
  if (row.values.length !== 1 || value === undefined) throw new Error(`${row.id} has no single ${name}`);
  return value;
};

/** The figure of one row, or of several rows that one line states together (they must agree). */
const figure = (rows: TRuleRow | TRuleRow[], name = 'value'): number => {
  const [first, ...rest] = [rows].flat();
  if (!first) throw new Error('a line states no row');
  const value = figureOf(first, name);
  const other = rest.find((row) => figureOf(row, name) !== value);
  if (other) throw new Error(`${first.id} and ${other.id} disagree on ${name}, so one line cannot state both`);
  return value;
};

/** The reading of a disputed row that a given source gives (the digest quotes that source). */
const figureFrom = (row: TRuleRow, source: string): number => {
  const value = row.values.find((v) => v.sources.some((s) => s === source))?.figures.value;
  if (value === undefined) throw new Error(`${row.id} has no reading from ${source}`);
  return value;
};

/** Words for a figure that is half of an earlier one, said only while the data says so. */
const half = (row: TRuleRow, earlier: TRuleRow, words: string): string => {
  if (figure(row) * 2 !== figure(earlier)) throw new Error(`${row.id} is not half of ${earlier.id}`);
  return words;
};

const edge = (row: TRuleRow, input: TBandInput, side: 'min' | 'max'): number => {
  const value = row.bands[input]?.[side];
  if (value === undefined || value === null) throw new Error(`${row.id} has no ${side} ${input}`);
  return value;
};

/** FSI as the digest writes it, one decimal ("4.0"); areas with a thousands comma ("2,500"). */
const fsi = (n: number) => n.toFixed(1);
const area = (n: number) => n.toLocaleString('en-US');

const plain = (...cells: string[]): StatedLine => ({ rows: [], cells: () => cells });

export const STATED_TABLES: readonly StatedTable[] = [
  {
    id: 'fsi-zones',
    section: '6.3.1',
    headers: ['Zone (Ahmedabad)', 'Base FSI', 'Chargeable FSI that may be bought', 'Maximum FSI'],
    lines: [
      { rows: ['fsi-r1'], cells: (r) => ['R1 residential (main zone)', fsi(figure(r('fsi-r1'), 'base')), fsi(figure(r('fsi-r1'), 'chargeable')), fsi(figure(r('fsi-r1'), 'max'))] },
      { rows: ['fsi-r2'], cells: (r) => ['R2 residential', fsi(figure(r('fsi-r2'), 'base')), fsi(figure(r('fsi-r2'), 'chargeable')), fsi(figure(r('fsi-r2'), 'max'))] },
      {
        rows: ['fsi-toz'],
        cells: (r) => ['TOZ overlay (200 m either side of BRTS and metro corridors)', 'base of the underlying zone', 'up to the maximum', fsi(figure(r('fsi-toz'), 'max'))],
      },
      { rows: ['fsi-c5'], cells: (r) => ['CBD (central business district)', 'base of the underlying zone', 'up to the maximum', fsi(figure(r('fsi-c5'), 'max'))] },
    ],
  },
  {
    id: 'jantri',
    section: 'TOPIC-JANTRI',
    headers: ['Period', 'Case', 'Charge for chargeable FSI'],
    lines: [
      {
        rows: ['jantri-residential-2017', 'jantri-toz-2017', 'jantri-other-zones', 'jantri-rah-2017'],
        cells: (r) => ['From 2017', 'General (R1, R2, TOZ)', `${figure(['jantri-residential-2017', 'jantri-toz-2017', 'jantri-other-zones', 'jantri-rah-2017'].map(r))}% of jantri`],
      },
      { rows: ['jantri-tall-2021'], cells: (r) => ['2020 to 14 Apr 2023', 'Tall buildings above 100 m', `${figure(r('jantri-tall-2021'))}% of the jantri of open non-agricultural land`] },
      { rows: ['jantri-residential-2023', 'jantri-toz-residential-2023'], cells: (r) => ['From 15 Apr 2023', 'R1, R2 and TOZ', `${figure([r('jantri-residential-2023'), r('jantri-toz-residential-2023')])}% of jantri`] },
      { rows: ['jantri-tall-2023'], cells: (r) => ['From 15 Apr 2023', 'Tall buildings', `${figure(r('jantri-tall-2023'))}% of jantri`] },
      {
        rows: ['jantri-rah-2023'],
        cells: (r) => ['From 15 Apr 2023', 'Residential affordable housing (RAH), all three categories', half(r('jantri-rah-2023'), r('jantri-rah-2017'), 'Half of the earlier charge')],
      },
      plain('From 15 Apr 2023', 'Affordable units of 66 m² to 90 m² in residential zones', '20% of jantri instead of 40%'),
    ],
  },
  {
    id: 'height',
    section: '6.6',
    headers: ['Situation', 'Height allowed', 'When'],
    lines: [
      {
        rows: ['height-road-12-18'],
        cells: (r) => {
          const row = r('height-road-12-18');
          return [`Plot on a road ${edge(row, 'road_width', 'min')} m to under ${edge(row, 'road_width', 'max')} m wide`, `up to ${figureFrom(row, 'announcement-2017')} m`, 'announced June 2017'];
        },
      },
      { rows: ['height-road-36-up'], cells: (r) => ['Highest limit for ordinary buildings', `${figure(r('height-road-36-up'))} m (about 22 to 23 floors)`, '2017 to 2020'] },
      plain('Limit before the common rules (after the 2001 Kutch earthquake)', '45 m', 'until 2017'),
      plain('Houses in Kutch (earthquake zone)', '11 m, up from 10 m', 'modification of March 2018'),
      plain('Tall buildings', 'above 100 m, with conditions', 'rules notified 2020, sanctioned 2021'),
    ],
  },
  {
    id: 'tall-buildings',
    section: 'TOPIC-TALL',
    headers: ['Condition', 'Figure'],
    lines: [
      { rows: ['tall-100-150'], cells: (r) => ['Buildings covered', `taller than ${edge(r('tall-100-150'), 'building_height', 'min')} m`] },
      {
        rows: ['tall-100-150', 'tall-above-150'],
        cells: (r) => ['Where', `D1 areas of AUDA, SUDA, VUDA, RUDA and GUDA where the base FSI is ${fsi(figure([r('tall-100-150'), r('tall-above-150')], 'min_base_fsi'))} or more`],
      },
      {
        rows: ['tall-100-150'],
        cells: (r) => {
          const row = r('tall-100-150');
          return [`Minimum plot, ${edge(row, 'building_height', 'min')} m to ${edge(row, 'building_height', 'max')} m high`, `${area(figure(row, 'min_plot_area'))} m²`];
        },
      },
      {
        rows: ['tall-above-150'],
        cells: (r) => {
          const row = r('tall-above-150');
          return [`Minimum plot, above ${edge(row, 'building_height', 'min')} m`, `${area(figure(row, 'min_plot_area'))} m²`];
        },
      },
      { rows: ['tall-100-150', 'tall-above-150'], cells: (r) => ['Road the plot must adjoin', `at least ${figure([r('tall-100-150'), r('tall-above-150')], 'min_road_width')} m wide`] },
      { rows: ['tall-100-150', 'tall-above-150'], cells: (r) => ['Maximum total FSI', fsi(figure([r('tall-100-150'), r('tall-above-150')], 'max_fsi'))] },
      plain('Aspect ratio', 'at most 1:9'),
      {
        rows: ['jantri-tall-2021', 'jantri-tall-2023'],
        cells: (r) => ['Charge for FSI above the base', `${figure(r('jantri-tall-2021'))}% of jantri (open non-agricultural land); ${figure(r('jantri-tall-2023'))}% from 15 April 2023`],
      },
    ],
  },
];
