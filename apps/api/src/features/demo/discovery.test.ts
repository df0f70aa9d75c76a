import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema/sourcing.js';
import { users } from '../../db/schema/users.js';
import { projectVendors, vendorSearchSessions } from '../../db/schema/vendors.js';
import { manualClock } from '../../lib/clock.js';
import { createLedger } from '../ledger/service.js';
import { DEMO_EMAIL, seedDemo } from './seed.js';

describe('demo vendor discoveries', () => {
  let database: Database;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const t of apps) await t.app.close();
    await database.close();
  });

  it('runs the real discovery once for each demo project with materials, paid by a demo grant, and adds nothing on a restart', { timeout: 300_000 }, async () => {
    await seedDemo(database.db);
    const [seeded] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const ledger = createLedger(database.db, manualClock());
    const startBalance = (await ledger.getBalance(seeded!.id)).total_available;
    const first = await createTestApp({ database, seedDemoDiscoveries: true });
    apps.push(first);
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const sessions = () =>
      database.db
        .select({ status: vendorSearchSessions.status, projectId: vendorSearchSessions.projectId })
        .from(vendorSearchSessions)
        .innerJoin(projects, eq(projects.id, vendorSearchSessions.projectId))
        .where(eq(projects.userId, demo!.id));
    await expect.poll(async () => (await sessions()).length, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await sessions()).every((s) => s.status === 'completed'), { timeout: 120_000 }).toBe(true);
    const started = await sessions();
    for (const s of started) expect(await database.db.$count(projectVendors, eq(projectVendors.projectId, s.projectId))).toBeGreaterThan(0);
    // The seed's runs never eat into the tokens the visitor has to try the product.
    expect((await ledger.getBalance(demo!.id)).total_available).toBeGreaterThanOrEqual(startBalance);

    await first.app.close();
    apps.pop();
    const second = await createTestApp({ database, seedDemoDiscoveries: true });
    apps.push(second);
    expect(await sessions()).toHaveLength(started.length);
    expect(await database.db.$count(vendorSearchSessions, and(eq(vendorSearchSessions.status, 'pending')))).toBe(0);
  });
});
