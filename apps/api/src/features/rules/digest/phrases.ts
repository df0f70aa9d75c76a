import type { TLanguageCode, TRuleConfidence } from '@app/sdk/contracts';
import type { TBandInput, TRuleRow, TRuleTableId } from '../schema.js';

/** The languages the digest's rule rows are written in: the PDF is English, answers quote gu/hi. */
export type DigestLanguage = TLanguageCode;
type Words = Record<DigestLanguage, string>;

/** Column headers (no digits: the chunker reads a first row without digits as the header). */
export const HEADERS: Record<DigestLanguage, [string, string, string, string, string, string]> = {
  en: ['Rule', 'Clause', 'Applies to', 'Figure', 'Confidence', 'In force'],
  gu: ['નિયમ', 'કલમ', 'કોને લાગુ', 'આંકડો', 'વિશ્વાસ', 'અમલ'],
  hi: ['नियम', 'खंड', 'किस पर लागू', 'आंकड़ा', 'विश्वास', 'लागू अवधि'],
};

/** What each table gives, named in the row's first cell. */
export const TABLE_LABELS: Record<TRuleTableId, Words> = {
  fsi: { en: 'FSI', gu: 'એફએસઆઈ', hi: 'एफएसआई' },
  toz_fsi: { en: 'FSI in the TOZ', gu: 'TOZ માં એફએસઆઈ', hi: 'TOZ में एफएसआई' },
  wide_road_fsi: { en: 'FSI on wide roads', gu: 'પહોળા રસ્તા પર એફએસઆઈ', hi: 'चौड़ी सड़क पर एफएसआई' },
  jantri_charge: { en: 'Price of chargeable FSI', gu: 'ચાર્જેબલ એફએસઆઈની કિંમત', hi: 'चार्जेबल एफएसआई की कीमत' },
  height: { en: 'Maximum height', gu: 'મહત્તમ ઊંચાઈ', hi: 'अधिकतम ऊंचाई' },
  apartment_road: { en: 'Road for apartments', gu: 'ફ્લેટ માટે રસ્તો', hi: 'फ्लैट के लिए सड़क' },
  road_margin: { en: 'Road-side margin', gu: 'રસ્તા તરફનું માર્જિન', hi: 'सड़क की ओर का मार्जिन' },
  road_margin_height: { en: 'Road-side margin by height', gu: 'ઊંચાઈ મુજબ રસ્તા તરફનું માર્જિન', hi: 'ऊंचाई के अनुसार सड़क की ओर का मार्जिन' },
  side_rear_margin: { en: 'Side and rear margins', gu: 'બાજુ અને પાછળનાં માર્જિન', hi: 'साइड और पिछला मार्जिन' },
  house_side_margin: { en: 'Side margin of a house', gu: 'મકાનનું બાજુનું માર્જિન', hi: 'मकान का साइड मार्जिन' },
  house_rear_margin: { en: 'Rear margin of a house', gu: 'મકાનનું પાછળનું માર્જિન', hi: 'मकान का पिछला मार्जिन' },
  ground_coverage: { en: 'Ground coverage', gu: 'ગ્રાઉન્ડ કવરેજ', hi: 'ग्राउंड कवरेज' },
  parking: { en: 'Parking', gu: 'પાર્કિંગ', hi: 'पार्किंग' },
  visitor_parking: { en: 'Visitor parking', gu: 'મુલાકાતી પાર્કિંગ', hi: 'आगंतुक पार्किंग' },
  car_space: { en: 'Car space', gu: 'કાર માટેની જગ્યા', hi: 'कार के लिए जगह' },
  stairs: { en: 'Stair width', gu: 'દાદરની પહોળાઈ', hi: 'सीढ़ी की चौड़ाई' },
  lifts: { en: 'Lifts', gu: 'લિફ્ટ', hi: 'लिफ्ट' },
  fire_certificate: { en: 'Fire safety certificate', gu: 'ફાયર સેફ્ટી સર્ટિફિકેટ', hi: 'फायर सेफ्टी सर्टिफिकेट' },
  tall_building: { en: 'Tall building', gu: 'ઊંચી ઇમારત', hi: 'ऊंची इमारत' },
};

export const CONFIDENCE: Record<TRuleConfidence, Words> = {
  high: { en: 'high', gu: 'ઊંચો', hi: 'उच्च' },
  medium: { en: 'medium', gu: 'મધ્યમ', hi: 'मध्यम' },
  low: { en: 'low', gu: 'ઓછો', hi: 'कम' },
  disputed: { en: 'disputed', gu: 'વિવાદિત', hi: 'विवादित' },
};

export const BAND_NAMES: Record<TBandInput, Words> = {
  road_width: { en: 'road', gu: 'રસ્તો', hi: 'सड़क' },
  building_height: { en: 'height', gu: 'ઊંચાઈ', hi: 'ऊंचाई' },
  plot_area: { en: 'plot', gu: 'પ્લોટ', hi: 'भूखंड' },
  floor_area: { en: 'floor area', gu: 'માળનો વિસ્તાર', hi: 'मंजिल का क्षेत्रफल' },
  base_fsi: { en: 'base FSI', gu: 'બેઝ એફએસઆઈ', hi: 'बेस एफएसआई' },
};

export const UNITS: Record<TRuleRow['unit'] | 'none', Words> = {
  ratio: { en: '', gu: '', hi: '' },
  none: { en: '', gu: '', hi: '' },
  m: { en: ' m', gu: ' મીટર', hi: ' मीटर' },
  m2: { en: ' m²', gu: ' ચો.મી.', hi: ' वर्ग मीटर' },
  percent: { en: ' %', gu: ' %', hi: ' %' },
  percent_of_jantri: { en: ' % of jantri', gu: ' % જંત્રી', hi: ' % जंत्री' },
  count: { en: '', gu: '', hi: '' },
  yes_no: { en: '', gu: '', hi: '' },
};
export const BAND_UNITS: Record<TBandInput, TRuleRow['unit'] | 'none'> = {
  road_width: 'm',
  building_height: 'm',
  plot_area: 'm2',
  floor_area: 'm2',
  base_fsi: 'none',
};

