import type { TCalculatorZone } from '@app/sdk/contracts';
import { atLeast, between } from '../bands.js';
import type { TRuleRow } from '../schema.js';
import type { TRuleSourceId } from '../sources.js';
import { AHMEDABAD, JANTRI_2023, RESIDENTIAL_ZONES, TALL_BUILDINGS_2021, WIDE_ROADS_2019, row } from './define.js';

const DIGEST = 'cgdcr-digest';

type ZoneFsi = [TCalculatorZone, number, number, number, 'medium' | 'low', TRuleSourceId[], string?];
type Row = Parameters<typeof row>[0];

/** Table 6.5 (D1) as encoded for AUDA: base, chargeable and maximum FSI by zone. */
const ZONES: ZoneFsi[] = [
  ['R1', 1.8, 0.9, 2.7, 'medium', ['encoding-a', 'auda-dp-2021', 'announcement-2017'], 'R1 residential'],
  ['R2', 1.2, 0.6, 1.8, 'medium', ['encoding-a', 'auda-dp-2021'], 'R2 residential'],
  ['R3', 0.3, 0, 0.3, 'low', ['encoding-a']],
  ['C2', 1.8, 0.9, 2.7, 'low', ['encoding-a']],
  ['C5', 1.8, 3.6, 5.4, 'medium', ['encoding-a', 'auda-dp-2021'], 'CBD (central business district)'],
  ['RAH', 1.8, 0.9, 2.7, 'low', ['encoding-a']],
  ['CWC', 2.0, 0, 2.0, 'low', ['encoding-a']],
  ['GE', 1.2, 0, 1.2, 'low', ['encoding-a']],
  ['KZ1', 1.8, 0, 1.8, 'low', ['encoding-a']],
  ['LZ', 1.0, 0.5, 1.5, 'low', ['encoding-a']],
  ['IZ5', 1.0, 0, 1.0, 'low', ['encoding-a']],
];

const zoneRows = ZONES.map(([zone, base, chargeable, max, confidence, sources, match]) =>
  row({
    id: `fsi-${zone.toLowerCase()}`,
    table: 'fsi',
    clause: 'Table 6.5',
    authorities: AHMEDABAD,
    zones: [zone],
    figures: [[{ base, chargeable, max }, sources]],
    unit: 'ratio',
    confidence,
    ...(match ? { digest: { document: DIGEST, section: '6.3.1', match } } : {}),
  }),
);

// General industrial zone: the chargeable 0.8 is for commercial use only.
const industrial = (id: string, uses: Row['uses'], chargeable: number, appliesTo: string) =>
  row({
    id,
    table: 'fsi',
    clause: 'Table 6.5',
    authorities: AHMEDABAD,
    zones: ['IZ1'],
    uses,
    figures: [[{ base: 1.0, chargeable, max: 1.0 + chargeable }, ['encoding-a']]],
    unit: 'ratio',
    applies_to: appliesTo,
    confidence: 'low',
  });

