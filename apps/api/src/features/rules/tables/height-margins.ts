import { above, atLeast, below, between, exactly, upTo } from '../bands.js';
import type { TRuleRow } from '../schema.js';
import { D1_EXCEPT_GMC, MODIFICATION_2018, NON_HOUSE, row } from './define.js';

const HOUSE_EDGES = 'the sources give the plot bands as ranges without saying where an edge falls; the lower edge is read as inclusive';

const height = (id: string, bands: TRuleRow['bands'], metres: number) =>
  row({ id, table: 'height', clause: 'Table 6.23', authorities: D1_EXCEPT_GMC, bands, value: [[metres, ['encoding-a', 'encoding-b']]], unit: 'm', confidence: 'medium' });

/** Table 6.23: maximum building height by the width of the road the plot fronts. */
export const HEIGHT_ROWS: TRuleRow[] = [
  height('height-road-below-9', { road_width: below(9) }, 10),
  row({
    id: 'height-road-exactly-9',
    table: 'height',
    clause: 'Table 6.23',
    authorities: D1_EXCEPT_GMC,
    bands: { road_width: exactly(9) },
    value: [
      [16.5, ['encoding-a']],
      [10, ['encoding-b']],
    ],
    unit: 'm',
    confidence: 'disputed',
    dispute: {
      en: 'Encoding A puts a 9 m road in the 9–12 m band, encoding B in the under-9 m band; the notified wording decides.',
      gu: 'એન્કોડિંગ A 9 મીટરના રસ્તાને 9–12 મીટરના જૂથમાં મૂકે છે, એન્કોડિંગ B 9 મીટરથી ઓછાના જૂથમાં; જાહેરનામાના શબ્દો જ નક્કી કરે છે.',
      hi: 'एन्कोडिंग A 9 मीटर की सड़क को 9–12 मीटर के वर्ग में रखता है, एन्कोडिंग B 9 मीटर से कम के वर्ग में; अधिसूचित शब्द ही तय करते हैं।',
    },
  }),
  height('height-road-9-12', { road_width: between('(', 9, 12, ')') }, 16.5),
  row({
    id: 'height-road-12-18',
    table: 'height',
    clause: 'Table 6.23',
    authorities: D1_EXCEPT_GMC,
    bands: { road_width: between('[', 12, 18, ')') },
    value: [
      [30, ['encoding-a', 'encoding-b']],
      [25, ['announcement-2017', 'surat-report-2018']],
    ],
    unit: 'm',
    confidence: 'disputed',
    dispute: {
      en: 'Both encodings of Table 6.23 give 30 m; the June 2017 announcement and a 2018 Surat report give 25 m.',
      gu: 'Table 6.23 ના બંને એન્કોડિંગ 30 મીટર આપે છે; જૂન 2017 ની જાહેરાત અને 2018 નો સુરતનો એક અહેવાલ 25 મીટર આપે છે.',
      hi: 'Table 6.23 के दोनों एन्कोडिंग 30 मीटर देते हैं; जून 2017 की घोषणा और 2018 की सूरत की एक रिपोर्ट 25 मीटर बताती हैं।',
    },
    digest: { document: 'cgdcr-digest', section: '6.6', match: '12 m to under 18 m' },
  }),
  height('height-road-18-36', { road_width: between('[', 18, 36, ')') }, 45),
  {
    ...height('height-road-36-up', { road_width: atLeast(36) }, 70),
    applies_to: 'the ceiling for ordinary buildings; taller ones fall under the tall-building chapter',
    digest: { document: 'cgdcr-digest', section: '6.6', match: 'Highest limit' },
  },
  row({
    id: 'apartment-road-9',
    table: 'apartment_road',
    clause: 'Table 6.23',
    uses: ['apartment'],
    figures: [[{ min_road_width: 9 }, ['encoding-a', 'encoding-b']]],
    unit: 'm',
    applies_to: 'apartments need a road of at least this width',
    confidence: 'medium',
  }),
];

const roadMargin = (id: string, bands: TRuleRow['bands'], metres: number) =>
  row({ id, table: 'road_margin', clause: 'Table 6.24', bands, value: [[metres, ['encoding-a', 'encoding-b']]], unit: 'm', confidence: 'medium' });

