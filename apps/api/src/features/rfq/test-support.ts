import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import type { Database, Db } from '../../db/client.js';
import { projectVendors, vendors } from '../../db/schema/vendors.js';
import { bearer, signUp } from '../auth/test-support.js';

let vendorCounter = 0;

/**
 * A directory vendor in the project's list, inserted directly (discovery makes these in the real
 * flow). Returns the project vendor id, the id the API shows.
 */
export async function insertProjectVendor(
  db: Db,
  projectId: number,
  contact: { name?: string; email?: string | null; phone?: string | null; categories?: string[] } = {},
): Promise<number> {
  const categories = contact.categories ?? ['Cement'];
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
      categories,
    })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('vendor insert returned no row');
  const [row] = await db
    .insert(projectVendors)
    .values({
      projectId,
      vendorId: vendor.id,
      matchedCategories: categories.slice(0, 1),
      distanceKm: 4.2,
      suitabilityScore: 0.8,
      trustScore: 0.7,
      scoreBreakdown: { trust: [], suitability: [] },
    })
    .returning({ id: projectVendors.id });
  if (!row) throw new Error('project vendor insert returned no row');
  return row.id;
}

/** A request to the API as the project owner (or as `token`'s user). */
export type CallApi = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => Promise<LightMyRequestResponse>;

/** The quote and RFQ tests' world: an app, the owner of the projects, another user, and `call`. */
export async function ownerAndStranger(): Promise<{
  t: TestApp;
  owner: { token: string; id: string; email: string };
  other: { token: string; id: string };
  call: CallApi;
}> {
  const t = await createTestApp();
  const a = await signUp(t);
  const b = await signUp(t);
  const owner = { token: a.access_token, id: a.user.id, email: a.email };
  const call: CallApi = (method, url, payload, token = owner.token) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { t, owner, other: { token: b.access_token, id: b.user.id }, call };
}

/**
 * One database for the test file and the apps started on it, as a restart starts a second app on
 * the same data; registers the hooks that create the database and close it after the file. An app
 * closes when the test that started it ends (a worker left running would take the next test's jobs).
 */
export function appsOnOneDatabase() {
  let database: Database | undefined;
  const open = new Set<TestApp>();
  const stop = async (t: TestApp) => {
    if (open.delete(t)) await t.app.close();
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  const opened = (): Database => {
    if (!database) throw new Error('the database is created in beforeAll');
    return database;
  };
  return {
    get database() {
      return opened();
    },
    /** An app on the shared database (closed when the test ends unless stopped before). */
    async start(options: Omit<Parameters<typeof createTestApp>[0] & object, 'database'> = {}): Promise<TestApp> {
      const t = await createTestApp({ ...options, database: opened() });
      open.add(t);
      onTestFinished(() => stop(t));
      return t;
    },
    /** Stops an app as a process stop would, leaving the database open. */
    stop,
  };
}
