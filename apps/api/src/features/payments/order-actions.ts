import type { TPaymentRecord } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import type { PaymentOrderRow } from '../../db/schema/billing.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { ORDER_ALREADY_PAID_MESSAGE, ORDER_NOT_RESUMABLE_MESSAGE, PAID_ORDER_NOT_DISMISSABLE_MESSAGE } from './messages.js';
import { orderStatus, toPaymentRecord } from './records.js';
import * as store from './store.js';

interface OrderActionDeps {
  db: Db;
  clock: Clock;
  /** The user's own order, else 404. */
  ownOrder(userId: string, orderId: string): Promise<PaymentOrderRow>;
  requireConfigured(): void;
}

/** What a user can do with a checkout that did not end in a payment: resume, record it cancelled, dismiss it. */
export function orderActions({ db, clock, ownOrder, requireConfigured }: OrderActionDeps) {
  return {
    /** A pending (unexpired, undismissed) order to open checkout for again; 409 otherwise. */
    async resume(userId: string, orderId: string): Promise<PaymentOrderRow> {
      requireConfigured();
      const order = await ownOrder(userId, orderId);
      if (order.status === 'paid') throw new AppError(409, ORDER_ALREADY_PAID_MESSAGE, { code: 'order_already_paid' });
      if (order.dismissedAt || orderStatus(order, clock.now()) !== 'created') {
        throw new AppError(409, ORDER_NOT_RESUMABLE_MESSAGE, { code: 'order_not_resumable' });
      }
      return order;
    },

    /** Checkout was closed without paying: a pending order becomes cancelled (any other keeps its status). */
    async cancel(userId: string, orderId: string): Promise<TPaymentRecord> {
      const order = await ownOrder(userId, orderId);
      return toPaymentRecord((await store.markCancelled(db, order.id)) ?? order, clock.now());
    },

    /** Hides an unpaid order from Past Payments; 409 for a paid one (its invoice stays listed). */
    async dismiss(userId: string, orderId: string): Promise<TPaymentRecord> {
      const order = await ownOrder(userId, orderId);
      if (order.status === 'paid') throw new AppError(409, PAID_ORDER_NOT_DISMISSABLE_MESSAGE, { code: 'order_already_paid' });
      return toPaymentRecord((await store.markDismissed(db, order.id, clock.now())) ?? order, clock.now());
    },
  };
}
