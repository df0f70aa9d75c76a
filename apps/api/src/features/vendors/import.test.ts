import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { vendors } from '../../db/schema/vendors.js';
import { formatImportReport, ImportFileError, importVendorsCsv } from './import.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('vendor import', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores the good rows and reports every bad row with its line and reasons', async () => {
    const report = await importVendorsCsv(database.db, await fixture('suppliers.csv'), NOW);
    expect(report.accepted.map((a) => [a.line, a.name, a.action])).toEqual([
      [2, 'Narmada Cement Depot', 'created'],
      [3, 'Saurashtra "Steel" Traders', 'created'],
    ]);
    const rejected = Object.fromEntries(report.rejected.map((r) => [r.line, r.reasons]));
    expect(Object.keys(rejected).map(Number)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(rejected[4]).toEqual([expect.stringContaining('unknown category "Ciment"')]);
    expect(rejected[5]).toEqual(['latitude "51.5072" is outside India', 'longitude "-0.1276" is outside India']);
    expect(rejected[6]).toEqual(['GSTIN "27AAPFU0939F1ZW" is not valid: the GSTIN check character does not match']);
    expect(rejected[7]).toEqual(['name is missing']);
    expect(rejected[8]).toEqual([
      'pincode "39001" is not a 6-digit Indian PIN code',
      'phone "12" is not a phone number',
      'e-mail "not-an-email" is not an e-mail address',
      'year established "2099" is not a year between 1800 and 2026',
      'rating "7" is not between 0 and 5',
      'review count "-3" is not a whole number of reviews',
      'delivers to site "maybe" is not yes or no',
      `price level "Hardware=cheap" is not a positive number (1 = the area's median)`,
    ]);
    expect(rejected[9]).toEqual(['same supplier as line 2 (same GSTIN, phone, or name at the same place)']);

    const [narmada] = await database.db.select().from(vendors).where(eq(vendors.name, 'Narmada Cement Depot'));
    expect(narmada).toMatchObject({
      source: 'import',
      dedupeKey: 'gstin:27AAPFU0939F1ZV',
      categories: ['Cement', 'Sand'],
      website: 'https://narmada.example.in/',
      certifications: ['ISO 9001:2015', 'BIS IS 269'],
      priceLevels: { Cement: 0.95, Sand: 1.02 },
      rating: 4.3,
      reviewCount: 210,
      employeeCount: 35,
      deliversToSite: true,
      yearEstablished: 2009,
    });
    expect(formatImportReport(report)).toContain('2 accepted (2 new, 0 updated), 6 rejected');
    expect(formatImportReport(report)).toContain('  error line 5: London Marble\n          - latitude "51.5072" is outside India');
  });

  it('updates the suppliers it already holds on a second import instead of adding them again', async () => {
    const countBefore = await database.db.$count(vendors);
    const report = await importVendorsCsv(database.db, await fixture('suppliers-update.csv'), NOW);
    expect(report.rejected).toEqual([]);
    expect(report.accepted.map((a) => [a.name, a.action])).toEqual([
      ['Narmada Cement Depot Pvt Ltd', 'updated'],
      ['Saurashtra "Steel" Traders', 'updated'],
      ['Anand Paints', 'created'],
    ]);
    expect(await database.db.$count(vendors)).toBe(countBefore + 1);
    const [narmada] = await database.db.select().from(vendors).where(eq(vendors.name, 'Narmada Cement Depot Pvt Ltd'));
    expect(narmada).toMatchObject({ categories: ['Cement', 'Sand', 'Aggregates'], rating: 4.4, reviewCount: 230 });
  });

  it('refuses a file with unknown or missing columns, or an unclosed quote, as a whole', async () => {
    await expect(importVendorsCsv(database.db, 'name,categories,lat,longitude\n', NOW)).rejects.toThrow(new ImportFileError('Unknown columns: lat (columns: name, categories, latitude, longitude, pincode, city, state, address, phone, email, website, gstin, year_established, certifications, rating, review_count, employee_count, delivers_to_site, price_levels)'));
    await expect(importVendorsCsv(database.db, 'name,categories\n', NOW)).rejects.toThrow('Missing columns: latitude, longitude');
    await expect(importVendorsCsv(database.db, 'name,categories,latitude,longitude\n"Open,Cement,23,72\n', NOW)).rejects.toThrow('The file is not a readable CSV: Line 2: a quoted value is never closed');
    await expect(importVendorsCsv(database.db, '', NOW)).rejects.toThrow('The file is empty');
  });
});
