import fc from 'fast-check';
import { MATERIAL_CATEGORIES, SCORE_REASON_CODES, ZScoreBreakdown } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from './gstin.js';
import { type ScoreContext, type ScoredVendor, scoreVendor } from './scores.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const GUJARAT_GSTIN = `24AAACR5055K1Z${gstinCheckCharacter('24AAACR5055K1Z')}`;

const complete: ScoredVendor = {
  gstin: GUJARAT_GSTIN,
  yearEstablished: 2014,
  rating: 4.3,
  reviewCount: 210,
  certifications: ['ISO 9001:2015', 'BIS IS 269'],
  phone: '+91 00000 00001',
  email: 'sales@example.in',
  website: 'https://ambica.example.in',
  address: '12, GIDC Estate, Naroda, Ahmedabad',
  categories: ['Cement', 'Sand', 'Aggregates', 'Tiles'],
  employeeCount: 35,
  deliversToSite: true,
  priceLevels: { Cement: 0.92, Sand: 1.04 },
};
const ctx: ScoreContext = { projectCategories: ['Cement', 'Sand', 'Aggregates', 'Paint'], distanceKm: 8.2, radiusKm: 25, now: NOW };

const reasons = (parts: { reason: string }[]) => parts.map((p) => p.reason);

describe('vendor scores', () => {
  it('explains each part of both scores in one sentence', () => {
    const { breakdown } = scoreVendor(complete, ctx);
    expect(reasons(breakdown.trust)).toEqual([
      'GSTIN valid, registered in Gujarat',
      '12 years in business',
      '4.3★ from 210 reviews',
      'Certified: ISO 9001, BIS licence',
      'Phone, e-mail, website and address on record',
    ]);
    expect(reasons(breakdown.suitability)).toEqual([
      'Supplies 3 of your 4 categories',
      '8.2 km from the site',
      '4.3★ from 210 reviews',
      'Delivers to site, 35 staff',
    ]);
    expect(ZScoreBreakdown.parse(breakdown)).toEqual(breakdown);
  });

  it('gives each reason a code and the numbers it mentions, for clients that translate it', () => {
    const { breakdown } = scoreVendor(complete, ctx);
    const coded = (parts: { code?: string; params?: object }[]) => parts.map((p) => [p.code, p.params]);
    expect(coded(breakdown.trust)).toEqual([
      ['gstin_gujarat', undefined],
      ['years_in_business', { years: 12 }],
      ['reviews_rating', { rating: 4.3, reviews: 210 }],
      ['certified', { certificates: ['iso_9001', 'bis'] }],
      ['contact_complete', undefined],
    ]);
    expect(coded(breakdown.suitability)).toEqual([
      ['categories_supplied', { supplied: 3, wanted: 4 }],
      ['distance_km', { km: 8.2 }],
      ['reviews_rating', { rating: 4.3, reviews: 210 }],
      ['capacity', { delivery: 'yes', staff: 35 }],
    ]);
  });

  it('codes a missing or broken fact with what is wrong', () => {
    const partial = scoreVendor({ ...complete, gstin: '27AAPFU0939F1ZW', email: null, address: null, employeeCount: null, deliversToSite: false }, ctx);
    expect(partial.breakdown.trust[0]).toMatchObject({ code: 'gstin_invalid', params: { problem: 'checksum' } });
    expect(partial.breakdown.trust[4]).toMatchObject({
      code: 'contact_partial',
      params: { present: ['phone', 'website'], missing: ['email', 'address'] },
      reason: 'Phone and website on record; no e-mail or address',
    });
    expect(partial.breakdown.suitability[3]).toMatchObject({ code: 'capacity', params: { delivery: 'no' } });
    const other = scoreVendor({ ...complete, gstin: '27AAPFU0939F1ZV' }, ctx);
    expect(other.breakdown.trust[0]).toMatchObject({ code: 'gstin_other_state', params: { state: 'Maharashtra' } });
  });

  it('gives each part its share of the part weight', () => {
    const { breakdown, trustScore, suitabilityScore } = scoreVendor(complete, ctx);
    const points = (parts: { name: string; points: number }[]) => Object.fromEntries(parts.map((p) => [p.name, p.points]));
    // Reviews: Bayesian average (3.5 × 10 + 4.3 × 210) / 220 = 4.2636 → (4.2636 − 1) / 4 × 210 / 220 = 0.7788.
    expect(points(breakdown.trust)).toEqual({ gstin: 0.35, years_in_business: 0.16, reviews: 0.1558, certifications: 0.15, contact: 0.1 });
    expect(points(breakdown.suitability)).toEqual({ categories: 0.3, distance: 0.2016, rating: 0.1168, capacity: 0.12 });
    expect(trustScore).toBe(0.9158);
    expect(suitabilityScore).toBe(0.7384);
  });

  it('prices the vendor by its known levels in the project categories it supplies', () => {
    expect(scoreVendor(complete, ctx).priceIndex).toBe(0.98);
    expect(scoreVendor(complete, { ...ctx, projectCategories: ['Paint', 'Aggregates'] }).priceIndex).toBeNull();
  });

  it('says why a GSTIN earns less: outside Gujarat, a wrong check character, none at all', () => {
    const gstinReason = (gstin: string | null) => scoreVendor({ ...complete, gstin }, ctx).breakdown.trust[0];
    expect(gstinReason('27AAPFU0939F1ZV')).toMatchObject({ points: 0.28, reason: 'GSTIN valid, registered outside Gujarat (Maharashtra)' });
    expect(gstinReason('27AAPFU0939F1ZW')).toMatchObject({ points: 0, reason: 'GSTIN not valid: the GSTIN check character does not match' });
    expect(gstinReason(null)).toMatchObject({ points: 0, reason: 'No GSTIN on record' });
  });

  it('gives nothing for what is not known', () => {
    const bare: ScoredVendor = {
      gstin: null,
      yearEstablished: null,
      rating: null,
      reviewCount: 0,
      certifications: [],
      phone: null,
      email: null,
      website: null,
      address: null,
      categories: ['Paint'],
      employeeCount: null,
      deliversToSite: null,
      priceLevels: {},
    };
    const scores = scoreVendor(bare, { ...ctx, distanceKm: null });
    expect(scores.trustScore).toBe(0);
    expect(scores.suitabilityScore).toBe(0.1);
    expect(reasons(scores.breakdown.trust)).toContain('No reviews yet');
    expect(reasons(scores.breakdown.suitability)).toEqual(['Supplies 1 of your 4 categories', 'Distance from the site unknown', 'No reviews yet', 'Delivery to site unknown, staff unknown']);
  });

  const arbVendor: fc.Arbitrary<ScoredVendor> = fc.record({
    gstin: fc.option(fc.constantFrom(GUJARAT_GSTIN, '27AAPFU0939F1ZV', '27AAPFU0939F1ZW', 'nonsense')),
    yearEstablished: fc.option(fc.integer({ min: 1900, max: 2030 })),
    rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
    reviewCount: fc.nat(100_000),
    certifications: fc.subarray(['ISO 9001:2015', 'BIS IS 1786', 'RERA registered', 'Udyam']),
    phone: fc.option(fc.constant('+91 00000 00002')),
    email: fc.option(fc.constant('a@example.in')),
    website: fc.option(fc.constant('https://a.example.in')),
    address: fc.option(fc.constant('Surat')),
    categories: fc.subarray([...MATERIAL_CATEGORIES], { minLength: 1 }),
    employeeCount: fc.option(fc.nat(5000)),
    deliversToSite: fc.option(fc.boolean()),
    priceLevels: fc.dictionary(fc.constantFrom(...MATERIAL_CATEGORIES), fc.double({ min: 0.5, max: 1.5, noNaN: true })),
  });
  const arbCtx: fc.Arbitrary<ScoreContext> = fc.record({
    projectCategories: fc.subarray([...MATERIAL_CATEGORIES]),
    radiusKm: fc.integer({ min: 1, max: 20 }).map((n) => n * 5),
    distanceKm: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
    now: fc.constant(NOW),
  }).map((c) => ({ ...c, distanceKm: c.distanceKm === null ? null : Math.min(c.distanceKm, c.radiusKm) }));

  it('keeps both scores in [0, 1], each the sum of its parts, with part maxima summing to 1', () => {
    fc.assert(
      fc.property(arbVendor, arbCtx, (v, c) => {
        const s = scoreVendor(v, c);
        for (const [score, parts] of [
          [s.trustScore, s.breakdown.trust],
          [s.suitabilityScore, s.breakdown.suitability],
        ] as const) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
          expect(score).toBeCloseTo(parts.reduce((t, p) => t + p.points, 0), 9);
          expect(parts.reduce((t, p) => t + p.max_points, 0)).toBeCloseTo(1, 9);
          for (const p of parts) expect(p.points).toBeLessThanOrEqual(p.max_points);
          for (const p of parts) expect(SCORE_REASON_CODES).toContain(p.code);
        }
      }),
    );
  });

  it('never raises a score when a fact goes missing', () => {
    const forget: ((v: ScoredVendor) => ScoredVendor)[] = [
      (v) => ({ ...v, gstin: null }),
      (v) => ({ ...v, yearEstablished: null }),
      (v) => ({ ...v, rating: null, reviewCount: 0 }),
      (v) => ({ ...v, certifications: [] }),
      (v) => ({ ...v, phone: null }),
      (v) => ({ ...v, email: null }),
      (v) => ({ ...v, website: null }),
      (v) => ({ ...v, address: null }),
      (v) => ({ ...v, employeeCount: null }),
      (v) => ({ ...v, deliversToSite: null }),
    ];
    fc.assert(
      fc.property(arbVendor, arbCtx, fc.constantFrom(...forget), (v, c, drop) => {
        const before = scoreVendor(v, c);
        const after = scoreVendor(drop(v), c);
        expect(after.trustScore).toBeLessThanOrEqual(before.trustScore);
        expect(after.suitabilityScore).toBeLessThanOrEqual(before.suitabilityScore);
      }),
    );
    fc.assert(
      fc.property(arbVendor, arbCtx, (v, c) => {
        expect(scoreVendor(v, { ...c, distanceKm: null }).suitabilityScore).toBeLessThanOrEqual(scoreVendor(v, c).suitabilityScore);
      }),
    );
  });
});
