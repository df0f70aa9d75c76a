import { ZCheckoutOrder } from '@app/sdk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { subscriptions } from '../../db/schema/billing.js';
import { tokenLedger } from '../../db/schema/ledger.js';
import { manualClock } from '../../lib/clock.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createLedger } from '../ledger/index.js';
import { accountRow } from '../ledger/test-support.js';
import { signedPayment } from '../payments/test-support.js';
import { sweepPeriods } from './period-sweep.js';
import { createBilling } from './service.js';

const NOW = new Date('2026-05-10T09:00:00Z');
/** The end of a Pro year bought at NOW. */
const PRO_END = new Date('2027-05-10T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

/** The ledger and billing of the app under test (same database, same clock), as the sweep gets them. */
function services() {
  const ledger = createLedger(t.database.db, t.clock);
  return { ledger, billing: createBilling({ db: t.database.db, clock: t.clock, ledger }) };
}

const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A user on Pro through the order route and checkout's signed callback, cancelled when asked. */
async function proUser(cancel: boolean) {
  const user = await signUp(t);
  const order = ZCheckoutOrder.parse((await post(user.access_token, '/api/subscriptions/upgrade', { plan_code: 'pro_annual' })).json());
  const verified = await post(user.access_token, '/api/payments/verify', await signedPayment(t, order.razorpay_order_id, `pay_sweep_${order.razorpay_order_id}`));
  expect(verified.statusCode).toBe(200);
  if (cancel) expect((await post(user.access_token, '/api/subscriptions/cancel')).statusCode).toBe(200);
  return user.user.id;
}

async function subscriptionStatus(userId: string) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row?.status;
}

async function resets(userId: string) {
  const rows = await t.database.db
    .select({ description: tokenLedger.description })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.kind, 'reset')))
    .orderBy(tokenLedger.createdAt);
  return rows.map((row) => row.description);
}

describe('period sweep', () => {
  it('moves a cancelled Pro to Free at its period end without anyone reading the account, once', async () => {
    const userId = await proUser(true);
    t.clock.set(new Date(PRO_END.getTime() - 1000));
    await sweepPeriods(services());
    expect(await subscriptionStatus(userId)).toBe('cancelled');
    expect(await accountRow(t.database.db, userId)).toMatchObject({ planCode: 'pro_annual' });

    t.clock.set(PRO_END);
    await sweepPeriods(services());
    expect(await subscriptionStatus(userId)).toBe('ended');
    expect(await accountRow(t.database.db, userId)).toMatchObject({ planCode: 'freemium', quotaTokens: 10_000, quotaUsed: 0, quotaPeriodStart: PRO_END });

    // The lazy path on read and a second sweep find nothing left to do.
    await services().billing.current(userId);
    await sweepPeriods(services());
    expect((await resets(userId)).filter((text) => text.includes('back to the free plan'))).toHaveLength(1);
  });

  it('ends an uncancelled Pro at its period end too (a paid year is not renewed without a payment)', async () => {
    const userId = await proUser(false);
    t.clock.set(PRO_END);
    expect((await sweepPeriods(services())).ended).toBeGreaterThanOrEqual(1);
    expect(await subscriptionStatus(userId)).toBe('ended');
    expect(await accountRow(t.database.db, userId)).toMatchObject({ planCode: 'freemium' });
  });

  it('starts the next monthly quota period on time and once, whichever of the sweep and a read comes first', async () => {
    const { ledger } = services();
    const [swept, read] = [(await signUp(t)).user.id, (await signUp(t)).user.id];
    for (const userId of [swept, read]) await ledger.debit({ userId, tokens: 4_000, operationType: 'regulation_query', description: 'q' });
    const reset = new Date('2026-06-10T09:00:00Z');
    t.clock.set(reset);
    expect(await ledger.getBalance(read)).toMatchObject({ quota_used: 0 });
    await sweepPeriods(services());
    await sweepPeriods(services());
    for (const userId of [swept, read]) {
      expect(await accountRow(t.database.db, userId)).toMatchObject({ quotaUsed: 0, quotaPeriodStart: reset });
      expect(await resets(userId)).toEqual(['Quota renewed']);
    }
  });

  it('renews the monthly quota of a running Pro year and moves it to Free only at the year end', async () => {
    const userId = await proUser(true);
    await services().ledger.debit({ userId, tokens: 100_000, operationType: 'regulation_query', description: 'q' });
    t.clock.set(new Date('2026-06-10T09:00:00Z'));
    await sweepPeriods(services());
    expect(await accountRow(t.database.db, userId)).toMatchObject({ planCode: 'pro_annual', quotaTokens: 2_500_000, quotaUsed: 0 });
    expect(await subscriptionStatus(userId)).toBe('cancelled');
    t.clock.set(PRO_END);
    await sweepPeriods(services());
    // Ended first: the year's end is also a quota boundary, which must not renew the Pro quota.
    expect(await resets(userId)).toEqual(['Pro plan started', 'Quota renewed', 'Paid period ended: back to the free plan']);
    expect(await accountRow(t.database.db, userId)).toMatchObject({ planCode: 'freemium' });
  });

  it('catches up when the server starts: periods that ended while it was down end at startup', async () => {
    const userId = await proUser(true);
    // A server process started after the period end, on the same database, with no request made.
    const clock = manualClock(new Date(PRO_END.getTime() + 3_600_000));
    const restarted = await createApp({ config: testConfig(), database: t.database, clock });
    try {
      await restarted.ready();
      expect(await subscriptionStatus(userId)).toBe('ended');
      expect(await accountRow(t.database.db, userId)).toMatchObject({ planCode: 'freemium', quotaTokens: 10_000 });
    } finally {
      await restarted.close();
    }
  });
});
