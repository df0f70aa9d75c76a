import { type SQL, sql } from 'drizzle-orm';
import type { TMaterialCategory } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import { type NewVendor, type VendorRow, vendors } from '../../db/schema/vendors.js';

export interface DirectoryQuery {
  latitude: number;
  longitude: number;
  radiusKm: number;
  category: TMaterialCategory;
  limit?: number;
}

export interface DirectoryHit {
  vendor: VendorRow;
  distanceKm: number;
}

export const DEFAULT_SEARCH_LIMIT = 500;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** The latitude/longitude box holding every point within `radiusKm` (widened near the poles). */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const cos = Math.cos((latitude * Math.PI) / 180);
  const dLon = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return { south: latitude - dLat, north: latitude + dLat, west: longitude - dLon, east: longitude + dLon };
}

/** Great-circle distance from the search point, in SQL (haversine, the same formula as `distanceKm`). */
function distanceSql(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${vendors.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${vendors.latitude})) * power(sin(radians(${vendors.longitude} - ${longitude}) / 2), 2)
  )))`;
}

/**
 * Vendors supplying `category` within `radiusKm` of the point, nearest first. The box test uses
 * the GiST index on point(longitude, latitude) (the expression must match the index's), the
 * category test the GIN index; the exact distance then trims the box's corners.
 */
export async function searchDirectory(db: Db, q: DirectoryQuery): Promise<DirectoryHit[]> {
  const box = boundingBox(q.latitude, q.longitude, q.radiusKm);
  const distance = distanceSql(q.latitude, q.longitude);
  const inBox = sql`point(${vendors.longitude}, ${vendors.latitude}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`;
  const rows = await db
    .select({ vendor: vendors, distanceKm: distance.mapWith(Number) })
    .from(vendors)
    .where(sql`${inBox} and ${vendors.categories} @> array[${q.category}]::text[] and ${distance} <= ${q.radiusKm}`)
    .orderBy(distance, vendors.id)
    .limit(q.limit ?? DEFAULT_SEARCH_LIMIT);
  return rows;
}

/** Columns an upsert replaces: everything but the identity and the first-seen time. */
const UPDATED_COLUMNS = [
  'source',
  'externalId',
  'name',
  'address',
  'city',
  'state',
  'pincode',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'gstin',
  'yearEstablished',
  'certifications',
  'rating',
  'reviewCount',
  'categories',
  'priceLevels',
  'employeeCount',
  'deliversToSite',
] as const satisfies readonly (keyof NewVendor)[];

const BATCH = 1000;

/**
 * Inserts vendors, updating the existing row when its `dedupe_key` is already there (a
 * re-import or a repeated places result), so a supplier is never stored twice. Within one call
 * the last row of a key wins (Postgres refuses to update one row twice in a statement).
 * Returns the stored rows in the order of the (deduplicated) input.
 */
export async function upsertVendors(db: Db, rows: NewVendor[]): Promise<VendorRow[]> {
  const byKey = new Map<string, NewVendor>();
  for (const row of rows) {
    byKey.delete(row.dedupeKey);
    byKey.set(row.dedupeKey, row);
  }
  const unique = [...byKey.values()];
  const set = Object.fromEntries(
    UPDATED_COLUMNS.map((key) => [key, sql.raw(`excluded.${vendors[key].name}`)]),
  ) as Record<(typeof UPDATED_COLUMNS)[number], SQL>;
  const stored: VendorRow[] = [];
  for (let i = 0; i < unique.length; i += BATCH) {
    const batch = unique.slice(i, i + BATCH);
    const out = await db
      .insert(vendors)
      .values(batch)
      .onConflictDoUpdate({ target: vendors.dedupeKey, set: { ...set, updatedAt: sql`now()` } })
      .returning();
    const byDedupe = new Map(out.map((row) => [row.dedupeKey, row]));
    for (const row of batch) {
      const found = byDedupe.get(row.dedupeKey);
      if (found) stored.push(found);
    }
  }
  return stored;
}
