import { riskFromTrust, type TMaterialCategory, type TRiskLevel, type TVendorSort } from './sourcing-enums.js';
import type { TVendor, TVendorList } from './sourcing-vendors.js';

// The vendor lists' filter and order, shared by the API (which pages them) and the Vendors tab
// (which filters, sorts and pages the project's whole list in the browser): one implementation,
// so both always show the same rows in the same order.

/** Sort values closer than this tie, and the tie falls back to id descending (spec section 9). */
export const SORT_TIE = 0.01;

type Keyed = Pick<TVendor, 'id' | 'suitability_score' | 'trust_score' | 'average_rating' | 'distance_km'>;

/** The value a sort orders by, negated for the descending ones so every value sorts ascending; null = unknown. */
function keyOf(sort: Exclude<TVendorSort, 'newest'>, v: Keyed): number | null {
  switch (sort) {
    case 'suitability':
      return -v.suitability_score;
    case 'trust':
      return -v.trust_score;
    case 'rating':
      return -v.average_rating;
    case 'distance':
      return v.distance_km;
  }
}

const byIdDesc = (a: Keyed, b: Keyed) => b.id - a.id;

/**
 * Orders vendors by `sort` with the tie rule. A pairwise "within 0.01 → by id" comparator is not
 * transitive (0.80, 0.805 and 0.81 chain), so Array#sort could order it differently run to run;
 * instead vendors sorted by value are cut into runs that stay within 0.01 of the run's first
 * (best) value, and each run is ordered by id descending. Unknown values (a distance without
 * coordinates) come last, newest first.
 */
export function sortVendors<T extends Keyed>(vendors: readonly T[], sort: TVendorSort): T[] {
  if (sort === 'newest') return [...vendors].sort(byIdDesc);
  const known: Array<{ v: T; key: number }> = [];
  const unknown: T[] = [];
  for (const v of vendors) {
    const key = keyOf(sort, v);
    if (key === null) unknown.push(v);
    else known.push({ v, key });
  }
  known.sort((a, b) => a.key - b.key || b.v.id - a.v.id);
  const out: T[] = [];
  for (let start = 0; start < known.length; ) {
    const lead = known[start]?.key ?? 0;
    let end = start + 1;
    // "Under 0.01": the epsilon keeps a difference of exactly 0.01 out even when floating point makes it 0.00999….
    while (end < known.length && (known[end]?.key ?? 0) - lead < SORT_TIE - 1e-9) end++;
    out.push(...known.slice(start, end).map((k) => k.v).sort(byIdDesc));
    start = end;
  }
  return [...out, ...unknown.sort(byIdDesc)];
}

export interface VendorFilter {
  risk?: TRiskLevel;
  category?: TMaterialCategory;
}

/** The filter bar: the trust band (riskFromTrust) and a category among the vendor's materials. */
export function matchesFilter(v: Pick<TVendor, 'trust_score' | 'materials_supplied'>, filter: VendorFilter): boolean {
  if (filter.risk && riskFromTrust(v.trust_score) !== filter.risk) return false;
  if (filter.category && !v.materials_supplied.some((m) => m.material_category === filter.category)) return false;
  return true;
}

/** One page (from 1) of an ordered list, with the total the pager needs. */
export function pageOfVendors(vendors: readonly TVendor[], page: number, pageSize: number): TVendorList {
  const start = (page - 1) * pageSize;
  return { vendors: vendors.slice(start, start + pageSize), total: vendors.length };
}
