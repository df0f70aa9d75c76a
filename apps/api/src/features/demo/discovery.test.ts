import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenLedger } from '../../db/schema/ledger.js';
import { projects } from '../../db/schema/sourcing.js';
import { users } from '../../db/schema/users.js';
import { projectVendors, vendorSearchSessions } from '../../db/schema/vendors.js';
import { manualClock } from '../../lib/clock.js';
import { createLedger } from '../ledger/service.js';
import { appsOnOneDatabase } from '../rfq/test-support.js';
import { DEMO_EMAIL, seedDemo } from './seed.js';

describe('demo vendor discoveries', () => {
  const shared = appsOnOneDatabase();

  it('runs the real discovery once for each demo project with materials, leaves the demo quota and balance untouched, and adds nothing on a restart', { timeout: 300_000 }, async () => {
    await seedDemo(shared.database.db);
    const [seeded] = await shared.database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const ledger = createLedger(shared.database.db, manualClock());
    const before = await ledger.getBalance(seeded!.id);
    const first = await shared.start({ seedDemoDiscoveries: true });
    const [demo] = await shared.database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const sessions = () =>
      shared.database.db
        .select({ status: vendorSearchSessions.status, projectId: vendorSearchSessions.projectId })
        .from(vendorSearchSessions)
        .innerJoin(projects, eq(projects.id, vendorSearchSessions.projectId))
        .where(eq(projects.userId, demo!.id));
    await expect.poll(async () => (await sessions()).length, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await sessions()).every((s) => s.status === 'completed'), { timeout: 120_000 }).toBe(true);
    const started = await sessions();
    for (const s of started) expect(await shared.database.db.$count(projectVendors, eq(projectVendors.projectId, s.projectId))).toBeGreaterThan(0);
    // The seed's runs are sample data, not the visitor's usage: no quota used, no balance change, no debit.
    const after = await ledger.getBalance(demo!.id);
    expect(after.quota_used).toBe(before.quota_used);
    expect(after.purchased_balance).toBe(before.purchased_balance);
    expect(after.total_available).toBe(before.total_available);
    expect(await shared.database.db.$count(tokenLedger, and(eq(tokenLedger.userId, demo!.id), eq(tokenLedger.operationType, 'vendor_discovery')))).toBe(0);

    await shared.stop(first);
    await shared.start({ seedDemoDiscoveries: true });
    expect(await sessions()).toHaveLength(started.length);
    expect(await shared.database.db.$count(vendorSearchSessions, and(eq(vendorSearchSessions.status, 'pending')))).toBe(0);
  });
});
