import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { vendors } from '../../db/schema/vendors.js';
import { upsertVendors } from './directory-store.js';
import { vendorFromPlace } from './google-places.js';
import { gstinCheckCharacter } from './gstin.js';
import { importVendorsCsv } from './import.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const GSTIN_BASE = '24AAACM4567K1Z';
const GSTIN = GSTIN_BASE + gstinCheckCharacter(GSTIN_BASE);

/** How Google lists the supplier: no GSTIN, an international phone, a rating from many reviews. */
const place = (over: { phone?: string; name?: string; lat?: number; lng?: number; address?: string } = {}) => {
  const row = vendorFromPlace(
    {
      place_id: 'ChIJmaruti0001',
      name: over.name ?? 'Maruti Cement Depot',
      formatted_address: over.address ?? 'Plot 12, GIDC Naroda, Ahmedabad, Gujarat 382330, India',
      geometry: { location: { lat: over.lat ?? 23.0685, lng: over.lng ?? 72.6536 } } as never,
      formatted_phone_number: over.phone ?? '+91 79 2282 1234',
      rating: 4.4,
      user_ratings_total: 180,
    },
    'Cement',
  );
  if (!row) throw new Error('place without a row');
  return row;
};

/** How the supplier's own list has it: GSTIN, a local phone format, more categories, no reviews. */
const csv = (lines: string[]) => ['name,categories,latitude,longitude,pincode,phone,gstin,year_established', ...lines].join('\n');
const importRow = (phone = '079-22821234', name = 'Shri Maruti Cement Depot Pvt. Ltd.', pincode = '382330') =>
  `${name},Cement;Sand,23.0686,72.6537,${pincode},${phone},${GSTIN},2004`;

describe('one directory row per real supplier', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database.db.delete(vendors);
  });
  afterAll(async () => {
    await database.close();
  });
  const all = () => database.db.select().from(vendors);

  it('merges an import into the row a places search stored first, keeping its id and the richer facts', async () => {
    const [found] = await upsertVendors(database.db, [place()]);
    const report = await importVendorsCsv(database.db, csv([importRow()]), NOW);
    expect(report.accepted).toEqual([expect.objectContaining({ id: found!.id, action: 'updated' })]);
    const rows = await all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: found!.id,
      gstin: GSTIN,
      yearEstablished: 2004,
      categories: ['Cement', 'Sand'],
      externalId: 'ChIJmaruti0001',
      sources: ['places', 'import'],
      source: 'import',
      // The import has no reviews: the places rating stays.
      rating: 4.4,
      reviewCount: 180,
      phoneKey: '7922821234',
    });

    // A later places hit of the same supplier updates the same row again.
    const [again] = await upsertVendors(database.db, [place()]);
    expect(again!.id).toBe(found!.id);
    expect(await all()).toHaveLength(1);
    expect((await all())[0]).toMatchObject({ gstin: GSTIN, name: 'Shri Maruti Cement Depot Pvt. Ltd.', sources: ['places', 'import'] });
  });

  it('merges a later places hit into an imported supplier (phone in another format), keeping the import as the authority', async () => {
    const report = await importVendorsCsv(database.db, csv([importRow()]), NOW);
    const id = report.accepted[0]!.id;
    const [merged] = await upsertVendors(database.db, [place({ phone: '+91-79-22821234', name: 'Maruti Cement' })]);
    expect(merged!.id).toBe(id);
    const rows = await all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Shri Maruti Cement Depot Pvt. Ltd.',
      source: 'import',
      sources: ['import', 'places'],
      externalId: 'ChIJmaruti0001',
      rating: 4.4,
      reviewCount: 180,
      categories: ['Cement', 'Sand'],
    });
    // A re-import updates that row and is reported as an update.
    const second = await importVendorsCsv(database.db, csv([importRow()]), NOW);
    expect(second.accepted).toEqual([expect.objectContaining({ id, action: 'updated' })]);
    expect(await all()).toHaveLength(1);
  });

  it('matches by name at the same pincode, or within 200 m, when neither GSTIN nor phone is shared', async () => {
    const [stored] = await upsertVendors(database.db, [place({ phone: '' })]);
    await importVendorsCsv(database.db, csv([importRow('', 'Shree Maruti Cement Depot')]), NOW);
    expect((await all()).map((r) => r.id)).toEqual([stored!.id]);
    // Another pincode but about 100 m away: the same shop.
    const near = place({ phone: '', name: 'Maruti Cement Depot', lat: 23.0694, address: 'GIDC, Ahmedabad, Gujarat 382345, India' });
    const [same] = await upsertVendors(database.db, [{ ...near, externalId: 'ChIJother', dedupeKey: 'places:ChIJother' }]);
    expect(same!.id).toBe(stored!.id);
    // The same name 3 km away in another pincode is another branch.
    const far = place({ phone: '', lat: 23.0955, address: 'Naroda Road, Ahmedabad, Gujarat 382350, India' });
    await upsertVendors(database.db, [{ ...far, externalId: 'ChIJfar', dedupeKey: 'places:ChIJfar' }]);
    expect(await all()).toHaveLength(2);
  });

  it('keeps two suppliers with different GSTINs apart even when they share a phone and a name', async () => {
    const otherBase = '24AAACM7654K1Z';
    const other = otherBase + gstinCheckCharacter(otherBase);
    const report = await importVendorsCsv(database.db, csv([importRow(), importRow().replace(GSTIN, other)]), NOW);
    expect(report.rejected).toEqual([]);
    expect(await all()).toHaveLength(2);
    expect(await database.db.$count(vendors, eq(vendors.phoneKey, '7922821234'))).toBe(2);
  });

  it('rejects the second row of one supplier in a file even when only the phone says so', async () => {
    const report = await importVendorsCsv(
      database.db,
      csv(['Maruti Cement,Cement,23.0686,72.6537,382330,+91 79 2282 1234,,', 'Maruti Cements Naroda,Cement,23.2,72.7,382421,07922821234,,']),
      NOW,
    );
    expect(report.rejected).toEqual([{ line: 3, name: 'Maruti Cements Naroda', reasons: ['same supplier as line 2 (same GSTIN, phone, or name at the same place)'] }]);
  });
});
