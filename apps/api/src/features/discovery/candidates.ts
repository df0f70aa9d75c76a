import type { TMaterialCategory } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import type { VendorRow } from '../../db/schema/vendors.js';
import { distanceKm } from '../location/places.js';
import { searchDirectory, upsertVendors } from '../vendors/index.js';

/** How many of the nearest directory vendors of a category are scored (the best few are kept). */
export const DIRECTORY_CANDIDATES = 200;

export interface Candidate {
  vendor: VendorRow;
  distanceKm: number;
}

export interface SearchOutcome {
  candidates: Candidate[];
  /** Results per source, in the order searched: 'directory', then the provider's name. */
  counts: Array<{ source: string; count: number }>;
  /** Why the places provider gave nothing, when it failed (the run goes on with the directory). */
  providerError: string | null;
}

export interface SearchArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/**
 * Candidates of one category: the directory within the radius, then the places provider when
 * configured, whose results are stored in the directory (so the next search finds them) and
 * merged by directory id.
 */
export async function searchCandidates(
  db: Db,
  places: AppDeps['places'],
  area: SearchArea,
  category: TMaterialCategory,
  keywords: string[],
  limit: number,
): Promise<SearchOutcome> {
  const found = await searchDirectory(db, { ...area, category, limit: DIRECTORY_CANDIDATES });
  const byId = new Map<number, Candidate>(found.map((c) => [c.vendor.id, { vendor: c.vendor, distanceKm: c.distanceKm }]));
  const counts = [{ source: 'directory', count: found.length }];
  let providerError: string | null = null;
  if (places) {
    try {
      const rows = await places.search({ category, keywords, latitude: area.latitude, longitude: area.longitude, radiusKm: area.radiusKm, limit });
      const stored = rows.length ? await upsertVendors(db, rows) : [];
      let added = 0;
      for (const vendor of stored) {
        const km = distanceKm(area.latitude, area.longitude, vendor.latitude, vendor.longitude);
        if (km > area.radiusKm || !vendor.categories.includes(category)) continue;
        if (!byId.has(vendor.id)) added++;
        byId.set(vendor.id, { vendor, distanceKm: km });
      }
      counts.push({ source: places.name, count: added });
    } catch (error) {
      providerError = error instanceof Error ? error.message : String(error);
    }
  }
  return { candidates: [...byId.values()], counts, providerError };
}
