import type { TCertificateKind, TContactField, TMaterialCategory, TScoreBreakdown, TScorePart, TScoreReasonCode, TScoreReasonParams } from '@app/sdk/contracts';
import type { VendorRow } from '../../db/schema/vendors.js';
import { GST_STATES, GUJARAT_STATE_CODE, validateGstin } from './gstin.js';

/** What a score depends on besides the vendor: the project's categories and where the site is. */
export interface ScoreContext {
  projectCategories: readonly TMaterialCategory[];
  /** From the site; null when unknown. */
  distanceKm: number | null;
  radiusKm: number;
  now: Date;
}

export interface VendorScores {
  trustScore: number;
  suitabilityScore: number;
  breakdown: TScoreBreakdown;
  priceIndex: number | null;
}

/** The facts a score reads; a directory row has them all. */
export type ScoredVendor = Pick<
  VendorRow,
  | 'gstin'
  | 'yearEstablished'
  | 'rating'
  | 'reviewCount'
  | 'certifications'
  | 'phone'
  | 'email'
  | 'website'
  | 'address'
  | 'categories'
  | 'employeeCount'
  | 'deliversToSite'
  | 'priceLevels'
>;

/** Weights of the parts: each score's weights sum to 1. */
export const TRUST_WEIGHTS = { gstin: 0.35, years: 0.2, reviews: 0.2, certifications: 0.15, contact: 0.1 } as const;
export const SUITABILITY_WEIGHTS = { categories: 0.4, distance: 0.3, rating: 0.15, capacity: 0.15 } as const;

/** Bayesian average of ratings: the prior is 3.5★ counted as 10 reviews. */
export const RATING_PRIOR = { stars: 3.5, reviews: 10 } as const;
/** Years in business that earn the whole part. */
export const FULL_YEARS = 15;
/** Staff that earn the whole staff share of capacity. */
export const FULL_STAFF = 50;
/** A GSTIN registered outside Gujarat earns this share of the part (valid, but a longer reach). */
export const OTHER_STATE_SHARE = 0.8;

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** The English sentence with the code and params that say it in any language (ZScorePart). */
interface Reason {
  code: TScoreReasonCode;
  params?: TScoreReasonParams;
  text: string;
}
const say = (code: TScoreReasonCode, text: string, params?: TScoreReasonParams): Reason => (params ? { code, params, text } : { code, text });
const part = (name: string, maxPoints: number, share: number, reason: Reason): TScorePart => ({
  name,
  points: round(maxPoints * clamp01(share)),
  max_points: maxPoints,
  reason: reason.text,
  code: reason.code,
  ...(reason.params ? { params: reason.params } : {}),
});
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
const sumOf = (parts: TScorePart[]) => round(parts.reduce((total, p) => total + p.points, 0));

/**
 * The reviews' weight, 0..1: the Bayesian average (prior above) placed on the 1★..5★ scale, times
 * the share of evidence that is the vendor's own (n / (n + prior reviews)), so few reviews earn
 * little and no reviews earn nothing.
 */
export function reviewShare(rating: number | null, reviewCount: number): { share: number; average: number | null } {
  if (rating === null || reviewCount <= 0) return { share: 0, average: null };
  const { stars, reviews } = RATING_PRIOR;
  const average = (stars * reviews + rating * reviewCount) / (reviews + reviewCount);
  return { share: clamp01((average - 1) / 4) * (reviewCount / (reviewCount + reviews)), average };
}

const reviewsReason = (v: ScoredVendor): Reason =>
  v.rating === null || v.reviewCount <= 0
    ? say('reviews_none', 'No reviews yet')
    : say('reviews_rating', `${v.rating.toFixed(1)}★ from ${plural(v.reviewCount, 'review')}`, { rating: round(v.rating), reviews: v.reviewCount });

function gstinPart(gstin: string | null): TScorePart {
  const max = TRUST_WEIGHTS.gstin;
  if (!gstin) return part('gstin', max, 0, say('gstin_missing', 'No GSTIN on record'));
  const check = validateGstin(gstin);
  if (!check.valid) {
    const text = `GSTIN not valid: ${check.reason.charAt(0).toLowerCase()}${check.reason.slice(1)}`;
    return part('gstin', max, 0, say('gstin_invalid', text, { problem: check.problem }));
  }
  if (check.stateCode === GUJARAT_STATE_CODE) return part('gstin', max, 1, say('gstin_gujarat', 'GSTIN valid, registered in Gujarat'));
  const state = GST_STATES[check.stateCode] ?? check.stateCode;
  return part('gstin', max, OTHER_STATE_SHARE, say('gstin_other_state', `GSTIN valid, registered outside Gujarat (${state})`, { state }));
}

function yearsPart(year: number | null, now: Date): TScorePart {
  const max = TRUST_WEIGHTS.years;
  if (year === null) return part('years_in_business', max, 0, say('years_unknown', 'Year established unknown'));
  const years = Math.max(0, now.getUTCFullYear() - year);
  const reason = years === 0 ? say('years_new', 'Established this year') : say('years_in_business', `${plural(years, 'year')} in business`, { years });
  return part('years_in_business', max, years / FULL_YEARS, reason);
}

