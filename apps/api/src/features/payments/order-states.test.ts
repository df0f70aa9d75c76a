import { PAYMENT_ORDER_TTL_MINUTES, ZCreateOrderResponse, ZErrorBody, ZPaymentList, ZPaymentOrderChange } from '@app/sdk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, freshIp, PASSWORD, post as postAuth, signUp } from '../auth/test-support.js';
import { createPackOrder } from './test-support.js';

const NOW = new Date('2026-05-10T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

async function listed(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZPaymentList.parse(res.json()).payments;
}
const post = (token: string, url: string) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token) });
const sandboxCheckout = (token: string, orderId: string, outcome: 'success' | 'failure') =>
  t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers: bearer(token), payload: { order_id: orderId, outcome } });

describe('checkouts that did not end in a payment', () => {
  it('a pending order shows as pending with its expiry, can be resumed, and reads as expired 30 minutes after it was created', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token);
    const [pending] = await listed(user.access_token);
    expect(pending).toMatchObject({ order_id: order.id, status: 'created', expires_at: new Date(NOW.getTime() + 30 * 60_000).toISOString() });

    const resumed = await post(user.access_token, `/payments/${order.id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(ZCreateOrderResponse.parse(resumed.json()).order).toEqual(order);

    t.clock.set(new Date(NOW.getTime() + PAYMENT_ORDER_TTL_MINUTES * 60_000));
    // The first access token has expired by now too: sign in again.
    const login = await postAuth(t, '/api/auth/login', { email: user.email, password: PASSWORD }, { ip: freshIp() });
    const token = (login.json() as { access_token: string }).access_token;
    const [expired] = await listed(token);
    expect(expired).toMatchObject({ order_id: order.id, status: 'expired', expires_at: null });
    const late = await post(token, `/payments/${order.id}/resume`);
    expect(late.statusCode).toBe(409);
    expect(ZErrorBody.parse(late.json()).code).toBe('order_not_resumable');
  });

  it('closing checkout cancels a pending order, which then cannot be resumed; a failed one stays failed', async () => {
    const user = await signUp(t);
    const closed = await createPackOrder(t, user.access_token);
    const cancelled = await post(user.access_token, `/payments/${closed.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(ZPaymentOrderChange.parse(cancelled.json()).payment.status).toBe('cancelled');
    expect((await post(user.access_token, `/payments/${closed.id}/resume`)).statusCode).toBe(409);

    const declined = await createPackOrder(t, user.access_token);
    expect((await sandboxCheckout(user.access_token, declined.id, 'failure')).statusCode).toBe(200);
    // Checkout closes after its failure: the order keeps the failure it reported.
    expect(ZPaymentOrderChange.parse((await post(user.access_token, `/payments/${declined.id}/cancel`)).json()).payment.status).toBe('failed');

    const statuses = Object.fromEntries((await listed(user.access_token)).map((p) => [p.order_id, p.status]));
    expect(statuses).toEqual({ [closed.id]: 'cancelled', [declined.id]: 'failed' });
  });

  it('an unpaid order can be dismissed from Past Payments; a paid one cannot; another user cannot touch either', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const unpaid = await createPackOrder(t, user.access_token);
    const paid = await createPackOrder(t, user.access_token);
    expect((await sandboxCheckout(user.access_token, paid.id, 'success')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: bearer(user.access_token), payload: (await sandboxCheckout(user.access_token, paid.id, 'success')).json() });

    expect((await post(other.access_token, `/payments/${unpaid.id}/dismiss`)).statusCode).toBe(404);
    expect((await post(other.access_token, `/payments/${unpaid.id}/cancel`)).statusCode).toBe(404);
    expect((await post(user.access_token, `/payments/${unpaid.id}/dismiss`)).statusCode).toBe(200);
    const refused = await post(user.access_token, `/payments/${paid.id}/dismiss`);
    expect(refused.statusCode).toBe(409);

    expect((await listed(user.access_token)).map((p) => p.order_id)).toEqual([paid.id]);
    expect((await post(user.access_token, `/payments/${unpaid.id}/resume`)).statusCode).toBe(409);
  });
});
