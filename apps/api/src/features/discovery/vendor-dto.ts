import { riskFromTrust, type TMaterialCategory, type TVendor, type TVendorSource } from '@app/sdk/contracts';
import type { ProjectVendorRow, VendorRow } from '../../db/schema/vendors.js';

/** Scores and distances are stored as `real`; four decimals keep 0.7 from reading 0.69999999 (a band edge). */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The API shape of a project's vendor (ZVendor): the directory entry with this project's scores.
 * Its id is the project vendor's, stable across sessions; `materials_supplied` lists the
 * categories it was found for first, then the others the directory knows it supplies.
 */
export function toVendorDto(pv: ProjectVendorRow, v: VendorRow): TVendor {
  const matched = pv.matchedCategories;
  const categories = [...matched, ...v.categories.filter((c) => !matched.includes(c))];
  const trust = round4(pv.trustScore);
  return {
    id: pv.id,
    vendor_name: v.name,
    contact_number: v.phone,
    website: v.website,
    city: v.city,
    address: v.address,
    distance_km: pv.distanceKm === null ? null : Math.round(pv.distanceKm * 100) / 100,
    materials_supplied: categories.map((c) => ({ material_category: c as TMaterialCategory, material_name: null })),
    quote_received: pv.quoteReceived,
    suitability_score: round4(pv.suitabilityScore),
    trust_score: trust,
    average_rating: v.rating === null ? 0 : Math.round(v.rating * 100) / 100,
    total_reviews: v.reviewCount,
    gstin: v.gstin,
    directory_id: v.id,
    email: v.email,
    pincode: v.pincode,
    latitude: v.latitude,
    longitude: v.longitude,
    year_established: v.yearEstablished,
    certifications: v.certifications,
    risk_level: riskFromTrust(trust),
    score_breakdown: pv.scoreBreakdown,
    price_index: pv.priceIndex === null || pv.priceIndex <= 0 ? null : round4(pv.priceIndex),
    source: v.source as TVendorSource,
    is_demo: v.source === 'demo',
    quote_requested_at: pv.quoteRequestedAt?.toISOString() ?? null,
    created_at: pv.createdAt.toISOString(),
  };
}
