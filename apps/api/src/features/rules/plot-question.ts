import type { TCalculatorAuthority, TCalculatorUse, TCalculatorZone } from '@app/sdk/contracts';
import { asciiDigits } from '../retrieval/normalize.js';

/**
 * Reads the calculator's inputs out of a chat question in English, Gujarati or Hindi: "what can
 * I build on a 500 m² R1 plot on a 12 m road in Ahmedabad", "AUDA R1 ઝોનમાં ૫૦૦ ચો.મી. પ્લોટ,
 * ૧૨ મીટર રસ્તો". Only a question about a plot that gives its area (or asks what can be built on
 * it) is a calculator question; other questions go to retrieval as before.
 */

/** Inputs a calculator answer cannot do without; the chat asks for the missing ones by name. */
export const REQUIRED_PLOT_INPUTS = ['authority', 'zone', 'plot_area', 'road_width'] as const;
export type TRequiredPlotInput = (typeof REQUIRED_PLOT_INPUTS)[number];

export interface PlotQuestion {
  authority?: TCalculatorAuthority;
  zone?: TCalculatorZone;
  use?: TCalculatorUse;
  /** m² (converted from sq ft and sq yd / vaar) */
  plot_area?: number;
  /** m */
  road_width?: number;
  /** m */
  building_height?: number;
  toz?: true;
  /** ₹ per m² */
  jantri_rate?: number;
  missing: TRequiredPlotInput[];
}

const SQ_FT = 0.09290304;
/** A vaar (var) is the square yard Gujarat sells land in. */
const SQ_YD = 0.83612736;

const NUMBER = String.raw`(\d+(?:,\d{2,3})*(?:\.\d+)?)`;
const AREA_UNITS: { pattern: string; factor: number }[] = [
  { pattern: String.raw`(?:sq\.?\s*(?:ft|feet|foot)|square\s+(?:feet|foot)|ft2|ft²|cho(?:r[ae]s|rus)\s*(?:fut|foot|feet|ft)|ચો(?:રસ|\.)\s*ફૂટ|ચો\.\s*ફૂ\.?|वर्ग\s*(?:फ़?ुट|फीट)|स्क्वायर\s*फीट)`, factor: SQ_FT },
  { pattern: String.raw`(?:sq\.?\s*(?:yd|yards?)|square\s+yards?|vaar|vaars|var|varas?|વાર|ચો(?:રસ|\.)\s*વાર|गज|वर्ग\s*गज)`, factor: SQ_YD },
  { pattern: String.raw`(?:m²|m2|sq\.?\s*m(?:etres?|eters?|trs?|ts?)?\.?|sqm|square\s+m(?:etres?|eters?)|cho(?:r[ae]s|rus)\s*m(?:[ie]t[ae]r|eter|tr)|varg\s*m(?:eter|itar|tr)|ચો(?:રસ|\.)\s*મી(?:ટર|\.)?|ચોમી|वर्ग\s*मी(?:टर|\.)?|व\.\s*मी\.?|स्क्वायर\s*मीटर)`, factor: 1 },
];
// A Gujarati case ending may join the unit ("૨૪ મીટરના રોડ").
const LENGTH_UNIT = String.raw`(?:m|mt|mtr|mtrs|metres?|meters?|mitar|metar|miter|મીટર(?:ના|નો|ની|નું|ને|થી|માં)?|મી\.|मीटर|मी\.)`;
const END = String.raw`(?![\p{L}\p{M}\p{N}])`;

const PLOT_WORDS = /\b(?:plot|plots|site|land|parcel)\b|પ્લોટ|જમીન|प्लॉट|प्लाट|भूखंड|ज़मीन|जमीन/iu;
const BUILD_INTENT = /\bwhat\s+can\s+i\s+build\b|\bhow\s+much\s+can\s+i\s+build\b|શું\s+બાંધી\s+શકાય|કેટલું\s+બાંધકામ|क्या\s+बना\s+सकत|कितना\s+निर्माण/iu;
const ROAD_WORDS = /\b(?:road|roads|street|rd|rasta|rasto|raste|sadak|sarak|marg|wide|width|chauda|chaudi|paholo|pahola)\b|રસ્તા|રસ્તો|રોડ|સડક|પહોળ|सड़क|सडक|रोड|मार्ग|चौड़/giu;
const HEIGHT_WORDS = /\b(?:tall|high|height|storey|building|unchi|unchai|uchai|unchu|uncha|uche|uchi|unche|oonchi)\b|ઊંચ|ઉંચ|ઊંચાઈ|ઇમારત|મકાન|ऊंच|ऊँच|ऊंचाई|इमारत|भवन/giu;
/** A floor's area ("600 m² on a floor", "per floor") rather than the plot's. */
const FLOOR_WORDS = /\b(?:floor|floors|storey|built[- ]up)\b|માળ|ફ્લોર|मंजिल|मंज़िल|फ्लोर|तल/giu;
const PLOT_AREA_WORDS = /\b(?:plot|plots|site|land)\b|પ્લોટ|જમીન|प्लॉट|प्लाट|भूखंड|ज़मीन|जमीन/giu;

