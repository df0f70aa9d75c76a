import { type SQL, eq, sql } from 'drizzle-orm';
import type { TMaterialCategory } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import { type NewVendor, type VendorRow, vendors } from '../../db/schema/vendors.js';
import { boundingBox } from './geo-box.js';
import { matchCandidates } from './match-candidates.js';
import { SupplierIndex } from './supplier-match.js';
import { firstSighting, mergeSupplier } from './supplier-merge.js';

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
export { boundingBox };
const EARTH_RADIUS_KM = 6371;

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

/** Columns a concurrent first insert of the same key replaces: everything but the identity and the first-seen time. */
const UPDATED_COLUMNS = [
  'source',
  'sources',
  'externalId',
  'name',
  'address',
  'city',
  'state',
  'pincode',
  'latitude',
  'longitude',
  'phone',
  'phoneKey',
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

const CHUNK = 500;

interface Entry {
  facts: NewVendor;
  stored: VendorRow | null;
  dirty: boolean;
}

export interface StoredVendor {
  row: VendorRow;
  created: boolean;
}

const changed = (entry: Entry) =>
  entry.stored !== null && UPDATED_COLUMNS.some((key) => JSON.stringify(entry.facts[key] ?? null) !== JSON.stringify(entry.stored?.[key] ?? null));

async function writeChunk(db: Db, entries: Entry[]): Promise<Map<Entry, VendorRow>> {
  const out = new Map<Entry, VendorRow>();
  for (const entry of entries) {
    if (!entry.stored) continue;
    if (!entry.dirty || !changed(entry)) {
      out.set(entry, entry.stored);
      continue;
    }
    const values = Object.fromEntries(UPDATED_COLUMNS.map((key) => [key, entry.facts[key] ?? null]));
    const [row] = await db.update(vendors).set({ ...values, updatedAt: sql`now()` }).where(eq(vendors.id, entry.stored.id)).returning();
    out.set(entry, row ?? entry.stored);
  }
  const fresh = entries.filter((e) => !e.stored);
  if (fresh.length) {
    const set = Object.fromEntries(UPDATED_COLUMNS.map((key) => [key, sql.raw(`excluded.${vendors[key].name}`)]));
    const rows = await db
      .insert(vendors)
      .values(fresh.map((e) => e.facts))
      .onConflictDoUpdate({ target: vendors.dedupeKey, set: { ...set, updatedAt: sql`now()` } })
      .returning();
    const byKey = new Map(rows.map((row) => [row.dedupeKey, row]));
    for (const entry of fresh) {
      const row = byKey.get(entry.facts.dedupeKey);
      if (row) out.set(entry, row);
    }
  }
  return out;
}

/**
 * Stores suppliers so that each real supplier is one row, whatever the source: a row matching a
 * stored supplier (`sameSupplier`: GSTIN, provider id, phone, name nearby) is merged into it
 * (`mergeSupplier`, same id), rows matching each other in one call become one row, others are
 * inserted. Returns, per input row, the row it is stored as and whether that row is new.
 */
export async function storeVendors(db: Db, rows: NewVendor[]): Promise<StoredVendor[]> {
  const result: StoredVendor[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const index = new SupplierIndex<Entry>();
    for (const stored of await matchCandidates(db, chunk)) index.add({ facts: stored, stored, dirty: false });
    const entryOf: Entry[] = [];
    for (const row of chunk) {
      const found = index.find(row);
      if (found) {
        found.facts = { ...found.facts, ...mergeSupplier({ ...found.facts, source: found.facts.source }, row) };
        found.dirty = true;
        index.add(found);
        entryOf.push(found);
      } else {
        const entry: Entry = { facts: firstSighting(row), stored: null, dirty: true };
        index.add(entry);
        entryOf.push(entry);
      }
    }
    const written = await writeChunk(db, [...new Set(entryOf)]);
    for (const entry of entryOf) {
      const row = written.get(entry);
      if (row) result.push({ row, created: entry.stored === null });
    }
  }
  return result;
}

/** `storeVendors`, answering each stored supplier once, in the order of its first input row. */
export async function upsertVendors(db: Db, rows: NewVendor[]): Promise<VendorRow[]> {
  const byId = new Map<number, VendorRow>();
  for (const { row } of await storeVendors(db, rows)) byId.set(row.id, row);
  return [...byId.values()];
}