/** Interval words: "12 m to under 18 m", "over 9 m up to 15 m", "36 m or more". */
export const RANGE: Record<DigestLanguage, { from: (v: string) => string; over: (v: string) => string; under: (v: string) => string; upTo: (v: string) => string; orMore: (v: string) => string; exactly: (v: string) => string; join: string }> = {
  en: { from: (v) => v, over: (v) => `over ${v}`, under: (v) => `under ${v}`, upTo: (v) => `up to ${v}`, orMore: (v) => `${v} or more`, exactly: (v) => `exactly ${v}`, join: ' to ' },
  // The English join reads "12 m to under 18 m", "300 m² to 500 m²", "over 9 m, up to 15 m".
  gu: { from: (v) => `${v} થી`, over: (v) => `${v} થી વધુ`, under: (v) => `${v} થી ઓછું`, upTo: (v) => `${v} સુધી`, orMore: (v) => `${v} કે વધુ`, exactly: (v) => `બરાબર ${v}`, join: ' ' },
  hi: { from: (v) => `${v} से`, over: (v) => `${v} से अधिक`, under: (v) => `${v} से कम`, upTo: (v) => `${v} तक`, orMore: (v) => `${v} या अधिक`, exactly: (v) => `ठीक ${v}`, join: ' ' },
};

/** Names of the figures of a row; a value of its own needs none. A unit here overrides the row's. */
export const FIGURE_NAMES: Record<string, Words & { unit?: TRuleRow['unit'] | 'none' }> = {
  value: { en: '', gu: '', hi: '' },
  base: { en: 'base', gu: 'બેઝ', hi: 'बेस' },
  chargeable: { en: 'chargeable', gu: 'ચાર્જેબલ', hi: 'चार्जेबल' },
  max: { en: 'maximum', gu: 'મહત્તમ', hi: 'अधिकतम' },
  min_road_width: { en: 'road at least', gu: 'રસ્તો ઓછામાં ઓછો', hi: 'सड़क कम से कम', unit: 'm' },
  height_divisor: { en: 'height divided by', gu: 'ઊંચાઈ ભાગ્યા', hi: 'ऊंचाई भाग', unit: 'none' },
  minimum: { en: 'at least', gu: 'ઓછામાં ઓછું', hi: 'कम से कम' },
  free_up_to: { en: 'none up to', gu: 'આટલા સુધી નહીં', hi: 'इतने तक नहीं' },
  first_car_up_to: { en: 'one car up to', gu: 'એક કાર આટલા સુધી', hi: 'एक कार इतने तक' },
  per_further: { en: 'one more car per further', gu: 'દર વધારાના આટલા પર એક કાર', hi: 'हर अतिरिक्त इतने पर एक कार' },
  width: { en: 'width', gu: 'પહોળાઈ', hi: 'चौड़ाई' },
  length: { en: 'length', gu: 'લંબાઈ', hi: 'लंबाई' },
  min_plot_area: { en: 'plot at least', gu: 'પ્લોટ ઓછામાં ઓછો', hi: 'भूखंड कम से कम', unit: 'm2' },
  min_base_fsi: { en: 'base FSI at least', gu: 'બેઝ એફએસઆઈ ઓછામાં ઓછી', hi: 'बेस एफएसआई कम से कम', unit: 'none' },
  max_fsi: { en: 'FSI up to', gu: 'એફએસઆઈ સુધી', hi: 'एफएसआई तक', unit: 'none' },
};

/** A figure that is a flag, not a number: said in words. */
export const FLAG_FIGURES: Record<string, Words> = {
  follows_side_margin: { en: 'raised to the side margin', gu: 'બાજુના માર્જિન જેટલો', hi: 'साइड मार्जिन जितना' },
};

export const YES_NO: Record<'yes' | 'no', Words> = {
  yes: { en: 'needed', gu: 'જરૂરી', hi: 'आवश्यक' },
  no: { en: 'not needed', gu: 'જરૂરી નથી', hi: 'आवश्यक नहीं' },
};

export const WORDS: Record<DigestLanguage, { allD1: string; d1Except: (a: string) => string; zone: (z: string) => string; zones: string; toz: string; tall: string; from: (d: string) => string; between: (a: string, b: string) => string; or: string }> = {
  en: { allD1: 'all D1 authorities', d1Except: (a) => `D1 except ${a}`, zone: (z) => `zone ${z}`, zones: 'zones', toz: 'in the TOZ', tall: 'tall buildings', from: (d) => `from ${d}`, between: (a, b) => `${a} until ${b}`, or: ' or ' },
  gu: { allD1: 'બધાં D1 સત્તામંડળો', d1Except: (a) => `${a} સિવાયનાં D1`, zone: (z) => `ઝોન ${z}`, zones: 'ઝોન', toz: 'TOZ માં', tall: 'ઊંચી ઇમારતો', from: (d) => `${d} થી`, between: (a, b) => `${a} થી ${b} સુધી`, or: ' અથવા ' },
  hi: { allD1: 'सभी D1 प्राधिकरण', d1Except: (a) => `${a} को छोड़कर D1`, zone: (z) => `ज़ोन ${z}`, zones: 'ज़ोन', toz: 'TOZ में', tall: 'ऊंची इमारतें', from: (d) => `${d} से`, between: (a, b) => `${a} से ${b} तक`, or: ' या ' },
};

