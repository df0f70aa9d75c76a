import type { Db } from '../../db/client.js';
import { projectVendors, vendors } from '../../db/schema/vendors.js';

let vendorCounter = 0;

/**
 * A directory vendor in the project's list, inserted directly (discovery makes these in the real
 * flow). Returns the project vendor id, the id the API shows.
 */
export async function insertProjectVendor(
  db: Db,
  projectId: number,
  contact: { name?: string; email?: string | null; phone?: string | null } = {},
): Promise<number> {
  const n = ++vendorCounter;
  const name = contact.name ?? `Supplier ${n}`;
  const [vendor] = await db
    .insert(vendors)
    .values({
      dedupeKey: `name:test-${n}-${Date.now()}|380001`,
      source: 'demo',
      name,
      city: 'Ahmedabad',
      pincode: '380001',
      latitude: 23.03,
      longitude: 72.58,
      email: contact.email === undefined ? `sales${n}@supplier.example.in` : contact.email,
      phone: contact.phone === undefined ? '98250 1234' + (n % 10) : contact.phone,
      categories: ['Cement'],
    })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('vendor insert returned no row');
  const [row] = await db
    .insert(projectVendors)
    .values({
      projectId,
      vendorId: vendor.id,
      matchedCategories: ['Cement'],
      distanceKm: 4.2,
      suitabilityScore: 0.8,
      trustScore: 0.7,
      scoreBreakdown: { trust: [], suitability: [] },
    })
    .returning({ id: projectVendors.id });
  if (!row) throw new Error('project vendor insert returned no row');
  return row.id;
}