/** A city names its development authority, whose plan the zones belong to. */
const AUTHORITY_WORDS: [RegExp, TCalculatorAuthority][] = [
  [/\bahmedabad\b|અમદાવાદ|अहमदाबाद/iu, 'AUDA'],
  [/\bsurat\b|સુરત|सूरत/iu, 'SUDA'],
  [/\b(?:vadodara|baroda)\b|વડોદરા|वडोदरा/iu, 'VUDA'],
  [/\brajkot\b|રાજકોટ|राजकोट/iu, 'RUDA'],
  [/\bgandhinagar\b|ગાંધીનગર|गांधीनगर/iu, 'GUDA'],
];

const ZONE_LETTERS: [RegExp, string][] = [
  [/આર|आर/gu, 'R'],
  [/સી|सी/gu, 'C'],
];
const ZONE = /(?<![\p{L}\p{N}])(RAH|CWC|KZ1|IZ1|IZ5|R[123]|C[25]|LZ|GE)(?![\p{L}\p{N}])/u;

const USE_WORDS: [RegExp, TCalculatorUse][] = [
  [/\b(?:mixed[- ]use|mixed)\b|મિશ્ર|मिश्रित/iu, 'mixed'],
  [/\b(?:hotels?)\b|હોટલ|હોટેલ|होटल/iu, 'hotel'],
  [/\b(?:schools?|colleges?|educational)\b|શાળા|સ્કૂલ|કોલેજ|स्कूल|विद्यालय|कॉलेज/iu, 'educational'],
  [/\b(?:hospitals?|institutional)\b|હોસ્પિટલ|अस्पताल/iu, 'institutional'],
  [/\b(?:warehouses?|godowns?|storage)\b|ગોડાઉન|વેરહાઉસ|गोदाम/iu, 'storage'],
  [/\b(?:factory|factories|industrial)\b|ફેક્ટરી|ઔદ્યોગિક|कारखान|औद्योगिक/iu, 'industrial'],
  [/\b(?:shops?|offices?|commercial|showrooms?)\b|દુકાન|ઓફિસ|કોમર્શિયલ|વાણિજ્ય|दुकान|कार्यालय|ऑफिस|कमर्शियल|व्यावसायिक/iu, 'commercial'],
  [/\b(?:apartments?|flats?)\b|ફ્લેટ|એપાર્ટમેન્ટ|फ्लैट|अपार्टमेंट/iu, 'apartment'],
  [/\b(?:house|houses|bungalows?|bunglows?|banglow|villa|home|dwelling|ghar|makan)\b|બંગલો|બંગલા|ઘર|ટેનામેન્ટ|बंगला|बंगले|घर|मकान/iu, 'house'],
];

/** The rate after the word "jantri": a number of its own (not the 1 of "R1"), not a length or area. */
const JANTRI = /(?:jantri|જંત્રી|जंत्री)[^\d]{0,30}?(?<![\p{L}\p{N}])(\d+(?:,\d{2,3})*(?:\.\d+)?)(?![\p{L}\p{N}]|\s*(?:m\b|m²|sq|ચો|મીટર|वर्ग|मीटर))/iu;
const TOZ = /\bTOZ\b|transit[- ]oriented|ટીઓઝેડ|ટ્રાન્ઝિટ|टीओज़ेड|टीओजेड|ट्रांजिट/iu;

const numberOf = (text: string) => Number(text.replace(/,/g, ''));
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The plot's area in m², whatever unit it was given in. */
function areaIn(text: string): { value: number; index: number; length: number } | null {
  for (const unit of AREA_UNITS) {
    const match = new RegExp(`${NUMBER}\\s*${unit.pattern}${END}`, 'iu').exec(text);
    if (match) return { value: round2(numberOf(match[1] ?? '') * unit.factor), index: match.index, length: match[0].length };
  }
  return null;
}

