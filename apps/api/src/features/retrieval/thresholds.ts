import { normalizeText } from './normalize.js';

/**
 * Numbers as bounds: documents state categories by thresholds ("15 m or more", "more than
 * 500 m² on any floor", "above 100 m") while users give their own measurement ("a 20 m
 * building"). A passage whose threshold the measurement meets is about the user's case even
 * though the two numbers differ.
 */
export type Unit = 'm' | 'm2';

export interface Threshold {
  unit: Unit;
  min: number;
  /** "15 m or more" includes 15; "more than 500 m²" does not. */
  inclusive: boolean;
}

export interface Measurement {
  unit: Unit;
  value: number;
}

const NUMBER = String.raw`(\d+(?:,\d{3})*(?:\.\d+)?)`;
// Area first: "m2" must not read as metres. Text is normalised (² → 2, lower case).
const AREA = String.raw`(?:m2|sq\.?\s?m(?:etres?|eters?)?|square\s+m(?:etres?|eters?))`;
const LENGTH = String.raw`(?:m|metres?|meters?|મીટર|मीटर)`;
const END = String.raw`(?![\p{L}\p{N}])`;
const WHOLE_AREA = new RegExp(`^${AREA}$`, 'u');
const unitOf = (text: string): Unit => (WHOLE_AREA.test(text) ? 'm2' : 'm');
const value = (text: string) => Number(text.replace(/,/g, ''));

const QUANTITY = String.raw`${NUMBER}\s?(${AREA}|${LENGTH})${END}`;
const AT_OR_ABOVE = new RegExp(String.raw`${QUANTITY}\s+(?:or|and)\s+(?:more|above|over|higher|taller)`, 'gu');
const ABOVE = new RegExp(String.raw`(?:more than|above|over|exceeding|taller than|higher than)\s+${QUANTITY}`, 'gu');
const MEASUREMENT = new RegExp(QUANTITY, 'gu');

/** The lower bounds a passage states. */
export function thresholdsIn(text: string): Threshold[] {
  const normalized = normalizeText(text);
  return [
    ...[...normalized.matchAll(AT_OR_ABOVE)].map(([, amount = '', unit = '']) => ({ unit: unitOf(unit), min: value(amount), inclusive: true })),
    ...[...normalized.matchAll(ABOVE)].map(([, amount = '', unit = '']) => ({ unit: unitOf(unit), min: value(amount), inclusive: false })),
  ];
}

/** The lengths and areas a question gives ("20 m", "600 sq m", "12 મીટર"). */
export function measurementsIn(question: string): Measurement[] {
  return [...normalizeText(question).matchAll(MEASUREMENT)].map(([, amount = '', unit = '']) => ({ unit: unitOf(unit), value: value(amount) }));
}

export const meets = (measurement: Measurement, threshold: Threshold): boolean =>
  measurement.unit === threshold.unit && (threshold.inclusive ? measurement.value >= threshold.min : measurement.value > threshold.min);
