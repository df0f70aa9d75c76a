import { ZErrorBody, ZPaymentVerifyResponse, ZUsageSummary } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { DEFAULT_PAYMENTS_CONFIG } from '../../config.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createBilling, seedCatalogue } from '../billing/index.js';
import { createLedger } from '../ledger/index.js';
import { accountRow, insertUser } from '../ledger/test-support.js';
import { checkoutSignature } from './signature.js';
import { createPayments } from './service.js';
import { capturedWebhook, createPackOrder, fakeRazorpay, postWebhook, signedPayment } from './test-support.js';

const MISMATCH_LOG = 'captured payment does not match its order: not credited';

describe('captures that do not match their order, and concurrent verifies (sandbox app)', () => {
  let t: TestApp;
  const lines: { level: number; msg: string; order_id?: string; captured_amount?: unknown }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  });
  afterAll(() => t.close());

  async function purchased(token: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/usage/summary', headers: bearer(token) });
    return ZUsageSummary.parse(res.json()).token_balance.purchased_balance;
  }
  const orderStatus = async (token: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(token) })).json() as { payments: { status: string }[] }).payments[0]?.status;

  it('credits nothing for a signed capture of 100 paise for a ₹1,299 order, and logs it', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_1m', 1299);
    expect(order.amount).toBe(129_900);
    const res = await postWebhook(t, await capturedWebhook(t, order.id, 'pay_short', undefined, { amount: 100 }));
    // Acknowledged (Razorpay must not retry it for ever), never credited.
    expect(res.statusCode).toBe(200);
    expect(await purchased(user.access_token)).toBe(0);
    expect(await orderStatus(user.access_token)).toBe('created');
    expect(lines.filter((l) => l.msg === MISMATCH_LOG && l.order_id === order.id)).toMatchObject([{ captured_amount: 100 }]);
  });

  it('credits nothing for the full amount in another currency', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_50k', 79);
    await postWebhook(t, await capturedWebhook(t, order.id, 'pay_usd', undefined, { currency: 'USD' }));
    expect(await purchased(user.access_token)).toBe(0);
    // The order's own capture still completes it.
    await postWebhook(t, await capturedWebhook(t, order.id, 'pay_inr'));
    expect(await purchased(user.access_token)).toBe(50_000);
  });

  it('answers 10 concurrent verifies of one payment: exactly one says the tokens were added, the others that it was already credited', async () => {
    const user = await signUp(t);
    const order = await createPackOrder(t, user.access_token, 'pack_50k', 79);
    const signed = await signedPayment(t, order.id, 'pay_ten');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: bearer(user.access_token), payload: signed })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const bodies = answers.map((a) => ZPaymentVerifyResponse.parse(a.json()));
    const added = bodies.filter((b) => !b.already_credited);
    expect(added).toMatchObject([{ tokens_added: 50_000, message: 'Payment completed successfully!' }]);
    const already = bodies.filter((b) => b.already_credited);
    expect(already).toHaveLength(9);
    for (const body of already) expect(body).toMatchObject({ status: 'completed', tokens_added: 0, message: 'Payment already credited' });
    expect(await purchased(user.access_token)).toBe(50_000);
  });
});

describe('verify against the provider’s record of the payment (Razorpay shape)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db);
  });
  afterAll(() => database.close());

  it('refuses a correctly signed payment that captured less than the order (400 payment_amount_mismatch), and credits the right one', async () => {
    const clock = manualClock(new Date('2026-06-01T10:00:00Z'));
    const ledger = createLedger(database.db, clock);
    const fake = fakeRazorpay();
    const errors: string[] = [];
    const payments = createPayments({
      db: database.db,
      clock,
      ledger,
      billing: createBilling({ db: database.db, clock, ledger }),
      provider: fake.provider,
      config: DEFAULT_PAYMENTS_CONFIG,
      selfWebhook: async () => undefined,
      log: { error: (_obj, msg) => void errors.push(msg) },
    });
    const userId = await insertUser(database.db);
    const order = await payments.createOrder({ id: userId, email: 'buyer@example.in' }, { purchaseType: 'token_pack', code: 'pack_1m', buyer: {} });
    const payment = (id: string, amountPaise: number, currency = 'INR') => ({ id, status: 'captured', orderId: order.id, amountPaise, currency });
    fake.payments.set(order.id, [payment('pay_100', 100), payment('pay_usd', order.amountPaise, 'USD'), payment('pay_full', order.amountPaise)]);
    const verify = (paymentId: string) =>
      payments.verify(userId, { orderId: order.id, paymentId, signature: checkoutSignature(fake.provider.keySecret, order.id, paymentId) });

    for (const paymentId of ['pay_100', 'pay_usd']) {
      const refused = await verify(paymentId).catch((error: unknown) => error);
      expect(ZErrorBody.pick({ code: true, message: true }).parse({ code: (refused as { code: string }).code, message: (refused as Error).message })).toEqual({
        code: 'payment_amount_mismatch',
        message: "The payment does not match the order's amount or currency; nothing was credited",
      });
    }
    expect(errors).toEqual([MISMATCH_LOG, MISMATCH_LOG]);
    expect((await accountRow(database.db, userId))?.purchasedBalance ?? 0).toBe(0);
    // A payment the provider does not know is refused too (only a sandbox vouches for its own).
    await expect(verify('pay_unknown')).rejects.toMatchObject({ status: 400, code: 'payment_verification_failed' });

    expect(await verify('pay_full')).toMatchObject({ tokens_added: 1_000_000, already_credited: false });
    expect((await accountRow(database.db, userId))?.purchasedBalance).toBe(1_000_000);
  });

  it('lets exactly one of 10 verifies that all found the order unpaid report the tokens; the nine others say already credited', async () => {
    const clock = manualClock(new Date('2026-06-01T10:00:00Z'));
    const ledger = createLedger(database.db, clock);
    const fake = fakeRazorpay();
    // Every verify waits at the provider until all 10 have read the order as unpaid: the race, every time.
    let arrived = 0;
    let release: () => void = () => undefined;
    const allHere = new Promise<void>((resolve) => (release = resolve));
    const fetchPayment = fake.provider.fetchPayment;
    fake.provider.fetchPayment = async (paymentId) => {
      if (++arrived === 10) release();
      await allHere;
      return fetchPayment(paymentId);
    };
    const payments = createPayments({
      db: database.db,
      clock,
      ledger,
      billing: createBilling({ db: database.db, clock, ledger }),
      provider: fake.provider,
      config: DEFAULT_PAYMENTS_CONFIG,
      selfWebhook: async () => undefined,
      log: { error: () => undefined },
    });
    const userId = await insertUser(database.db);
    const order = await payments.createOrder({ id: userId, email: 'buyer@example.in' }, { purchaseType: 'token_pack', code: 'pack_50k', buyer: {} });
    fake.payments.set(order.id, [{ id: 'pay_race', status: 'captured', orderId: order.id, amountPaise: order.amountPaise, currency: 'INR' }]);
    const input = { orderId: order.id, paymentId: 'pay_race', signature: checkoutSignature(fake.provider.keySecret, order.id, 'pay_race') };
    const answers = await Promise.all(Array.from({ length: 10 }, () => payments.verify(userId, input)));
    expect(answers.filter((a) => !a.already_credited)).toMatchObject([{ tokens_added: 50_000 }]);
    expect(answers.filter((a) => a.already_credited && a.tokens_added === 0)).toHaveLength(9);
    expect((await accountRow(database.db, userId))?.purchasedBalance).toBe(50_000);
  });
});
