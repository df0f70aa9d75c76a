import { MATERIAL_CATEGORIES } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { type VendorRow, vendorDirectorySeeds, vendors } from '../../db/schema/vendors.js';
import { PLACES } from '../location/gazetteer.js';
import { distanceKm } from '../location/places.js';
import { DEMO_DIRECTORY_SIZE, generateDirectory, seedDemoDirectory } from './demo-directory.js';
import { validateGstin } from './gstin.js';

describe('demo directory', () => {
  let database: Database;
  let rows: VendorRow[];
  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await seedDemoDirectory(database.db)).toEqual({ rows: DEMO_DIRECTORY_SIZE, stored: true });
    rows = await database.db.select().from(vendors);
  });
  afterAll(async () => {
    await database.close();
  });

  it('is stored once however often it is seeded, and not written again while the generator is unchanged', async () => {
    expect(await seedDemoDirectory(database.db)).toEqual({ rows: DEMO_DIRECTORY_SIZE, stored: false });
    expect(await database.db.$count(vendors)).toBe(DEMO_DIRECTORY_SIZE);
    // A changed generator (here: a stale fingerprint) stores it again, updating the same rows.
    await database.db.update(vendorDirectorySeeds).set({ fingerprint: 'older generator' });
    expect(await seedDemoDirectory(database.db)).toEqual({ rows: DEMO_DIRECTORY_SIZE, stored: true });
    expect(await database.db.$count(vendors)).toBe(DEMO_DIRECTORY_SIZE);
  });

  it('has suppliers of every category within 25 km of every city and locality of the gazetteer (the demo projects among them)', () => {
    const gaps = PLACES.flatMap((place) =>
      MATERIAL_CATEGORIES.filter(
        (category) => !rows.some((v) => v.categories.includes(category) && distanceKm(place.latitude, place.longitude, v.latitude, v.longitude) <= 25),
      ).map((category) => `${place.name}: ${category}`),
    );
    expect(gaps).toEqual([]);
  });

  it('is plainly sample data: demo source and name, unreachable phone numbers, example.in addresses', () => {
    for (const v of rows) {
      expect(v.source).toBe('demo');
      expect(v.name).toMatch(/ \(Demo\)$/);
      if (v.phone) expect(v.phone).toMatch(/^\+91 00000 \d{5}$/);
      if (v.email) expect(v.email).toMatch(/@example\.in$/);
      if (v.website) expect(v.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.in$/);
      expect(v.state).toBe('Gujarat');
    }
  });

  it('varies in completeness: missing and broken GSTINs, other states, certificates, ratings and price levels around the median', () => {
    const share = (test: (v: VendorRow) => boolean) => rows.filter(test).length / rows.length;
    const check = (v: VendorRow) => (v.gstin ? validateGstin(v.gstin) : null);
    expect(share((v) => v.gstin === null)).toBeGreaterThan(0.08);
    expect(share((v) => check(v)?.valid === false)).toBeGreaterThan(0.02);
    expect(share((v) => check(v)?.valid === true && v.gstin?.startsWith('24') === true)).toBeGreaterThan(0.6);
    expect(share((v) => v.gstin?.startsWith('27') === true)).toBeGreaterThan(0.02);
    expect(share((v) => v.certifications.some((c) => c.startsWith('ISO 9001')))).toBeGreaterThan(0.15);
    expect(share((v) => v.certifications.some((c) => c.startsWith('BIS')))).toBeGreaterThan(0.1);
    expect(share((v) => v.rating === null)).toBeGreaterThan(0.05);
    const levels = rows.flatMap((v) => Object.values(v.priceLevels));
    expect(Math.min(...levels)).toBeGreaterThanOrEqual(0.8);
    expect(Math.max(...levels)).toBeLessThanOrEqual(1.2);
    expect(levels.reduce((a, b) => a + b, 0) / levels.length).toBeCloseTo(1, 1);
    expect(new Set(rows.map((v) => v.city)).size).toBe(PLACES.filter((p) => p.kind === 'city').length);
  });

  it('generates the same rows for the same seed and other rows for another', () => {
    expect(generateDirectory(50, 1)).toEqual(generateDirectory(50, 1));
    expect(generateDirectory(50, 2)).not.toEqual(generateDirectory(50, 1));
  });
});
