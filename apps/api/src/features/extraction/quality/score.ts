import type { ExtractedMaterial } from '../types.js';
import type { Expected } from './corpus.js';

export interface Score {
  extracted: number;
  expected: number;
  matched: number;
  unitsRight: number;
  quantitiesRight: number;
  /** A figure where the document states none (expected null), or a figure the document does not hold. */
  invented: number;
  misses: string[];
}

const sameQuantity = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-6);

/**
 * Matches extracted materials to the ground truth: same category and a name matching the pattern
 * (each used once). Unmatched extractions cost precision, unmatched truths cost recall.
 */
export function score(found: ExtractedMaterial[], expected: Expected[]): Score {
  const used = new Set<number>();
  const result: Score = { extracted: found.length, expected: expected.length, matched: 0, unitsRight: 0, quantitiesRight: 0, invented: 0, misses: [] };
  for (const [pattern, category, quantity, unit] of expected) {
    const candidates = found.map((m, i) => ({ m, i })).filter(({ m, i }) => !used.has(i) && m.category === category && pattern.test(m.name));
    const pick = candidates.find(({ m }) => sameQuantity(m.quantity, quantity)) ?? candidates[0];
    if (!pick) {
      result.misses.push(`missed ${pattern} ${category} ${quantity} ${unit}`);
      continue;
    }
    used.add(pick.i);
    result.matched++;
    if (pick.m.unit === unit) result.unitsRight++;
    else result.misses.push(`unit ${pick.m.name}: ${pick.m.unit} instead of ${unit}`);
    if (sameQuantity(pick.m.quantity, quantity)) result.quantitiesRight++;
    else {
      result.misses.push(`quantity ${pick.m.name}: ${pick.m.quantity} instead of ${quantity}`);
      if (pick.m.quantity !== null) result.invented++;
    }
  }
  found.forEach((m, i) => {
    if (!used.has(i)) result.misses.push(`extra ${m.name} (${m.category}, ${m.quantity} ${m.unit})`);
  });
  return result;
}
