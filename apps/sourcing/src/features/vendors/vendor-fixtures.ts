import type { TVendor, TVendorStats } from '@app/sdk';

/** A vendor as the vendor routes and the discovery stream answer it (tests only). */
export function makeVendor(overrides: Partial<TVendor> = {}): TVendor {
  return {
    id: 1,
    vendor_name: 'Shree Ambica Cement Traders',
    contact_number: '+91 79 2658 1234',
    website: 'https://ambica.example.in',
    city: 'Ahmedabad',
    address: null,
    distance_km: 8.2,
    materials_supplied: [{ material_category: 'Cement' }, { material_category: 'Sand' }],
    quote_received: false,
    suitability_score: 0.82,
    trust_score: 0.91,
    average_rating: 4.3,
    total_reviews: 210,
    gstin: '24AAACS1234F1Z5',
    directory_id: 101,
    email: 'sales@ambica.example.in',
    pincode: '380015',
    latitude: 23.03,
    longitude: 72.52,
    year_established: 2014,
    certifications: ['ISO 9001:2015'],
    risk_level: 'low',
    score_breakdown: {
      trust: [
        { name: 'gstin', points: 0.3, max_points: 0.3, reason: 'GSTIN valid, registered in Gujarat', code: 'gstin_gujarat' },
        { name: 'years', points: 0.2, max_points: 0.25, reason: '12 years in business', code: 'years_in_business', params: { years: 12 } },
        { name: 'reviews', points: 0.2, max_points: 0.25, reason: '4.3★ from 210 reviews', code: 'reviews_rating', params: { rating: 4.3, reviews: 210 } },
      ],
      suitability: [
        { name: 'distance', points: 0.3, max_points: 0.35, reason: '8.2 km from the site', code: 'distance_km', params: { km: 8.2 } },
        {
          name: 'categories',
          points: 0.3,
          max_points: 0.4,
          reason: 'Supplies 3 of your 4 categories',
          code: 'categories_supplied',
          params: { supplied: 3, wanted: 4 },
        },
        { name: 'rating', points: 0.2, max_points: 0.25, reason: '4.3★ from 210 reviews', code: 'reviews_rating', params: { rating: 4.3, reviews: 210 } },
      ],
    },
    price_index: 0.94,
    source: 'demo',
    is_demo: true,
    quote_requested_at: null,
    created_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeVendorStats(overrides: Partial<TVendorStats> = {}): TVendorStats {
  return {
    total_vendors: 12,
    by_risk: { low: 7, medium: 4, high: 1 },
    by_category: [{ category: 'Cement', count: 8 }, { category: 'Sand', count: 4 }],
    average_trust: 0.74,
    average_suitability: 0.68,
    quotes_received: 0,
    estimated_savings: { formatted: '₹45,000', percentage: 6, amount: 45_000, basis: 'Best price levels against the median of 38 suppliers within 25 km' },
    best_value_items: [{ category: 'Cement', vendor_id: 1, vendor_name: 'Shree Ambica Cement Traders', suitability_score: 0.82, trust_score: 0.91 }],
    ...overrides,
  };
}
