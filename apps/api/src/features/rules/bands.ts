import type { TBand } from './schema.js';

/**
 * Band shorthands in interval notation, so each row reads like the rule: `between('[', 9, 12, ')')`
 * is 9 m inclusive to 12 m exclusive.
 */
export const between = (open: '[' | '(', min: number, max: number, close: ']' | ')'): TBand => ({
  min,
  min_inclusive: open === '[',
  max,
  max_inclusive: close === ']',
});
export const below = (max: number): TBand => ({ min: null, min_inclusive: false, max, max_inclusive: false });
export const upTo = (max: number): TBand => ({ min: null, min_inclusive: false, max, max_inclusive: true });
export const above = (min: number): TBand => ({ min, min_inclusive: false, max: null, max_inclusive: false });
export const atLeast = (min: number): TBand => ({ min, min_inclusive: true, max: null, max_inclusive: false });
export const exactly = (value: number): TBand => between('[', value, value, ']');

export function inBand(band: TBand, value: number): boolean {
  if (band.min !== null && (band.min_inclusive ? value < band.min : value <= band.min)) return false;
  if (band.max !== null && (band.max_inclusive ? value > band.max : value >= band.max)) return false;
  return true;
}
