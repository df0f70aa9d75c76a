import type { TMaterialUnit } from '@app/sdk/contracts';
import { MULTIPLIER_WORDS, parseAmount, tidy } from './numbers.js';
import { UNIT_WORDS, unitOf } from './units.js';

export interface QuantityReading {
  quantity: number;
  unit: TMaterialUnit | null;
  /** Where the figure (with its unit) sits in the text, so the name can leave it out. */
  start: number;
  end: number;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');
const UNIT_ALTERNATION = UNIT_WORDS.map(escape).join('|');
const NUMBER = '(\\d{1,3}(?:,\\d{2,3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';
const QUANTITY = new RegExp(
  `(?<![\\p{L}\\p{N}.,/])${NUMBER}(?:\\s*(${MULTIPLIER_WORDS}))?(?:\\s*-?\\s*(${UNIT_ALTERNATION})(?![\\p{L}\\p{M}]))?`,
  'giu',
);

/** A list line that ends with the unit before its figure: "OPC 53 grade cement (floor 1) bags 451". */
const UNIT_THEN_NUMBER = new RegExp(`(?<![\\p{L}])(${UNIT_ALTERNATION})\\s*[-:.]?\\s*${NUMBER}\\s*[.;]?\\s*$`, 'iu');

/** Figures that are not quantities: money, rates, dates, times, phone numbers, counts of flats or days. */
const NOT_QUANTITIES: RegExp[] = [
  /(?:(?<![\p{L}])(?:rs\.?|inr|rate|price|amount|budget)|₹|@)\s*[:-]?\s*\d[\d,.]*(?:\s*(?:\/-|\/\s*\S+|per\s+\S+))?/giu,
  /\d[\d,.]*\s*(?:\/-|rs\.?\b|rupees|₹)/giu,
  /\d[\d,.]*\s*(?:\/|per)\s*(?:bag|bags|ton|kg|nos|cft|sqft|sft|brass|cum|unit|piece|pc|ltr|litre|m|mtr|rmt|sqm|each)\b/giu,
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g,
  /\b\d{1,2}[:.]\d{2}\s*(?:am|pm)?\b|\b\d{1,2}\s*(?:am|pm)\b/gi,
  /(?:\+91[\s-]?)?\b[6-9]\d{9}\b/g,
  /\b\d+\s*(?:flats?|floors?|stor(?:e)?ys?|stories|bhk|days?|din|weeks?|months?|years?|hrs?|hours?|%|percent|people|workers|wings?|towers?|houses?|bungalows?|shops?|rooms?|units of)\b/giu,
  /\b(?:g|b)\s*\+\s*\d+\b/gi,
  // Where it goes, and numbers inside a specification: "floor 1", "IS 8183", "16 gauge", "48 kg/m3", "10 kA", "2200 lm".
  /\b(?:floor|level|block|wing|tower|phase|zone|room|bay|span)\s*(?:no\.?\s*)?[-:]?\s*\d+\b/giu,
  /\b(?:is|bis|iso|astm|bs|din|en|irc|morth)\s*[:.-]?\s*\d+(?:\s*[:(-]\s*\d+\)?)*(?:\s*\(part\s*\d+\))?/giu,
  /\b\d+\s*(?:gauge|guage|swg|bwg|g\b)/giu,
  /\b\d+(?:\s*-\s*\d+)?\s*kg\s*\/\s*(?:m3|m³|cum|cu\.?\s*m)/giu,
  /\b\d+(?:\.\d+)?\s*(?:ka|lm|lumens?|w|watts?|kw|kva|v|volts?|kv|hz|amps?|a|mils?|microns?|gsm)\b/giu,
  /\b(?:plot|survey|block|flat|shop|sr|s\.no|no|item|page|ref|invoice|po|order|tp|fp|ward)\s*(?:no\.?|number|#)?\s*[:.]?\s*\d+[a-z]?\b/giu,
  /#\s*\d+/g,
  /\b(?:19|20)\d{2}\b(?!\s*(?:nos|bags|pcs|sqft|kg))/g,
];

/** Blanks out figures that are never an order quantity (keeps positions). */
export function maskNonQuantities(text: string): string {
  let masked = text;
  for (const pattern of NOT_QUANTITIES) masked = masked.replace(pattern, (m) => ' '.repeat(m.length));
  return masked;
}

/**
 * The order quantity in a (masked) text: the first figure with a unit; failing that, a lone bare
 * figure (its unit then comes from the category). None → null, never a guess among several.
 */
export function readQuantity(masked: string): QuantityReading | null {
  const withUnit: QuantityReading[] = [];
  const bare: QuantityReading[] = [];
  for (const m of masked.matchAll(QUANTITY)) {
    const value = parseAmount(m[1] ?? '', m[2]);
    if (value === null || value <= 0) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (m[3]) {
      const unit = unitOf(m[3]);
      if (unit) withUnit.push({ quantity: tidy(value * unit.factor), unit: unit.unit, start, end });
      continue;
    }
    bare.push({ quantity: tidy(value), unit: null, start, end });
  }
  if (withUnit[0]) return withUnit[0];
  const trailing = UNIT_THEN_NUMBER.exec(masked);
  const unit = trailing ? unitOf(trailing[1] ?? '') : null;
  const value = trailing ? parseAmount(trailing[2] ?? '', undefined) : null;
  if (trailing && unit && value !== null && value > 0) return { quantity: tidy(value * unit.factor), unit: unit.unit, start: trailing.index, end: trailing.index + trailing[0].length };
  return bare.length === 1 ? (bare[0] ?? null) : null;
}
