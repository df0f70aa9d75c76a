import { describe, expect, it } from 'vitest';
import {
  DISCOVERY_COORDINATES_PAIR_MESSAGE,
  OUTSIDE_INDIA_MESSAGE,
  ZCreateRfqRequest,
  ZDiscoveryRequest,
  ZSearchSessionsQuery,
  ZVendorListQuery,
  riskFromTrust,
} from './sourcing.js';

const categories = [{ category: 'Cement', material_ids: [1, 2] }];

describe('discovery request', () => {
  it('fills the spec defaults (25 km, 5 vendors per category) and leaves the centre to the server', () => {
    expect(ZDiscoveryRequest.parse({ categories })).toEqual({
      categories,
      radius_km: 25,
      max_vendors_per_category: 5,
      enrichment_level: 'standard',
    });
  });

  it('keeps the radius within 5 to 100 km in steps of 5', () => {
    for (const radius of [5, 50, 100]) {
      expect(ZDiscoveryRequest.safeParse({ categories, radius_km: radius }).success).toBe(true);
    }
    for (const radius of [0, 4, 12, 105]) {
      expect(ZDiscoveryRequest.safeParse({ categories, radius_km: radius }).success).toBe(false);
    }
  });

  it('offers 3, 5 or 10 vendors per category', () => {
    expect(ZDiscoveryRequest.safeParse({ categories, max_vendors_per_category: 10 }).success).toBe(true);
    expect(ZDiscoveryRequest.safeParse({ categories, max_vendors_per_category: 4 }).success).toBe(false);
  });

  it('needs at least one category', () => {
    const result = ZDiscoveryRequest.safeParse({ categories: [] });
    expect(result.error?.issues[0]?.message).toBe('Please select at least one material category');
  });

  it('refuses a search point outside India', () => {
    const london = ZDiscoveryRequest.safeParse({ categories, project_lat: 51.5, project_lng: -0.12 });
    expect(london.error?.issues.map((issue) => issue.message)).toEqual([OUTSIDE_INDIA_MESSAGE, OUTSIDE_INDIA_MESSAGE]);
    expect(ZDiscoveryRequest.safeParse({ categories, project_lat: 21.17, project_lng: 72.83 }).success).toBe(true);
  });

  it('takes the centre as a pair of coordinates or none, and a place name alone', () => {
    const half = ZDiscoveryRequest.safeParse({ categories, project_lat: 22.3, city: 'Rajkot' });
    expect(half.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['project_lng', DISCOVERY_COORDINATES_PAIR_MESSAGE]]);
    expect(ZDiscoveryRequest.parse({ categories, city: '  Rajkot ' }).city).toBe('Rajkot');
    expect(ZDiscoveryRequest.safeParse({ categories, city: '   ' }).success).toBe(false);
  });
});

describe('request for quotation', () => {
  it('needs one to fifty vendors', () => {
    expect(ZCreateRfqRequest.safeParse({ vendor_ids: [] }).error?.issues[0]?.message).toBe('Please select at least one vendor');
    expect(ZCreateRfqRequest.safeParse({ vendor_ids: Array.from({ length: 51 }, (_, i) => i + 1) }).success).toBe(false);
    expect(ZCreateRfqRequest.parse({ vendor_ids: [3], message: '  Please quote by Friday  ' }).message).toBe('Please quote by Friday');
  });
});

describe('vendor lists', () => {
  it('reads filter text from the query string with defaults', () => {
    expect(ZVendorListQuery.parse({ risk: 'low', page: '2' })).toEqual({
      risk: 'low',
      page: 2,
      page_size: 20,
      sort: 'newest',
    });
    expect(ZVendorListQuery.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });

  it('pages search sessions by limit and offset', () => {
    expect(ZSearchSessionsQuery.parse({ limit: '50' })).toEqual({ limit: 50, offset: 0 });
  });

  it('bands trust scores into risk levels', () => {
    expect(riskFromTrust(0.7)).toBe('low');
    expect(riskFromTrust(0.69)).toBe('medium');
    expect(riskFromTrust(0.4)).toBe('medium');
    expect(riskFromTrust(0.39)).toBe('high');
  });
});
