import { ZErrorBody, ZPlansResponse } from '@app/sdk/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { outbox } from '../src/db/schema/mail.js';
import { readEnv } from '../src/env.js';
import { bearer, freshEmail, freshIp, PASSWORD, post } from '../src/features/auth/test-support.js';
import { createTestApp, type TestApp } from './app.js';

/** What a production deployment sets, and nothing more: no Razorpay keys, no SMTP, no flags. */
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://buildassist.example.in', LOG_LEVEL: 'silent' };

/** The app as `server.ts` builds it from that environment (on a fresh test database). */
const productionApp = (extra: Record<string, string> = {}) => createTestApp({ config: configFromEnv(readEnv({ ...PRODUCTION, ...extra })) });

/** Development-only routes: each must not exist in production unless its variable says so. */
const DEV_ONLY: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/dev/outbox?email=demo%40buildassist.in' },
  { method: 'POST', url: '/api/payments/sandbox/checkout', payload: { order_id: 'order_sbx1', outcome: 'success' } },
  { method: 'GET', url: '/api/payments/sandbox/checkout.js' },
  { method: 'GET', url: '/api/docs' },
  { method: 'GET', url: '/api/openapi.json' },
];

/** A verified account, its code read from the outbox table (the dev route is off in production). */
async function signUpDirect(t: TestApp) {
  const email = freshEmail('prod');
  expect((await post(t, '/api/auth/register', { email, name: 'Ravi Patel', password: PASSWORD })).statusCode).toBe(201);
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toEmail, email)).orderBy(desc(outbox.seq)).limit(1);
  const verified = await post(t, '/api/auth/verify-email', { email, code: mail?.code }, { ip: freshIp() });
  expect(verified.statusCode).toBe(200);
  return (verified.json() as { access_token: string }).access_token;
}

describe('NODE_ENV=production with nothing else configured', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await productionApp();
    token = await signUpDirect(t);
  });
  afterAll(() => t.close());

  it('answers 404 on every development-only route, signed in or not', async () => {
    for (const route of DEV_ONLY) {
      for (const headers of [{}, bearer(token)]) {
        const res = await t.app.inject({ ...route, headers });
        expect({ route: route.url, status: res.statusCode }).toEqual({ route: route.url, status: 404 });
      }
    }
  });

  it('answers every payment route with 503 payments_not_configured and tells the pages', async () => {
    const calls = [
      { url: '/api/payments/orders', payload: { amount: 599, receipt: 'rcpt_prod', purchase_type: 'token_pack', token_pack_id: 'pack_500k' } },
      { url: '/api/payments/verify', payload: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'f'.repeat(64) } },
      { url: '/api/subscriptions/upgrade', payload: { plan_code: 'pro_annual' } },
      { url: '/api/subscriptions/purchase-tokens', payload: { plan_code: 'pack_500k' } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: 'POST', ...call, headers: bearer(token) });
      expect({ url: call.url, status: res.statusCode }).toEqual({ url: call.url, status: 503 });
      expect(ZErrorBody.parse(res.json())).toMatchObject({ code: 'payments_not_configured', message: 'Payments are not configured on this server' });
    }
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: { event: 'payment.captured', payload: {} } });
    expect(webhook.statusCode).toBe(503);
    const plans = ZPlansResponse.parse((await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' })).json());
    expect(plans.payment_mode).toBe('unconfigured');
  });
});

describe('NODE_ENV=production with the development conveniences asked for by name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await productionApp({ ENABLE_PAYMENT_SANDBOX: '1', ENABLE_DEV_OUTBOX: '1', API_DOCS: 'true' });
  });
  afterAll(() => t.close());

  it('serves them again', async () => {
    const token = await signUpDirect(t);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: bearer(token),
      payload: { amount: 79, receipt: 'rcpt_on', purchase_type: 'token_pack', token_pack_id: 'pack_50k' },
    });
    expect(order.statusCode).toBe(200);
    const orderId = (order.json() as { order: { id: string } }).order.id;
    for (const route of DEV_ONLY) {
      // A real order, and a declined payment (the sandbox's webhook would outlive the test).
      const payload = route.payload && { order_id: orderId, outcome: 'failure' };
      const res = await t.app.inject({ ...route, payload, headers: bearer(token) });
      expect({ route: route.url, status: res.statusCode }).not.toEqual({ route: route.url, status: 404 });
    }
    const plans = ZPlansResponse.parse((await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' })).json());
    expect(plans.payment_mode).toBe('sandbox');
  });
});
