import { type SQL, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type NewVendor, type VendorRow, vendors } from '../../db/schema/vendors.js';
import { phoneKeyOf } from './dedupe.js';
import { boundingBox } from './geo-box.js';
import { normalizeGstin } from './gstin.js';
import { SAME_PLACE_KM } from './supplier-match.js';

const present = <T>(values: (T | null | undefined)[]): T[] => [...new Set(values.filter((v): v is T => v !== null && v !== undefined && v !== ''))];

/**
 * The stored suppliers any of `rows` could be (`sameSupplier` decides): the same GSTIN, provider
 * id, phone key or pincode, or a point within `SAME_PLACE_KM` of a row. Each test has its index.
 */
export async function matchCandidates(db: Db, rows: NewVendor[]): Promise<VendorRow[]> {
  if (rows.length === 0) return [];
  const gstins = present(rows.map((r) => (r.gstin ? normalizeGstin(r.gstin) : null)));
  const externalIds = present(rows.map((r) => r.externalId));
  const phones = present(rows.map((r) => phoneKeyOf(r.phone)));
  const pincodes = present(rows.map((r) => r.pincode?.trim()));
  const tests: SQL[] = [];
  if (gstins.length) tests.push(inArray(vendors.gstin, gstins));
  if (externalIds.length) tests.push(inArray(vendors.externalId, externalIds));
  if (phones.length) tests.push(inArray(vendors.phoneKey, phones));
  if (pincodes.length) tests.push(inArray(vendors.pincode, pincodes));
  // A supplier of the same name next door may sit across a pincode boundary, or have none.
  for (const row of rows) {
    const box = boundingBox(row.latitude, row.longitude, SAME_PLACE_KM);
    tests.push(
      sql`point(${vendors.longitude}, ${vendors.latitude}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`,
    );
  }
  return db.select().from(vendors).where(or(...tests));
}
