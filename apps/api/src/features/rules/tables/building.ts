import { above, atLeast, below, between, upTo } from '../bands.js';
import type { TRuleRow } from '../schema.js';
import { D1, FIRE_SPECIAL, NON_HOUSE, NON_RESIDENTIAL, TALL_BUILDINGS_2021, row } from './define.js';

const PARKING_GUIDE = 'parking-norms-guide';

/** Ground coverage, parking, car-space size (Table 6.22, Table 6.44 and the parking notes). */
export const PARKING_ROWS: TRuleRow[] = [
  row({
    id: 'ground-coverage-apartment',
    table: 'ground_coverage',
    clause: 'Table 6.22',
    uses: ['apartment'],
    value: [[40, ['encoding-b']]],
    unit: 'percent',
    applies_to: 'of the plot; its only source marks the figure as a placeholder',
    confidence: 'low',
  }),
  row({
    id: 'parking-house',
    table: 'parking',
    clause: 'Table 6.44',
    uses: ['house'],
    figures: [[{ free_up_to: 100, first_car_up_to: 300, per_further: 100 }, ['encoding-a']]],
    unit: 'm2',
    applies_to: 'plinth area: no car up to 100 m², one car up to 300 m², one more per further 100 m²',
    confidence: 'low',
  }),
  row({
    id: 'parking-apartment',
    table: 'parking',
    clause: 'Table 6.44',
    uses: ['apartment'],
    value: [[20, ['encoding-a']]],
    unit: 'percent',
    applies_to: 'of the utilised FSI area',
    confidence: 'low',
  }),
  ...(
    [
      ['parking-other-upto-750', upTo(750), 30],
      ['parking-other-750-2000', between('(', 750, 2000, ']'), 40],
      ['parking-other-above-2000', above(2000), 50],
    ] as const
  ).map(([id, plot, percent]) =>
    row({
      id,
      table: 'parking',
      clause: 'Table 6.44',
      uses: NON_RESIDENTIAL,
      bands: { plot_area: plot },
      value: [[percent, ['encoding-a']]],
      unit: 'percent',
      applies_to: 'of the utilised FSI area',
      confidence: 'low',
    }),
  ),
  row({
    id: 'visitor-parking-residential',
    table: 'visitor_parking',
    clause: 'Table 6.44',
    uses: ['apartment'],
    value: [[10, ['visitor-parking-press', 'encoding-a']]],
    unit: 'percent',
    applies_to: 'of the required parking',
    confidence: 'medium',
    digest: { document: PARKING_GUIDE, section: 'PK-VISITOR', match: 'at least 10%' },
  }),
  row({
    id: 'visitor-parking-non-residential',
    table: 'visitor_parking',
    clause: 'Table 6.44',
    uses: NON_RESIDENTIAL,
    value: [
      [20, ['encoding-a']],
      [30, ['visitor-parking-press']],
    ],
    unit: 'percent',
    applies_to: 'of the required parking',
    confidence: 'disputed',
    dispute: {
      en: 'Encoding A gives 20 %; an expert quoted in the press in 2025 gives up to 30 % for commercial and mixed use.',
      gu: 'એન્કોડિંગ A 20 % આપે છે; 2025 માં અખબારમાં ટાંકેલા એક નિષ્ણાત વાણિજ્ય અને મિશ્ર ઉપયોગ માટે 30 % સુધી કહે છે.',
      hi: 'एन्कोडिंग A 20 % देता है; 2025 में अख़बार में उद्धृत एक विशेषज्ञ वाणिज्यिक और मिश्रित उपयोग के लिए 30 % तक बताते हैं।',
    },
    digest: { document: PARKING_GUIDE, section: 'PK-VISITOR', match: 'up to 30%' },
  }),
  row({
    id: 'car-space',
    table: 'car_space',
    clause: 'Table 6.44',
    figures: [[{ width: 2.5, length: 5.5 }, ['encoding-a']]],
    unit: 'm',
    applies_to: 'one car space, without the aisle',
    confidence: 'low',
  }),
];

