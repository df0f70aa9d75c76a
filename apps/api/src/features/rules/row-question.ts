import type { TCalculatorAuthority, TCalculatorUse, TCalculatorZone } from '@app/sdk/contracts';
import { asciiDigits } from '../retrieval/normalize.js';
import { inBand } from './bands.js';
import { inForce } from './lookup.js';
import { authorityIn, measuresIn, type Measures, useIn, zoneIn } from './plot-question.js';
import type { TBandInput, TRuleRow, TRuleTableId } from './schema.js';
import { RULE_ROWS } from './tables/index.js';

/**
 * A question that gives a measurement (a road width, a height, a plot or floor area) about a
 * topic the rule data holds, read as one language-independent request: which tables, the
 * measurements, and the authority, zone and use when named. The rows whose bands hold those
 * measurements are the answer ("a 20 m road" → the row "road 18 m to under 36 m"), not the table.
 */
export interface RowQuestion {
  tables: TRuleTableId[];
  measures: Measures;
  authority?: TCalculatorAuthority;
  zone?: TCalculatorZone;
  use?: TCalculatorUse;
  toz: boolean;
}

/** The tables each held topic (answers/scope.ts) has banded rows in. */
const TOPIC_TABLES: Record<string, readonly TRuleTableId[]> = {
  margins: ['road_margin', 'side_rear_margin', 'house_side_margin', 'house_rear_margin'],
  parking: ['parking'],
  lifts_stairs: ['stairs', 'lifts'],
  fire: ['fire_certificate'],
  tall: ['tall_building'],
  fsi: ['wide_road_fsi'],
  height: ['height', 'tall_building'],
};

/**
 * Words that narrow a topic to some of its tables ("front margin" is the road-side one, "stair
 * width" not the lifts), in English, Gujarati, Hindi and Latin letters. A topic none of whose
 * narrowing words appear keeps all its tables.
 */
const NARROWING: { words: RegExp; tables: readonly TRuleTableId[] }[] = [
  { words: /\b(?:front|road[- ]?side|road facing)\b|આગળ|રોડ\s*બાજુ|રસ્તા\s*બાજુ|સામે|सामने|आगे|सड़क\s*की\s*ओर|रोड\s*साइड/iu, tables: ['road_margin'] },
  {
    words: /\b(?:side|rear|back|sides)\b|બાજુ|પાછળ|સાઇડ|સાઈડ|साइड|पीछे|पिछला|बगल/iu,
    tables: ['side_rear_margin', 'house_side_margin', 'house_rear_margin'],
  },
  { words: /\b(?:stairs?|staircases?|seedhi|sidi|sidhi|dadar|dadra)\b|દાદર|સીડી|सीढ़ी|सीढ़ियां|सीढी/iu, tables: ['stairs'] },
  { words: /\b(?:lifts?|elevators?)\b|લિફ્ટ|लिफ्ट/iu, tables: ['lifts'] },
];

const TOZ = /\bTOZ\b|transit[- ]oriented|ટીઓઝેડ|ટ્રાન્ઝિટ|टीओज़ेड|टीओजेड|ट्रांजिट/iu;
/** More rows than this and the question is about the table, not one case: retrieval answers it. */
const MAX_ROWS = 6;

const MEASURED: readonly TBandInput[] = ['road_width', 'building_height', 'plot_area', 'floor_area'];

/** The request a question makes of the rule data, or null when it gives no measurement for a table of its topics. */
export function parseRowQuestion(question: string, topics: readonly string[]): RowQuestion | null {
  const text = asciiDigits(question.normalize('NFC'));
  const measures = measuresIn(text);
  if (Object.keys(measures).length === 0) return null;
  let tables = [...new Set(topics.flatMap((t) => TOPIC_TABLES[t] ?? []))];
  const narrowed = NARROWING.filter((n) => n.words.test(text)).flatMap((n) => n.tables);
  if (narrowed.some((t) => tables.includes(t))) tables = tables.filter((t) => narrowed.includes(t));
  if (tables.length === 0) return null;
  const authority = authorityIn(text);
  const zone = zoneIn(text);
  const use = useIn(text);
  return { tables, measures, toz: TOZ.test(text), ...(authority ? { authority } : {}), ...(zone ? { zone } : {}), ...(use ? { use } : {}) };
}

/** Whether a row holds the request: its scope, and a band on a given measurement that holds it (bands on others are left open). */
function holds(row: TRuleRow, q: RowQuestion, asOf: string): boolean {
  if (!q.tables.includes(row.table) || !inForce(row, asOf)) return false;
  if (q.authority && !row.authorities.includes(q.authority)) return false;
  if (q.zone && row.zones && !row.zones.includes(q.zone)) return false;
  if (q.use && row.uses && !row.uses.includes(q.use)) return false;
  if (row.condition === 'toz' && !q.toz) return false;
  let banded = false;
  for (const input of MEASURED) {
    const band = row.bands[input];
    const value = q.measures[input as keyof Measures];
    if (!band || value === undefined) continue;
    if (!inBand(band, value)) return false;
    banded = true;
  }
  return banded;
}

/**
 * The rows the request selects, in table order, or null when none does or too many do (the
 * question is then about the table). A row with an overlay wins over the plain rows of its table.
 */
export function rowsForQuestion(q: RowQuestion, asOf: string, rows: readonly TRuleRow[] = RULE_ROWS): TRuleRow[] | null {
  const found = rows.filter((row) => holds(row, q, asOf));
  const chosen = found.filter((row) => row.condition || !found.some((other) => other.table === row.table && other.condition));
  return chosen.length > 0 && chosen.length <= MAX_ROWS ? chosen : null;
}
