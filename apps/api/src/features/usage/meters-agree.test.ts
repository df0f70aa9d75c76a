import { ZCheckoutOrder, ZCurrentSubscriptionResponse, ZPaymentVerifyRequest, ZUsageHistory, ZUsageSummary } from '@app/sdk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createLedger, type Ledger } from '../ledger/index.js';
import { createPackOrder, signedPayment } from '../payments/test-support.js';

const NOW = new Date('2026-05-10T09:00:00Z');
let t: TestApp;
let ledger: Ledger;

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, t.clock);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

const get = async (token: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
};

/** Buys a 50K pack through the sandbox checkout and verify, as /billing does. */
async function buyPack(token: string) {
  const order = await createPackOrder(t, token, 'pack_50k', 79);
  const checkout = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers: bearer(token), payload: { order_id: order.id, outcome: 'success' } });
  const verified = await t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: bearer(token), payload: ZPaymentVerifyRequest.parse(checkout.json()) });
  expect(verified.statusCode).toBe(200);
}

/** Every figure the chat meter, /usage, /billing and the ledger give, read now. */
async function meters(token: string, userId: string) {
  const summary = ZUsageSummary.parse(await get(token, '/usage/summary'));
  const billing = ZCurrentSubscriptionResponse.parse(await get(token, '/subscriptions/current')).subscription;
  const history = ZUsageHistory.parse(await get(token, '/usage/history?limit=100'));
  const balance = await ledger.getBalance(userId);
  const s = summary.subscription;
  return {
    // The chat meter (regulation-chat token-budget.ts): used of total.
    chat: { used: s.tokens_used_from_quota + s.tokens_used_from_purchased, total: s.tokens_used_from_quota + s.tokens_used_from_purchased + summary.token_balance.total_available },
    usage: { quota: s.token_quota, quotaUsed: s.tokens_used_from_quota, purchased: summary.token_balance.purchased_balance, available: summary.token_balance.total_available, spent: summary.summary.total_tokens },
    billing: { quota: billing.token_quota },
    ledger: { quota: balance.quota_tokens, quotaUsed: balance.quota_used, purchased: balance.purchased_balance, available: balance.total_available },
    operations: {
      spent: history.operations.reduce((sum, op) => sum + op.tokens_used, 0),
      fromQuota: history.operations.flatMap((op) => op.paid_by).filter((p) => p.grant === 'plan_quota').reduce((sum, p) => sum + p.tokens, 0),
    },
  };
}

describe('meters that agree', () => {
  it('the chat meter, /usage, /billing and the ledger give the same figures after spending across the quota and a pack', async () => {
    const user = await signUp(t);
    await ledger.debit({ userId: user.user.id, tokens: 9_500, operationType: 'regulation_query', description: 'question' });
    await buyPack(user.access_token);
    // 2,000 more: the last 500 of the quota, then 1,500 from the pack.
    await ledger.debit({ userId: user.user.id, tokens: 2_000, operationType: 'material_extraction', description: 'extraction' });
    await ledger.debit({ userId: user.user.id, tokens: 700, operationType: 'regulation_query', description: 'question' });

    const m = await meters(user.access_token, user.user.id);
    expect(m.usage).toEqual({ quota: 10_000, quotaUsed: 10_000, purchased: 50_000 - 2_200, available: 47_800, spent: 12_200 });
    expect(m.ledger).toEqual({ quota: m.usage.quota, quotaUsed: m.usage.quotaUsed, purchased: m.usage.purchased, available: m.usage.available });
    expect(m.billing.quota).toBe(m.usage.quota);
    expect(m.operations).toEqual({ spent: 12_200, fromQuota: 10_000 });
    // The chat meter kept counting past the quota: used is everything spent, and what is left is what /usage says.
    expect(m.chat).toEqual({ used: 12_200, total: 60_000 });
    expect(m.chat.total - m.chat.used).toBe(m.usage.available);
  });

  it("gives Pro's next billing date on /usage as the plan's renewal date (as /billing), not the monthly quota reset", async () => {
    const user = await signUp(t);
    const upgrade = await t.app.inject({ method: 'POST', url: '/api/subscriptions/upgrade', headers: bearer(user.access_token), payload: { plan_code: 'pro_annual' } });
    const order = ZCheckoutOrder.parse(upgrade.json());
    const paid = await t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: bearer(user.access_token), payload: await signedPayment(t, order.razorpay_order_id, `pay_${order.razorpay_order_id}`) });
    expect(paid.statusCode).toBe(200);

    const usage = ZUsageSummary.parse(await get(user.access_token, '/usage/summary')).subscription;
    const billing = ZCurrentSubscriptionResponse.parse(await get(user.access_token, '/subscriptions/current')).subscription;
    expect(usage.next_billing_date).toBe(billing.next_renewal_date);
    expect(usage.next_billing_date).toBe('2027-05-10T09:00:00.000Z');
    expect(usage.quota_reset_date).toBe('2026-06-10T09:00:00.000Z');

    // Cancelled: no billing date any more, Pro until the end of the paid year.
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/cancel', headers: bearer(user.access_token) })).statusCode).toBe(200);
    const cancelled = ZUsageSummary.parse(await get(user.access_token, '/usage/summary')).subscription;
    expect(cancelled).toMatchObject({ status: 'cancelled', next_billing_date: null, plan_period_end: '2027-05-10T09:00:00.000Z' });
  });
});
