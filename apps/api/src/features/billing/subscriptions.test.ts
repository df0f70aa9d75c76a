import { ZCancelSubscriptionResponse, ZCheckoutOrder, ZCurrentSubscriptionResponse, ZErrorBody, ZUsageSummary } from '@app/sdk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, freshIp, PASSWORD, post as authPost, signUp } from '../auth/test-support.js';
import { signedPayment } from '../payments/test-support.js';

const NOW = new Date('2026-05-10T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

async function current(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZCurrentSubscriptionResponse.parse(res.json()).subscription;
}

async function usage(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/usage/summary', headers: bearer(token) });
  return ZUsageSummary.parse(res.json());
}

const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Upgrades through the order route and checkout's signed callback. */
async function upgradeToPro(token: string) {
  const res = await post(token, '/api/subscriptions/upgrade', { plan_code: 'pro_annual' });
  expect(res.statusCode).toBe(200);
  const order = ZCheckoutOrder.parse(res.json());
  expect(order).toMatchObject({ amount_inr: 29_999, plan_name: 'Pro', sandbox: true });
  const verified = await post(token, '/api/payments/verify', await signedPayment(t, order.razorpay_order_id, `pay_pro_${order.razorpay_order_id}`));
  expect(verified.statusCode).toBe(200);
  return order;
}

describe('subscriptions', () => {
  it('starts every account on the free plan, which cannot be cancelled', async () => {
    const user = await signUp(t);
    expect(await current(user.access_token)).toMatchObject({ type: 'free', status: 'active', plan_code: 'freemium', token_quota: 10_000, can_cancel: false, annual_price: null });
    const res = await post(user.access_token, '/api/subscriptions/cancel');
    expect(res.statusCode).toBe(409);
    expect(ZErrorBody.parse(res.json())).toMatchObject({ code: 'subscription_not_active', message: 'Only an active Pro plan can be cancelled' });
  });

  it('upgrades to Pro for a year with its monthly quota, then cancels to the end of the period and falls back to Free', async () => {
    const user = await signUp(t);
    await upgradeToPro(user.access_token);
    expect(await current(user.access_token)).toMatchObject({
      type: 'pro',
      status: 'active',
      plan_code: 'pro_annual',
      interval: 'annual',
      annual_price: 29_999,
      next_renewal_date: '2027-05-10T09:00:00.000Z',
      token_quota: 2_500_000,
      can_cancel: true,
    });
    expect((await usage(user.access_token)).subscription).toMatchObject({ plan_type: 'pro', status: 'active', token_quota: 2_500_000, interval: 'annual' });

    const cancelled = await post(user.access_token, '/api/subscriptions/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(ZCancelSubscriptionResponse.parse(cancelled.json())).toMatchObject({
      message: 'Subscription cancelled successfully',
      subscription: { type: 'pro', status: 'cancelled', next_renewal_date: null, can_cancel: false },
    });
    expect((await usage(user.access_token)).subscription.status).toBe('cancelled');
    expect((await post(user.access_token, '/api/subscriptions/cancel')).statusCode).toBe(409);

    t.clock.set(new Date('2027-05-10T09:00:01Z'));
    // A year on, the access token has long expired: sign in again.
    const login = await authPost(t, '/api/auth/login', { email: user.email, password: PASSWORD }, { ip: freshIp() });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { access_token: string }).access_token;
    expect(await current(token)).toMatchObject({ type: 'free', status: 'active', token_quota: 10_000 });
    expect((await usage(token)).subscription).toMatchObject({ plan_type: 'free', token_quota: 10_000, tokens_used_from_quota: 0 });
  });

  it('refuses to sell the current plan again, the free plan, or an unknown one', async () => {
    const user = await signUp(t);
    await upgradeToPro(user.access_token);
    const again = await post(user.access_token, '/api/subscriptions/upgrade', { plan_code: 'pro_annual' });
    expect(again.statusCode).toBe(409);
    expect(ZErrorBody.parse(again.json()).code).toBe('already_on_plan');
    expect((await post(user.access_token, '/api/subscriptions/upgrade', { plan_code: 'freemium' })).statusCode).toBe(409);
    expect((await post(user.access_token, '/api/subscriptions/upgrade', { plan_code: 'pack_500k' })).statusCode).toBe(404);
    expect((await post(user.access_token, '/api/subscriptions/purchase-tokens', { plan_code: 'pro_annual' })).statusCode).toBe(404);
    const empty = await post(user.access_token, '/api/subscriptions/upgrade', { plan_code: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(ZErrorBody.parse(empty.json()).message).toContain('Please select a plan');
  });

  it('sells a token pack through purchase-tokens at its own price', async () => {
    const user = await signUp(t);
    const res = await post(user.access_token, '/api/subscriptions/purchase-tokens', { plan_code: 'pack_500k' });
    expect(ZCheckoutOrder.parse(res.json())).toMatchObject({ amount_inr: 599, plan_name: '500K Tokens' });
    const order = ZCheckoutOrder.parse(res.json());
    await post(user.access_token, '/api/payments/verify', await signedPayment(t, order.razorpay_order_id, 'pay_pack_sub'));
    expect((await usage(user.access_token)).token_balance).toEqual({ purchased_balance: 500_000, total_available: 510_000 });
  });
});