/** Every area the question gives, in m², each with where it stands. */
function areasIn(text: string): { value: number; index: number; length: number }[] {
  const out: { value: number; index: number; length: number }[] = [];
  for (const unit of AREA_UNITS) {
    for (const match of text.matchAll(new RegExp(`${NUMBER}\\s*${unit.pattern}${END}`, 'giu'))) {
      if (out.some((a) => match.index < a.index + a.length && a.index < match.index + match[0].length)) continue;
      out.push({ value: round2(numberOf(match[1] ?? '') * unit.factor), index: match.index, length: match[0].length });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The distance from a span to the nearest word of a kind, within a short window either side. */
function nearest(text: string, start: number, end: number, words: RegExp, window = 28): number {
  let best = Number.POSITIVE_INFINITY;
  for (const match of text.matchAll(words)) {
    const distance = match.index >= end ? match.index - end : start - (match.index + match[0].length);
    if (distance >= 0 && distance <= window) best = Math.min(best, distance);
  }
  return best;
}

/**
 * Which of two kinds of word names a measurement: the nearest word after it when either kind
 * follows ("a 20 m wide road", "૨૦ મીટર ઊંચી ઇમારત"), else the nearest before ("a road of 20 m").
 */
function namedBy(text: string, start: number, end: number, first: RegExp, second: RegExp): 'first' | 'second' | null {
  const after = (words: RegExp) => nearest(text.slice(end), 0, 0, words);
  const before = (words: RegExp) => nearest(text.slice(0, start), start, start, words);
  for (const [a, b] of [
    [after(first), after(second)],
    [before(first), before(second)],
  ] as const) {
    if (a < b) return 'first';
    if (b < a) return 'second';
  }
  return null;
}

/** Road width and building height: each length is what its nearest road or height word says it is. */
function lengthsIn(text: string, area: { index: number; length: number } | null) {
  const out: { road_width?: number; building_height?: number } = {};
  for (const match of text.matchAll(new RegExp(`${NUMBER}\\s*${LENGTH_UNIT}${END}`, 'giu'))) {
    if (area && match.index >= area.index && match.index < area.index + area.length) continue;
    const end = match.index + match[0].length;
    const named = namedBy(text, match.index, end, ROAD_WORDS, HEIGHT_WORDS);
    const value = numberOf(match[1] ?? '');
    if (named === 'first' && out.road_width === undefined) out.road_width = value;
    else if (named === 'second' && out.building_height === undefined) out.building_height = value;
  }
  return out;
}

/** The measurements a question gives, each named by the nearest word: road width, building height, plot or floor area. */
export type Measures = Partial<Record<'road_width' | 'building_height' | 'plot_area' | 'floor_area', number>>;

export function measuresIn(question: string): Measures {
  const text = asciiDigits(question.normalize('NFC'));
  const areas = areasIn(text);
  const out: Measures = {};
  for (const area of areas) {
    const end = area.index + area.length;
    const floor = namedBy(text, area.index, end, FLOOR_WORDS, PLOT_AREA_WORDS) === 'first';
    const key = floor ? 'floor_area' : 'plot_area';
    if (out[key] === undefined) out[key] = area.value;
  }
  let rest = text;
  for (const area of areas) rest = rest.slice(0, area.index) + ' '.repeat(area.length) + rest.slice(area.index + area.length);
  return { ...out, ...lengthsIn(rest, null) };
}

/** The use a question names ("an office", "a bungalow"), if any. */
export const useIn = (text: string): TCalculatorUse | undefined => USE_WORDS.find(([words]) => words.test(text))?.[1];

export function zoneIn(text: string): TCalculatorZone | undefined {
  let latin = text;
  for (const [letters, latinLetter] of ZONE_LETTERS) latin = latin.replace(letters, latinLetter);
  // "R-1", "R 1" and "आर1" all name zone R1.
  latin = latin.toUpperCase().replace(/(?<![\p{L}\p{N}])([RCI]Z?|KZ)[\s-]?(\d)(?!\d)/gu, '$1$2');
  return ZONE.exec(latin)?.[1] as TCalculatorZone | undefined;
}

export function authorityIn(text: string): TCalculatorAuthority | undefined {
  const code = /\b(AUDA|AMC|GUDA|GMC|SUDA|SMC|VUDA|VMC|RUDA|RMC)\b/i.exec(text)?.[1];
  if (code) return code.toUpperCase() as TCalculatorAuthority;
  return AUTHORITY_WORDS.find(([words]) => words.test(text))?.[1];
}

/** The calculator inputs a question gives, or null when it is not a question about one plot. */
export function parsePlotQuestion(question: string): PlotQuestion | null {
  const text = asciiDigits(question.normalize('NFC'));
  const area = areaIn(text);
  if (!PLOT_WORDS.test(text) || !(area || BUILD_INTENT.test(text))) return null;
  const found: Omit<PlotQuestion, 'missing'> = {
    ...lengthsIn(text, area),
    authority: authorityIn(text),
    zone: zoneIn(text),
    use: useIn(text),
    ...(area ? { plot_area: area.value } : {}),
    ...(TOZ.test(text) ? { toz: true as const } : {}),
  };
  const jantri = JANTRI.exec(text)?.[1];
  if (jantri) found.jantri_rate = numberOf(jantri);
  const defined = Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as Omit<PlotQuestion, 'missing'>;
  return { ...defined, missing: REQUIRED_PLOT_INPUTS.filter((key) => defined[key] === undefined) };
}
