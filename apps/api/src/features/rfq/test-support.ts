import type { TestApp } from '../../../test/app.js';
import { createTestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import type { Db } from '../../db/client.js';
import { systemClock } from '../../lib/clock.js';
import { projectVendors, vendors } from '../../db/schema/vendors.js';
import type { Mailer } from '../mail/index.js';
import { outboxMailer } from '../mail/outbox-mailer.js';

/**
 * The real app whose mail lands in the outbox, except that addresses in `bouncing` are refused
 * (as an SMTP server refuses a mailbox), to show a failed mail does not lose the request.
 */
export async function createRfqApp(bouncing: string[] = []): Promise<TestApp> {
  const database = await createTestDatabase();
  const outbox = outboxMailer(database.db, systemClock, () => {});
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message) {
      if (bouncing.includes(message.to)) throw new Error(`550 mailbox unavailable: ${message.to}`);
      await outbox.send(message);
    },
  };
  return createTestApp({ database, mailer });
}

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