/** Table 6.24: road-side margin by road width, and the disputed rule that raises it with height. */
export const ROAD_MARGIN_ROWS: TRuleRow[] = [
  roadMargin('road-margin-upto-9', { road_width: upTo(9) }, 2.5),
  roadMargin('road-margin-9-15', { road_width: between('(', 9, 15, ']') }, 3.0),
  roadMargin('road-margin-15-18', { road_width: between('(', 15, 18, ')') }, 4.5),
  roadMargin('road-margin-18-30', { road_width: between('[', 18, 30, ')') }, 6.0),
  roadMargin('road-margin-30-45', { road_width: between('[', 30, 45, ')') }, 7.5),
  roadMargin('road-margin-45-up', { road_width: atLeast(45) }, 9.0),
  row({
    id: 'road-margin-by-height',
    table: 'road_margin_height',
    clause: 'Table 6.24',
    figures: [
      [{ follows_side_margin: 1 }, ['encoding-a']],
      [{ height_divisor: 5, minimum: 1.5 }, ['encoding-b']],
    ],
    unit: 'm',
    applies_to: 'the road-side margin is raised to a height-based figure when that is larger',
    confidence: 'disputed',
    dispute: {
      en: 'Encoding A raises it to the side margin for the building height; encoding B to the height divided by 5, at least 1.5 m.',
      gu: 'એન્કોડિંગ A તેને ઇમારતની ઊંચાઈ મુજબના બાજુના માર્જિન સુધી વધારે છે; એન્કોડિંગ B ઊંચાઈને 5 વડે ભાગતાં આવે તેટલું, ઓછામાં ઓછું 1.5 મીટર.',
      hi: 'एन्कोडिंग A इसे भवन की ऊंचाई के अनुसार साइड मार्जिन तक बढ़ाता है; एन्कोडिंग B ऊंचाई को 5 से भाग देने पर जितना आए उतना, कम से कम 1.5 मीटर।',
    },
  }),
];

const sideRear = (id: string, bands: TRuleRow['bands'], metres: number) =>
  row({
    id,
    table: 'side_rear_margin',
    clause: 'Table 6.26',
    uses: NON_HOUSE,
    bands,
    value: [[metres, ['encoding-a', 'encoding-b']]],
    unit: 'm',
    applies_to: 'rear and both sides',
    confidence: 'medium',
  });

const houseRow = (table: 'house_side_margin' | 'house_rear_margin', id: string, plot: TRuleRow['bands']['plot_area'], metres: number, appliesTo: string) =>
  row({
    id,
    table,
    clause: 'Table 6.26 (houses by plot size)',
    uses: ['house'],
    bands: { plot_area: plot },
    value: [[metres, ['encoding-a']]],
    unit: 'm',
    applies_to: appliesTo,
    confidence: 'low',
    edge_note: HOUSE_EDGES,
  });

const smallPlot = (table: 'house_side_margin' | 'house_rear_margin', id: string) =>
  row({
    id,
    table,
    clause: 'Table 6.26 (modification of March 2018)',
    uses: ['house'],
    bands: { plot_area: below(25) },
    value: [[0, ['modification-2018']]],
    unit: 'm',
    applies_to: 'plots under 25 m² keep only the road-side margin',
    confidence: 'medium',
    notified: MODIFICATION_2018,
    digest: { document: 'cgdcr-digest', section: '6.7', match: 'smaller than 25' },
  });

/** Table 6.26: rear and side margins by building height, and for houses by plot size. */
export const SIDE_REAR_ROWS: TRuleRow[] = [
  sideRear('side-rear-upto-16-5', { building_height: upTo(16.5) }, 3.0),
  row({
    id: 'side-rear-16-5-25-small-plot',
    table: 'side_rear_margin',
    clause: 'Table 6.26',
    uses: NON_HOUSE,
    bands: { building_height: between('(', 16.5, 25, ']'), plot_area: upTo(750) },
    value: [
      [4.0, ['encoding-b']],
      [3.0, ['encoding-a']],
    ],
    unit: 'm',
    applies_to: 'rear and both sides',
    confidence: 'disputed',
    dispute: {
      en: 'Encoding A lowers the margin to 3.0 m on plots up to 750 m²; encoding B keeps 4.0 m.',
      gu: 'એન્કોડિંગ A 750 m² સુધીના પ્લોટ પર માર્જિન ઘટાડીને 3.0 મીટર કરે છે; એન્કોડિંગ B 4.0 મીટર જ રાખે છે.',
      hi: 'एन्कोडिंग A 750 m² तक के भूखंडों पर मार्जिन घटाकर 3.0 मीटर करता है; एन्कोडिंग B 4.0 मीटर ही रखता है।',
    },
  }),
  sideRear('side-rear-16-5-25', { building_height: between('(', 16.5, 25, ']'), plot_area: above(750) }, 4.0),
  sideRear('side-rear-25-45', { building_height: between('(', 25, 45, ']') }, 6.0),
  sideRear('side-rear-45-up', { building_height: above(45) }, 8.0),
  smallPlot('house_side_margin', 'house-side-below-25'),
  houseRow('house_side_margin', 'house-side-25-80', between('[', 25, 80, ')'), 1.0, 'one side'),
  houseRow('house_side_margin', 'house-side-80-150', between('[', 80, 150, ')'), 1.5, 'one side'),
  houseRow('house_side_margin', 'house-side-150-300', between('[', 150, 300, ')'), 1.5, 'one side'),
  houseRow('house_side_margin', 'house-side-300-500', between('[', 300, 500, ']'), 2.0, 'both sides'),
  houseRow('house_side_margin', 'house-side-500-up', above(500), 3.0, 'both sides'),
  smallPlot('house_rear_margin', 'house-rear-below-25'),
  houseRow('house_rear_margin', 'house-rear-150-300', between('[', 150, 300, ')'), 2.0, 'rear'),
  houseRow('house_rear_margin', 'house-rear-300-500', between('[', 300, 500, ']'), 3.0, 'rear'),
  houseRow('house_rear_margin', 'house-rear-500-up', above(500), 3.0, 'rear'),
];
