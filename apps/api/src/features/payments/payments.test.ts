import { ZErrorBody, ZPaymentList, ZPaymentVerifyRequest, ZPaymentVerifyResponse, ZSandboxCheckoutResponse, ZUsageSummary } from '@app/sdk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { capturedWebhook, createPackOrder, pdfText, postWebhook, signedPayment } from './test-support.js';

const NOW = new Date('2026-05-10T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

async function balance(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/usage/summary', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZUsageSummary.parse(res.json());
}

async function payments(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZPaymentList.parse(res.json()).payments;
}

const verify = (token: string, payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: bearer(token), payload });

describe('plans and packs', () => {
  it('serves the free plan, Pro at ₹29,999 a year and the packs, the 500K pack the best value per token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { plans: { plan_code: string; price_inr: number; tokens: number; plan_interval: string }[]; token_packs: { plan_code: string; metadata: { per_token_cost: number; is_best_value?: boolean } }[] };
    expect(body.plans.map((p) => [p.plan_code, p.price_inr, p.tokens, p.plan_interval])).toEqual([
      ['freemium', 0, 10_000, 'monthly'],
      ['pro_annual', 29_999, 2_500_000, 'annual'],
    ]);
    const best = body.token_packs.find((p) => p.metadata.is_best_value);
    expect(best?.plan_code).toBe('pack_500k');
    const cheapest = Math.min(...body.token_packs.map((p) => p.metadata.per_token_cost));
    expect(best?.metadata.per_token_cost).toBe(cheapest);
  });
});

describe('a token pack through the sandbox', () => {
  it('pays, credits once (verify and the sandbox webhook both arrive), lists the payment and serves its GST invoice', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_500k', 599, { buyer_name: 'Asha Shah', buyer_state: 'Gujarat' });
    expect(order.amount).toBe(59_900);

    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: bearer(user.access_token),
      payload: { order_id: order.id, outcome: 'success' },
    });
    expect(checkout.statusCode).toBe(200);
    const signed = ZPaymentVerifyRequest.parse(checkout.json());
    const verified = await verify(user.access_token, signed);
    expect(verified.statusCode).toBe(200);
    expect(ZPaymentVerifyResponse.parse(verified.json())).toMatchObject({ status: 'completed', order_id: order.id, plan_name: '500K Tokens' });

    // The sandbox's own webhook lands as well; the order stays paid once.
    await vi.waitFor(async () => expect((await payments(user.access_token))[0]?.status).toBe('paid'));
    expect((await balance(user.access_token)).token_balance.purchased_balance).toBe(500_000);
    const [paid] = await payments(user.access_token);
    expect(paid).toMatchObject({ order_id: order.id, amount_inr: 599, tokens: 500_000, sandbox: true });
    expect(paid?.invoice_number).toMatch(/^GBA\/2627\/\d{6}$/);

    const invoice = await t.app.inject({ method: 'GET', url: `/api/payments/${order.id}/invoice`, headers: bearer(user.access_token) });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(invoice.rawPayload);
    for (const needle of ['TAX INVOICE', 'GSTIN: 24AAAAA0000A1Z8', 'Asha Shah', '998431', 'CGST @ 9%', 'SGST @ 9%', 'Rs. 599.00', 'Rupees Five Hundred Ninety Nine Only', paid?.payment_id ?? '?', paid?.invoice_number ?? '?']) {
      expect(text).toContain(needle);
    }
  });

  it('charges IGST to a buyer outside Gujarat', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_100k', 149, { buyer_gstin: '27AAPFU0939F1ZV', buyer_address: 'Bandra Kurla Complex, Mumbai 400051' });
    expect((await verify(user.access_token, await signedPayment(t, order.id, 'pay_igst1'))).statusCode).toBe(200);
    const invoice = await t.app.inject({ method: 'GET', url: `/api/payments/${order.id}/invoice`, headers: bearer(user.access_token) });
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
  });

  it('credits a webhook replayed three times exactly once', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_50k', 79);
    const delivery = await capturedWebhook(t, order.id, 'pay_replay1');
    for (let i = 0; i < 3; i++) expect((await postWebhook(t, delivery)).statusCode).toBe(200);
    // The same event under new delivery ids (Razorpay retries with the same id, but be strict).
    expect((await postWebhook(t, await capturedWebhook(t, order.id, 'pay_replay1', 'evt_other'))).statusCode).toBe(200);
    expect((await balance(user.access_token)).token_balance.purchased_balance).toBe(50_000);
    expect((await payments(user.access_token)).filter((p) => p.status === 'paid')).toHaveLength(1);
  });

  it('credits once when verify races the webhook', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_100k', 149);
    const signed = await signedPayment(t, order.id, 'pay_race1');
    const delivery = await capturedWebhook(t, order.id, 'pay_race1');
    const answers = await Promise.all([verify(user.access_token, signed), postWebhook(t, delivery), verify(user.access_token, signed), postWebhook(t, delivery)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await balance(user.access_token)).token_balance.purchased_balance).toBe(100_000);
  });

  it('buys the same pack twice quickly as two orders and two credits', async () => {
    const user = await signUp(t);
    const [a, b] = await Promise.all([createPackOrder(t, user.access_token, 'pack_50k', 79), createPackOrder(t, user.access_token, 'pack_50k', 79)]);
    expect(a.id).not.toBe(b.id);
    await Promise.all([verify(user.access_token, await signedPayment(t, a.id, 'pay_twice_a')), verify(user.access_token, await signedPayment(t, b.id, 'pay_twice_b'))]);
    expect((await balance(user.access_token)).token_balance.purchased_balance).toBe(100_000);
  });

  it('answers a retried order request (same receipt) with the same order', async () => {
    const user = await signUp(t);
    const payload = { amount: 79, receipt: 'rcpt_retry_1', purchase_type: 'token_pack', token_pack_id: 'pack_50k' };
    const first = await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: bearer(user.access_token), payload });
    const second = await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: bearer(user.access_token), payload });
    expect(second.json()).toEqual(first.json());
    expect(await payments(user.access_token)).toHaveLength(1);
  });
});

