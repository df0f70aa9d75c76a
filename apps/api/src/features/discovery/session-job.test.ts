import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp } from '../auth/test-support.js';
import { createLedger } from '../ledger/index.js';
import { balanceOf } from '../regagent/test-support.js';
import { discoveryJob } from './session-job.js';
import { createDiscoveryApp } from './test-support.js';

describe('the discovery job', () => {
  let t: TestApp;
  let userId: string;

  beforeAll(async () => {
    t = await createDiscoveryApp();
    userId = (await signUp(t)).user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('releases the hold of a session deleted with its project before the job claimed it', async () => {
    const ledger = createLedger(t.database.db, t.clock);
    const before = await balanceOf(t, userId);
    const reservation = await ledger.reserve({ userId, maxTokens: 500, operationType: 'vendor_discovery', description: 'Deleted before it ran' });
    expect(await balanceOf(t, userId)).toBe(before - 500);
    // A session that is no longer stored reaches only the database and the ledger.
    const job = discoveryJob({ database: t.database, clock: t.clock, ledger } as unknown as Parameters<typeof discoveryJob>[0]);
    await job({ sessionId: 2_000_000_000, reservation }, new AbortController().signal);
    expect(await balanceOf(t, userId)).toBe(before);
  });
});