/** ISO 9001 (quality system), BIS licences (product standards), RERA registration (real-estate work). */
function certificationsPart(certifications: readonly string[]): TScorePart {
  const max = TRUST_WEIGHTS.certifications;
  const has = (pattern: RegExp) => certifications.some((c) => pattern.test(c));
  const iso = has(/\bISO\s*9001\b/i);
  const bis = has(/\bBIS\b|\bIS\s*\d+/i);
  const rera = has(/\bRERA\b/i);
  const share = (iso ? 0.6 : 0) + (bis ? 0.4 : 0) + (rera ? 0.4 : 0);
  const held = (
    [
      [iso, 'iso_9001', 'ISO 9001'],
      [bis, 'bis', 'BIS licence'],
      [rera, 'rera', 'RERA registered'],
    ] as const
  ).filter(([has]) => has);
  const reason = held.length
    ? say('certified', `Certified: ${held.map(([, , label]) => label).join(', ')}`, { certificates: held.map(([, kind]) => kind as TCertificateKind) })
    : say('certifications_none', 'No ISO, BIS or RERA certification on record');
  return part('certifications', max, share, reason);
}

function contactPart(v: ScoredVendor): TScorePart {
  const fields: readonly (readonly [TContactField, string, string | null])[] = [
    ['phone', 'phone', v.phone],
    ['email', 'e-mail', v.email],
    ['website', 'website', v.website],
    ['address', 'address', v.address],
  ];
  const present = fields.filter(([, , value]) => value && value.trim());
  const missing = fields.filter((field) => !present.includes(field));
  const labels = (items: typeof fields) => items.map(([, label]) => label);
  const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));
  const reason =
    present.length === 0
      ? say('contact_none', 'No contact details on record')
      : missing.length === 0
        ? say('contact_complete', 'Phone, e-mail, website and address on record')
        : say(
            'contact_partial',
            `${list(labels(present)).replace(/^./, (c) => c.toUpperCase())} on record; no ${list(labels(missing)).replace(' and ', ' or ')}`,
            { present: present.map(([field]) => field), missing: missing.map(([field]) => field) },
          );
  return part('contact', TRUST_WEIGHTS.contact, present.length / fields.length, reason);
}

function categoriesPart(v: ScoredVendor, projectCategories: readonly TMaterialCategory[]): TScorePart {
  const max = SUITABILITY_WEIGHTS.categories;
  const wanted = [...new Set(projectCategories)];
  if (wanted.length === 0) return part('categories', max, 0, say('categories_none_in_project', 'The project has no material categories yet'));
  const supplied = wanted.filter((c) => v.categories.includes(c)).length;
  const reason =
    wanted.length === 1
      ? supplied
        ? say('category_supplied', 'Supplies your category')
        : say('category_not_supplied', 'Does not supply your category')
      : say('categories_supplied', `Supplies ${supplied} of your ${wanted.length} categories`, { supplied, wanted: wanted.length });
  return part('categories', max, supplied / wanted.length, reason);
}

function distancePart(distanceKm: number | null, radiusKm: number): TScorePart {
  const max = SUITABILITY_WEIGHTS.distance;
  if (distanceKm === null) return part('distance', max, 0, say('distance_unknown', 'Distance from the site unknown'));
  const share = radiusKm > 0 ? 1 - distanceKm / radiusKm : 0;
  return part('distance', max, share, say('distance_km', `${distanceKm.toFixed(1)} km from the site`, { km: Math.round(distanceKm * 10) / 10 }));
}

function capacityPart(v: ScoredVendor): TScorePart {
  const staffShare = v.employeeCount === null ? 0 : (2 / 3) * clamp01(v.employeeCount / FULL_STAFF);
  const deliveryShare = v.deliversToSite ? 1 / 3 : 0;
  const bits = [
    v.deliversToSite === null ? 'delivery to site unknown' : v.deliversToSite ? 'delivers to site' : 'no delivery to site',
    v.employeeCount === null ? 'staff unknown' : plural(v.employeeCount, 'staff member', 'staff'),
  ];
  const delivery = v.deliversToSite === null ? 'unknown' : v.deliversToSite ? 'yes' : 'no';
  const params: TScoreReasonParams = v.employeeCount === null ? { delivery } : { delivery, staff: v.employeeCount };
  const reason = say('capacity', bits.join(', ').replace(/^./, (c) => c.toUpperCase()), params);
  return part('capacity', SUITABILITY_WEIGHTS.capacity, staffShare + deliveryShare, reason);
}

/** Mean price level over the project's categories this vendor supplies and has a level for (1 = the area's median). */
export function priceIndexOf(v: Pick<ScoredVendor, 'categories' | 'priceLevels'>, projectCategories: readonly TMaterialCategory[]): number | null {
  const levels = [...new Set(projectCategories)]
    .filter((c) => v.categories.includes(c))
    .map((c) => v.priceLevels[c])
    .filter((level): level is number => typeof level === 'number' && level > 0);
  if (levels.length === 0) return null;
  return round(levels.reduce((a, b) => a + b, 0) / levels.length);
}

/**
 * Trust (can this supplier be relied on) and suitability (does it fit this project), each the
 * sum of named parts whose reasons are shown with the vendor. Missing facts earn no points.
 */
export function scoreVendor(vendor: ScoredVendor, ctx: ScoreContext): VendorScores {
  const { share } = reviewShare(vendor.rating, vendor.reviewCount);
  const trust = [
    gstinPart(vendor.gstin),
    yearsPart(vendor.yearEstablished, ctx.now),
    part('reviews', TRUST_WEIGHTS.reviews, share, reviewsReason(vendor)),
    certificationsPart(vendor.certifications),
    contactPart(vendor),
  ];
  const suitability = [
    categoriesPart(vendor, ctx.projectCategories),
    distancePart(ctx.distanceKm, ctx.radiusKm),
    part('rating', SUITABILITY_WEIGHTS.rating, share, reviewsReason(vendor)),
    capacityPart(vendor),
  ];
  return {
    trustScore: sumOf(trust),
    suitabilityScore: sumOf(suitability),
    breakdown: { trust, suitability },
    priceIndex: priceIndexOf(vendor, ctx.projectCategories),
  };
}