export const FSI_ROWS: TRuleRow[] = [
  ...zoneRows,
  industrial('fsi-iz1-commercial', ['commercial'], 0.8, 'chargeable FSI for commercial use'),
  industrial('fsi-iz1', ['house', 'apartment', 'mixed', 'hotel', 'educational', 'institutional', 'storage', 'industrial'], 0, 'no chargeable FSI except for commercial use'),
  row({
    id: 'fsi-toz',
    table: 'toz_fsi',
    clause: 'Table 6.5 (TOZ overlay)',
    authorities: AHMEDABAD,
    // The overlay leaves out the Core Walled City.
    zones: ['R1', 'R2', 'R3', 'C2', 'C5', 'RAH', 'GE', 'KZ1', 'LZ', 'IZ1', 'IZ5'],
    figures: [[{ max: 4.0 }, ['auda-dp-2021', 'encoding-a']]],
    unit: 'ratio',
    applies_to: 'within 200 m of a BRTS or metro corridor; base FSI of the underlying zone',
    confidence: 'medium',
    digest: { document: DIGEST, section: '6.3.1', match: 'TOZ overlay' },
  }),
  row({
    id: 'fsi-wide-road-36',
    table: 'wide_road_fsi',
    clause: 'Table 6.5 (wide roads, September 2019)',
    bands: { road_width: between('[', 36, 45, ')'), base_fsi: atLeast(1.5) },
    edge_note: 'announced as 36–44 m and 45 m or more; a width between 44 and 45 m is read as the lower band',
    figures: [[{ max: 3.6 }, ['wide-roads-2019']]],
    unit: 'ratio',
    applies_to: 'within 200 m of the wide road; FSI above the base is chargeable',
    confidence: 'medium',
    notified: WIDE_ROADS_2019,
    digest: { document: DIGEST, section: '6.3.1', match: 'Wide roads' },
  }),
  row({
    id: 'fsi-wide-road-45',
    table: 'wide_road_fsi',
    clause: 'Table 6.5 (wide roads, September 2019)',
    bands: { road_width: atLeast(45), base_fsi: atLeast(1.5) },
    figures: [[{ max: 4.0 }, ['wide-roads-2019']]],
    unit: 'ratio',
    applies_to: 'within 200 m of the wide road; FSI above the base is chargeable',
    confidence: 'medium',
    notified: WIDE_ROADS_2019,
    digest: { document: DIGEST, section: '6.3.1', match: 'Wide roads' },
  }),
];

const jantri = (
  id: string,
  percent: number,
  extra: Partial<Parameters<typeof row>[0]> & { sources: TRuleSourceId[]; match: string },
): TRuleRow => {
  const { sources, match, ...rest } = extra;
  return row({
    id,
    table: 'jantri_charge',
    clause: 'Chargeable FSI price (share of jantri)',
    value: [[percent, sources]],
    unit: 'percent_of_jantri',
    confidence: 'medium',
    digest: { document: DIGEST, section: 'TOPIC-JANTRI', match },
    ...rest,
  });
};

const OTHER_ZONES: TCalculatorZone[] = ['C2', 'C5', 'CWC', 'GE', 'KZ1', 'LZ', 'IZ1', 'IZ5'];

/** The price of chargeable FSI as a share of the jantri (land rate), by period. */
export const JANTRI_ROWS: TRuleRow[] = [
  jantri('jantri-residential-2017', 40, { zones: RESIDENTIAL_ZONES, superseded: JANTRI_2023, sources: ['announcement-2017'], match: 'From 2017' }),
  jantri('jantri-residential-2023', 30, { zones: RESIDENTIAL_ZONES, notified: JANTRI_2023, sources: ['jantri-2023'], match: 'R1, R2 and TOZ' }),
  jantri('jantri-other-zones', 40, { zones: OTHER_ZONES, sources: ['announcement-2017'], match: 'From 2017' }),
  jantri('jantri-rah-2017', 40, { zones: ['RAH'], superseded: JANTRI_2023, sources: ['announcement-2017'], match: 'From 2017' }),
  jantri('jantri-rah-2023', 20, { zones: ['RAH'], notified: JANTRI_2023, sources: ['jantri-2023'], match: 'affordable housing', applies_to: 'half of the earlier 40 %' }),
  jantri('jantri-toz-2017', 40, { condition: 'toz', superseded: JANTRI_2023, sources: ['announcement-2017'], match: 'From 2017' }),
  jantri('jantri-toz-residential-2023', 30, { condition: 'toz', uses: ['house', 'apartment'], notified: JANTRI_2023, sources: ['jantri-2023'], match: 'R1, R2 and TOZ' }),
  jantri('jantri-tall-2021', 50, { condition: 'tall_building', notified: TALL_BUILDINGS_2021, superseded: JANTRI_2023, sources: ['tall-buildings-2021'], match: 'Tall buildings above 100 m' }),
  jantri('jantri-tall-2023', 40, { condition: 'tall_building', notified: JANTRI_2023, sources: ['jantri-2023'], match: 'Tall buildings' }),
];