describe('bad payment input', () => {
  it('refuses an amount that does not match the pack with 400 and creates no order', async () => {
    const user = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: bearer(user.access_token),
      payload: { amount: 1, receipt: 'rcpt_cheap', purchase_type: 'token_pack', token_pack_id: 'pack_1m' },
    });
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.parse(res.json())).toMatchObject({ code: 'amount_mismatch', message: 'Amount does not match the price of the selected plan' });
    expect(await payments(user.access_token)).toEqual([]);
  });

  it("refuses a Pro order whose amount is not the plan's price, and an order for the free plan, creating no order", async () => {
    const user = await signUp(t);
    const order = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: bearer(user.access_token), payload: { receipt: 'rcpt_plan', purchase_type: 'subscription', ...payload } });
    const cheap = await order({ amount: 1, plan_code: 'pro_annual' });
    expect(cheap.statusCode).toBe(400);
    expect(ZErrorBody.parse(cheap.json())).toMatchObject({ code: 'amount_mismatch', message: 'Amount does not match the price of the selected plan' });
    expect((await order({ amount: 29_999, plan_code: 'freemium' })).statusCode).toBe(409);
    expect(await payments(user.access_token)).toEqual([]);
  });

  it('refuses a wrong signature and a signature replayed from another order with 400 and no credit', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_50k', 79);
    const other = await createPackOrder(t, user.access_token, 'pack_50k', 79);
    const wrong = await verify(user.access_token, { razorpay_order_id: order.id, razorpay_payment_id: 'pay_x', razorpay_signature: 'f'.repeat(64) });
    expect(wrong.statusCode).toBe(400);
    expect(ZErrorBody.parse(wrong.json())).toMatchObject({ code: 'payment_verification_failed', message: 'Payment verification failed' });
    const fromOther = await signedPayment(t, other.id, 'pay_other');
    const replayed = await verify(user.access_token, { ...fromOther, razorpay_order_id: order.id });
    expect(replayed.statusCode).toBe(400);
    expect((await balance(user.access_token)).token_balance.purchased_balance).toBe(0);
  });

  it('refuses a webhook whose body was changed after signing with 401 and credits nothing', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_50k', 79);
    const delivery = await capturedWebhook(t, order.id, 'pay_tamper');
    const tampered = { ...delivery, body: delivery.body.replace('pay_tamper', 'pay_tamper2') };
    const res = await postWebhook(t, tampered);
    expect(res.statusCode).toBe(401);
    expect(ZErrorBody.parse(res.json()).code).toBe('invalid_signature');
    expect((await balance(user.access_token)).token_balance.purchased_balance).toBe(0);
  });

  it('refuses a webhook without a signature or with a malformed one with 401 and credits nothing', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_50k', 79);
    const delivery = await capturedWebhook(t, order.id, 'pay_unsigned');
    const { 'x-razorpay-signature': _signature, ...unsigned } = delivery.headers;
    for (const headers of [unsigned, { ...unsigned, 'x-razorpay-signature': 'not-hex' }]) {
      const res = await postWebhook(t, { body: delivery.body, headers });
      expect(res.statusCode).toBe(401);
      expect(ZErrorBody.parse(res.json()).code).toBe('invalid_signature');
    }
    expect((await balance(user.access_token)).token_balance.purchased_balance).toBe(0);
  });

  it("does not verify another user's order or serve their invoice", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const order = await createPackOrder(t, owner.access_token, 'pack_50k', 79);
    expect((await verify(stranger.access_token, await signedPayment(t, order.id, 'pay_s'))).statusCode).toBe(404);
    await verify(owner.access_token, await signedPayment(t, order.id, 'pay_s'));
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/${order.id}/invoice`, headers: bearer(stranger.access_token) });
    expect(res.statusCode).toBe(404);
  });

  it('records a sandbox failure on the order and gives checkout its failure object', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_50k', 79);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: bearer(user.access_token),
      payload: { order_id: order.id, outcome: 'failure' },
    });
    expect(ZSandboxCheckoutResponse.parse(res.json())).toMatchObject({ error: { reason: 'payment_failed', metadata: { order_id: order.id } } });
    expect((await payments(user.access_token))[0]?.status).toBe('failed');
    const invoice = await t.app.inject({ method: 'GET', url: `/api/payments/${order.id}/invoice`, headers: bearer(user.access_token) });
    expect(invoice.statusCode).toBe(404);
  });
});

describe('the sandbox checkout script', () => {
  it('serves a same-origin script exposing window.Razorpay with a labelled SANDBOX sheet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('window.Razorpay = Razorpay');
    expect(res.body).toContain('SANDBOX PAYMENT');
    expect(res.body).toContain('4111 1111 1111 1111');
    expect(res.body).toContain('success@razorpay');
    expect(res.body).not.toMatch(/https?:\/\//);
    // It parses as plain script (a syntax error would only show in a browser otherwise).
    expect(() => new Function(res.body)).not.toThrow();
  });
});
