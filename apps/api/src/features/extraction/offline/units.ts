import type { TMaterialUnit } from '@app/sdk/contracts';

/**
 * Unit words as builders write them (English abbreviations, Gujarati, Hindi, Gujlish) → the 15
 * units. `factor` converts units that are not among the 15 (quintal → 100 kg). Brass stays brass:
 * it is one of the 15 units (1 brass = 100 cft), so a sand or aggregate order keeps the unit the
 * buyer used rather than being converted to cft.
 */
const ALIASES: [TMaterialUnit, string[], number?][] = [
  ['bags', ['bags', 'bag', 'bori', 'boris', 'bories', 'bora', 'thaili', 'thaila', 'katta', 'kattas', 'બોરી', 'બોરા', 'કટ્ટા', 'થેલી', 'बोरी', 'बोरा', 'थैली', 'थैले', 'कट्टा']],
  ['ton', ['mt', 'm.t', 'm.t.', 'mts', 'ton', 'tons', 'tonne', 'tonnes', 'tn', 'टन', 'ટન', 'ton.']],
  ['kg', ['kg', 'kgs', 'kg.', 'kilo', 'kilos', 'kilogram', 'kilograms', 'કિલો', 'किलो', 'किग्रा']],
  ['kg', ['quintal', 'quintals', 'qtl', 'qtls', 'ક્વિન્ટલ', 'क्विंटल'], 100],
  ['nos', ['nos', 'nos.', 'no', 'no.', 'point', 'points', 'p. point', 'p.point', 'p point', 'pts', 'number', 'numbers', 'each', 'ea', 'set', 'sets', 'pair', 'pairs', 'unit', 'units', 'sheet', 'sheets', 'box', 'boxes', 'nang', 'નંગ', 'नग', 'नंबर']],
  ['pieces', ['pcs', 'pcs.', 'pc', 'pc.', 'piece', 'pieces', 'પીસ', 'पीस']],
  ['cum', ['cum', 'cu.m', 'cu.m.', 'cu m', 'cbm', 'cu.mtr', 'cu. mtr', 'cu mtr', 'cumtr', 'cu.mt', 'cu. m', 'cu.metre', 'cubic mtr', 'cmt.', 'm3', 'm³', 'cubic meter', 'cubic meters', 'cubic metre', 'cubic metres', 'cmt', 'ઘનમીટર', 'घन मीटर']],
  ['cft', ['cft', 'cu.ft', 'cu.ft.', 'cu ft', 'cft.', 'ft3', 'cubic feet', 'cubic foot']],
  ['sqft', ['sqft', 'sq.ft', 'sq.ft.', 'sq ft', 'sft', 'sq. ft.', 'sq. ft', 'square feet', 'square foot', 'ft2', 'ચોરસ ફૂટ', 'वर्ग फुट']],
  ['sqm', ['sqm', 'sq.m', 'sq.m.', 'sq m', 'sq. m', 'sq. m.', 'sqmt', 'sq.mt', 'sq.mt.', 'sq.mtr', 'sq. mtr', 'sq mtr', 'sqmtr', 'sq. mtr.', 'sq.metre', 'sq. metre', 'square mtr', 'smt', 'm2', 'm²', 'square meter', 'square meters', 'square metre', 'square metres', 'वर्ग मीटर']],
  ['rmt', ['rmt', 'r.mt', 'r.mt.', 'rm', 'r.m', 'r.m.', 'rmtr', 'r.mtr', 'r. mtr', 'rmt.', 'rn.m', 'running mtr', 'lin.m', 'linear metre', 'linear meter', 'running meter', 'running meters', 'running metre', 'running metres', 'rmtrs']],
  ['meters', ['m', 'mtr', 'mtrs', 'mtr.', 'meter', 'meters', 'metre', 'metres', 'મીટર', 'मीटर']],
  ['liters', ['l', 'ltr', 'ltrs', 'ltr.', 'lit', 'litre', 'litres', 'liter', 'liters', 'લીટર', 'લિટર', 'लीटर']],
  ['brass', ['brass', 'bras', 'બ્રાસ', 'ब्रास']],
  ['bundle', ['bundle', 'bundles', 'bdl', 'bdls', 'બંડલ', 'बंडल']],
  ['coil', ['coil', 'coils', 'roll', 'rolls', 'કોઇલ', 'कॉइल']],
];

export interface UnitMatch {
  unit: TMaterialUnit;
  factor: number;
}

const TABLE = new Map<string, UnitMatch>();
for (const [unit, words, factor = 1] of ALIASES) for (const word of words) TABLE.set(word, { unit, factor });

/** Longest first, so "sq ft" is tried before "sq" and "cu.m" before "m". */
export const UNIT_WORDS = [...TABLE.keys()].sort((a, b) => b.length - a.length);

/** The unit a word names, ignoring case, surrounding dots and spaces; null when it is not a unit. */
export function unitOf(text: string): UnitMatch | null {
  const key = text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^\.+|\s+$/g, '');
  return TABLE.get(key) ?? TABLE.get(key.replace(/\.$/, '')) ?? TABLE.get(key.replace(/[\s.]/g, '')) ?? null;
}
