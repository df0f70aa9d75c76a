import type { BadgeTone } from '@app/ui';
import type { TRiskLevel, TScoreBreakdown, TScorePart, TVendor } from '@app/sdk';

/** The spec's score colours: at or above 90, 75 and 60 percent; below that, the warning colour of a low score. */
const SCORE_TONES: readonly { minPercent: number; tone: BadgeTone }[] = [
  { minPercent: 90, tone: 'success' },
  { minPercent: 75, tone: 'info' },
  { minPercent: 60, tone: 'warning' },
];

/** A 0..1 score as the whole percent shown. */
export const scorePercent = (score: number): number => Math.round(score * 100);

/** The colour of a score, decided on the percent shown so the colour never disagrees with the number. */
export function scoreTone(score: number): BadgeTone {
  const percent = scorePercent(score);
  return SCORE_TONES.find((band) => percent >= band.minPercent)?.tone ?? 'danger';
}

export const RISK_TONES: Record<TRiskLevel, BadgeTone> = { low: 'success', medium: 'warning', high: 'danger' };

/** A vendor row names this many categories, then '+N' (spec part 2). */
export const VISIBLE_CATEGORIES = 2;

/** The vendor's distinct categories split into those shown and the count behind '+N'. */
export function categoriesDisplay(vendor: Pick<TVendor, 'materials_supplied'>): { shown: string[]; more: number } {
  const all = [...new Set(vendor.materials_supplied.map((m) => m.material_category))];
  return { shown: all.slice(0, VISIBLE_CATEGORIES), more: Math.max(0, all.length - VISIBLE_CATEGORIES) };
}

/**
 * The reasons behind both scores, trust first, each part said by `say` (in the user's language).
 * A fact that both scores count (the rating) is said once; parts without a sentence are left out.
 */
export function reasons(breakdown: TScoreBreakdown, say: (part: TScorePart) => string): string[] {
  const sentences = [...breakdown.trust, ...breakdown.suitability].map((part) => say(part).trim()).filter(Boolean);
  return [...new Set(sentences)];
}

/** Points of a part as shown when the reasons are expanded, e.g. '0.18 / 0.25'. */
export const partPoints = (part: TScorePart): string => `${part.points.toFixed(2)} / ${part.max_points.toFixed(2)}`;