const stair = (id: string, uses: TRuleRow['uses'], bands: TRuleRow['bands'], metres: number) =>
  row({ id, table: 'stairs', clause: 'Part III, Table 13.2', uses, bands, value: [[metres, ['encoding-a', 'encoding-b']]], unit: 'm', applies_to: 'clear width of a staircase', confidence: 'low' });

const lift = (id: string, uses: TRuleRow['uses'], bands: TRuleRow['bands'], count: number, confidence: 'medium' | 'low', appliesTo: string) =>
  row({ id, table: 'lifts', clause: 'Part III, 13.12', uses, bands, value: [[count, ['encoding-a']]], unit: 'count', applies_to: appliesTo, confidence });

const fire = (id: string, uses: TRuleRow['uses'], bands: TRuleRow['bands'], needed: 0 | 1, match: string, appliesTo: string) =>
  row({
    applies_to: appliesTo,
    id,
    table: 'fire_certificate',
    clause: 'Fire Rules 2014, rule 23(2); Fire Regulations 2023, regulation 5',
    uses,
    bands,
    value: [[needed, ['fire-rules']]],
    unit: 'yes_no',
    confidence: 'medium',
    notified: '2021-01-22',
    amended: ['2023-12-13'],
    digest: { document: 'fire-safety-thresholds', section: 'FS-WHO', match },
  });

const tall = (id: string, bands: TRuleRow['bands'], minPlot: number, match: string) =>
  row({
    id,
    table: 'tall_building',
    clause: 'CGDCR tall-building chapter (2021)',
    authorities: D1,
    bands,
    figures: [[{ min_plot_area: minPlot, min_road_width: 30, min_base_fsi: 1.2, max_fsi: 5.4 }, ['tall-buildings-2021']]],
    unit: 'm2',
    applies_to: 'conditions for a building above 100 m',
    confidence: 'medium',
    notified: TALL_BUILDINGS_2021,
    digest: { document: 'cgdcr-digest', section: 'TOPIC-TALL', match },
  });

/** Stairs, lifts, the fire-certificate threshold and the tall-building conditions. */
export const SERVICE_ROWS: TRuleRow[] = [
  stair('stairs-house', ['house'], {}, 1.0),
  stair('stairs-apartment-upto-12', ['apartment'], { building_height: upTo(12) }, 1.2),
  stair('stairs-apartment-12-25', ['apartment'], { building_height: between('(', 12, 25, ']') }, 1.5),
  stair('stairs-apartment-above-25', ['apartment'], { building_height: above(25) }, 2.0),
  stair('stairs-other-upto-25', NON_RESIDENTIAL, { building_height: upTo(25) }, 1.5),
  stair('stairs-other-above-25', NON_RESIDENTIAL, { building_height: above(25) }, 2.0),
  lift('lifts-house', ['house'], {}, 0, 'medium', 'houses need no lift'),
  lift('lifts-upto-10', NON_HOUSE, { building_height: upTo(10) }, 0, 'medium', 'no lift required up to 10 m'),
  lift('lifts-10-25', NON_HOUSE, { building_height: between('(', 10, 25, ']') }, 1, 'medium', 'a lift is required above 10 m'),
  lift('lifts-above-25', NON_HOUSE, { building_height: above(25) }, 2, 'low', 'at least two lifts, one of them a fire lift'),
  fire('fire-high-rise', null, { building_height: atLeast(15) }, 1, 'high-rise', 'every building 15 m or taller'),
  fire('fire-special-large-floor', FIRE_SPECIAL, { building_height: below(15), floor_area: above(500) }, 1, 'Special buildings', 'a special building with more than 500 m² on a floor'),
  fire('fire-special-small-floor', FIRE_SPECIAL, { building_height: below(15), floor_area: upTo(500) }, 0, 'Special buildings', 'a special building with no floor above 500 m²'),
  fire('fire-residential-low', ['house', 'apartment'], { building_height: below(15) }, 0, 'high-rise', 'a residential building under 15 m'),
  tall('tall-100-150', { building_height: between('(', 100, 150, ']') }, 2500, '100 m to 150 m'),
  tall('tall-above-150', { building_height: above(150) }, 3500, 'Minimum plot, above 150 m'),
];
