import { describe, expect, it } from 'vitest';
import { matchesFilter, pageOfVendors, sortVendors } from './sourcing-vendor-order.js';

const v = (id: number, values: { s?: number; t?: number; r?: number; d?: number | null } = {}) => ({
  id,
  suitability_score: values.s ?? 0.5,
  trust_score: values.t ?? 0.5,
  average_rating: values.r ?? 4,
  distance_km: values.d === undefined ? 5 : values.d,
});
const ids = (xs: Array<{ id: number }>) => xs.map((x) => x.id);

describe('vendor sort with the tie rule', () => {
  it('orders newest by id descending', () => {
    expect(ids(sortVendors([v(2), v(9), v(5)], 'newest'))).toEqual([9, 5, 2]);
  });

  it('treats suitability scores less than 0.01 apart as a tie broken by the newer id', () => {
    const sorted = sortVendors([v(1, { s: 0.905 }), v(2, { s: 0.9 }), v(3, { s: 0.7 }), v(4, { s: 0.899 })], 'suitability');
    // 0.905, 0.9 and 0.899 are all within 0.01 of the best (0.905): one tie, newest first.
    expect(ids(sorted)).toEqual([4, 2, 1, 3]);
  });

  it('keeps a difference of exactly 0.01 or more in value order', () => {
    expect(ids(sortVendors([v(1, { t: 0.81 }), v(2, { t: 0.8 })], 'trust'))).toEqual([1, 2]);
    expect(ids(sortVendors([v(1, { t: 0.3 }), v(2, { t: 0.29 })], 'trust'))).toEqual([1, 2]);
    expect(ids(sortVendors([v(1, { r: 4.5 }), v(2, { r: 4.2 })], 'rating'))).toEqual([1, 2]);
  });

  it('orders distance ascending with ties by newer id and unknown distances last', () => {
    const sorted = sortVendors([v(1, { d: null }), v(2, { d: 12 }), v(3, { d: 3.004 }), v(4, { d: 3 }), v(5, { d: null })], 'distance');
    expect(ids(sorted)).toEqual([4, 3, 2, 5, 1]);
  });

  it('cuts chains of near values into runs measured from the best value of each run', () => {
    // 0.80 → 0.795 tie; 0.789 is 0.011 from 0.80, so it starts the next run with 0.785.
    const sorted = sortVendors([v(1, { s: 0.8 }), v(2, { s: 0.795 }), v(3, { s: 0.789 }), v(4, { s: 0.785 })], 'suitability');
    expect(ids(sorted)).toEqual([2, 1, 4, 3]);
  });

  it('is a permutation whose values never rise by 0.01 or more, for any input order', () => {
    // A small seeded generator (no property-testing library in this package): 200 random lists.
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 200; round++) {
      const count = Math.floor(random() * 40);
      const unique = [...new Set(Array.from({ length: count }, () => 1 + Math.floor(random() * 10_000)))].map((id) =>
        v(id, { s: Math.round(random() * 1000) / 1000 }),
      );
      const once = sortVendors(unique, 'suitability');
      expect(sortVendors([...unique].reverse(), 'suitability')).toEqual(once);
      expect(ids(once).sort((a, b) => a - b)).toEqual(ids(unique).sort((a, b) => a - b));
      const rises = once.filter((x, i) => i > 0 && x.suitability_score - (once[i - 1]?.suitability_score ?? 0) >= 0.01);
      expect(rises).toEqual([]);
    }
  });
});

describe('vendor filter', () => {
  const vendor = (trust: number, categories: string[]) => ({
    trust_score: trust,
    materials_supplied: categories.map((c) => ({ material_category: c as 'Cement' })),
  });

  it('filters by the trust band at 0.7 and 0.4', () => {
    expect(matchesFilter(vendor(0.7, []), { risk: 'low' })).toBe(true);
    expect(matchesFilter(vendor(0.69, []), { risk: 'low' })).toBe(false);
    expect(matchesFilter(vendor(0.4, []), { risk: 'medium' })).toBe(true);
    expect(matchesFilter(vendor(0.39, []), { risk: 'high' })).toBe(true);
  });

  it('filters by any of the vendor categories', () => {
    expect(matchesFilter(vendor(0.5, ['Cement', 'Sand']), { category: 'Sand' })).toBe(true);
    expect(matchesFilter(vendor(0.5, ['Cement']), { category: 'Sand' })).toBe(false);
  });
});

describe('vendor pages', () => {
  it('cuts the ordered list into pages from 1 and keeps the total', () => {
    const list = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 })) as unknown as Parameters<typeof pageOfVendors>[0];
    expect(pageOfVendors(list, 3, 20)).toEqual({ vendors: list.slice(40), total: 45 });
    expect(pageOfVendors(list, 4, 20).vendors).toEqual([]);
  });
});
