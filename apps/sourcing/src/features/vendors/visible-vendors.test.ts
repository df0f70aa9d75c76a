import { describe, expect, it } from 'vitest';
import { DEFAULT_VENDOR_FILTERS } from './vendor-filters';
import { makeVendor } from './vendor-fixtures';
import { orderedVendors } from './visible-vendors';

const ids = (vendors: { id: number }[]) => vendors.map((v) => v.id);

describe('vendors shown for the filter bar', () => {
  const cement = [{ material_category: 'Cement' as const }];
  const all = [
    makeVendor({ id: 1, trust_score: 0.7, suitability_score: 0.5, materials_supplied: cement }),
    makeVendor({ id: 2, trust_score: 0.69, suitability_score: 0.505, materials_supplied: cement }),
    makeVendor({ id: 3, trust_score: 0.39, suitability_score: 0.9, materials_supplied: [{ material_category: 'Sand' }] }),
    makeVendor({ id: 4, trust_score: 0.95, suitability_score: 0.2, materials_supplied: cement }),
  ];

  it('lists newest first without filters', () => {
    expect(ids(orderedVendors(all, DEFAULT_VENDOR_FILTERS))).toEqual([4, 3, 2, 1]);
  });

  it('filters by the trust band of the score, not a stored label', () => {
    expect(ids(orderedVendors(all, { ...DEFAULT_VENDOR_FILTERS, risk: 'low' }))).toEqual([4, 1]);
    expect(ids(orderedVendors(all, { ...DEFAULT_VENDOR_FILTERS, risk: 'medium' }))).toEqual([2]);
    expect(ids(orderedVendors(all, { ...DEFAULT_VENDOR_FILTERS, risk: 'high' }))).toEqual([3]);
  });

  it('filters by category and sorts with the 0.01 tie rule, ties newest first', () => {
    expect(ids(orderedVendors(all, { ...DEFAULT_VENDOR_FILTERS, category: 'Sand' }))).toEqual([3]);
    // 0.505 and 0.5 tie, so id 2 comes before id 1.
    expect(ids(orderedVendors(all, { ...DEFAULT_VENDOR_FILTERS, sort: 'suitability' }))).toEqual([3, 2, 1, 4]);
  });
});
