import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { type NewVendor, vendors } from '../../db/schema/vendors.js';
import { distanceKm } from '../location/places.js';
import { dedupeKeyOf } from './dedupe.js';
import { generateDirectory } from './demo-directory.js';
import { searchDirectory, upsertVendors } from './directory-store.js';

const AHMEDABAD = { latitude: 23.0225, longitude: 72.5714 };

function vendor(name: string, at: { latitude: number; longitude: number }, categories: string[], extra: Partial<NewVendor> = {}): NewVendor {
  const row = { source: 'import' as const, name, pincode: '380001', gstin: null, externalId: null, ...at, categories, ...extra };
  return { ...row, dedupeKey: dedupeKeyOf(row) };
}

describe('vendor directory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds the suppliers of a category within the radius, nearest first, with their exact distance', async () => {
    // Points due north of the centre: 0.09° of latitude is about 10 km.
    await upsertVendors(database.db, [
      vendor('Far Cement', { latitude: 23.0225 + 0.18, longitude: 72.5714 }, ['Cement']),
      vendor('Near Cement', { latitude: 23.0225 + 0.045, longitude: 72.5714 }, ['Cement', 'Sand']),
      vendor('Near Tiles', { latitude: 23.0225 + 0.01, longitude: 72.5714 }, ['Tiles']),
      // Inside the bounding box's corner but beyond the radius.
      vendor('Corner Cement', { latitude: 23.0225 + 0.2, longitude: 72.5714 + 0.2 }, ['Cement']),
      vendor('Outside Cement', { latitude: 23.5, longitude: 72.5714 }, ['Cement']),
    ]);
    const hits = await searchDirectory(database.db, { ...AHMEDABAD, radiusKm: 25, category: 'Cement' });
    expect(hits.map((h) => h.vendor.name)).toEqual(['Near Cement', 'Far Cement']);
    expect(hits[0]!.distanceKm).toBeCloseTo(distanceKm(AHMEDABAD.latitude, AHMEDABAD.longitude, 23.0675, 72.5714), 6);
    expect(hits[1]!.distanceKm).toBeGreaterThan(19);
    expect(await searchDirectory(database.db, { ...AHMEDABAD, radiusKm: 25, category: 'Cement', limit: 1 })).toHaveLength(1);
    expect(await searchDirectory(database.db, { ...AHMEDABAD, radiusKm: 5, category: 'Glass' })).toEqual([]);
  });

  it('updates a supplier stored again under the same dedupe key instead of adding another row', async () => {
    const first = await upsertVendors(database.db, [vendor('Shree Ambica Traders', AHMEDABAD, ['Paint'], { rating: 4 })]);
    const again = await upsertVendors(database.db, [vendor('Shree  Ambica Traders.', AHMEDABAD, ['Paint', 'Hardware'], { rating: 4.5 })]);
    expect(again[0]!.id).toBe(first[0]!.id);
    expect(again[0]).toMatchObject({ name: 'Shree  Ambica Traders.', categories: ['Paint', 'Hardware'], rating: 4.5 });
    expect(await database.db.$count(vendors, eq(vendors.dedupeKey, first[0]!.dedupeKey))).toBe(1);
  });

  it('keeps the last of two rows with one key in the same call', async () => {
    const stored = await upsertVendors(database.db, [
      vendor('Twin Steel', AHMEDABAD, ['Steel & Metal'], { gstin: '27AAPFU0939F1ZV' }),
      vendor('Twin Steel Pvt Ltd', AHMEDABAD, ['Steel & Metal'], { gstin: '27aapfu0939f1zv' }),
    ]);
    expect(stored.map((v) => v.name)).toEqual(['Twin Steel Pvt Ltd']);
  });

  it('stores a generated directory in batches and finds it around Ahmedabad', async () => {
    const rows = generateDirectory(2500, 7);
    expect(new Set(rows.map((r) => r.dedupeKey)).size).toBe(2500);
    expect((await upsertVendors(database.db, rows)).length).toBe(2500);
    const hits = await searchDirectory(database.db, { ...AHMEDABAD, radiusKm: 25, category: 'Marble' });
    expect(hits.length).toBeGreaterThan(0);
    for (const [i, hit] of hits.entries()) {
      expect(hit.distanceKm).toBeLessThanOrEqual(25);
      expect(hit.vendor.categories).toContain('Marble');
      if (i > 0) expect(hit.distanceKm).toBeGreaterThanOrEqual(hits[i - 1]!.distanceKm);
    }
  });
});
