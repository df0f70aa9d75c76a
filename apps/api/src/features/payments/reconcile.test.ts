import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { DEFAULT_PAYMENTS_CONFIG } from '../../config.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { createBilling, seedCatalogue } from '../billing/index.js';
import { createLedger } from '../ledger/index.js';
import { accountRow, insertUser } from '../ledger/test-support.js';
import { createPayments } from './service.js';
import { fakeRazorpay } from './test-support.js';

describe('reconciling a pending Razorpay order', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db);
  });
  afterAll(() => database.close());

  it("orders the plan's own price in paise and completes an order from the provider's captured payment, once", async () => {
    const clock = manualClock(new Date('2026-06-01T10:00:00Z'));
    const ledger = createLedger(database.db, clock);
    const billing = createBilling({ db: database.db, clock, ledger });
    const fake = fakeRazorpay();
    const payments = createPayments({
      db: database.db,
      clock,
      ledger,
      billing,
      provider: fake.provider,
      config: DEFAULT_PAYMENTS_CONFIG,
      selfWebhook: async () => {
        throw new Error('Razorpay mode never posts to itself');
      },
      log: { error: () => undefined },
    });
    const userId = await insertUser(database.db);
    const order = await payments.createOrder({ id: userId, email: 'buyer@example.in' }, { purchaseType: 'token_pack', code: 'pack_100k', buyer: {} });
    expect(fake.created[0]).toMatchObject({ amountPaise: 14_900, notes: { user_id: userId, plan_code: 'pack_100k', purchase_type: 'token_pack' } });

    // Nothing captured yet: the order stays pending.
    expect((await payments.reconcile(order)).status).toBe('created');

    const of = (id: string, status: string, amountPaise = order.amountPaise) => ({ id, status, orderId: order.id, amountPaise, currency: 'INR' });
    // A capture of 1 rupee is not this order's payment: it is logged and never completes the order.
    fake.payments.set(order.id, [of('pay_failed1', 'failed'), of('pay_short1', 'captured', 100)]);
    clock.advance(2 * 60_000);
    expect((await payments.list(userId))[0]).toMatchObject({ status: 'created' });
    fake.payments.set(order.id, [of('pay_failed1', 'failed'), of('pay_short1', 'captured', 100), of('pay_ok1', 'captured')]);
    clock.advance(2 * 60_000);
    const [listed] = await payments.list(userId);
    expect(listed).toMatchObject({ status: 'paid', payment_id: 'pay_ok1' });
    await payments.reconcile(order);
    expect((await accountRow(database.db, userId))?.purchasedBalance).toBe(100_000);
  });
});
