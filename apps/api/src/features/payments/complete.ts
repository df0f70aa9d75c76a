import type { PaymentOrderRow } from '../../db/schema/billing.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Billing } from '../billing/index.js';
import type { Ledger } from '../ledger/index.js';
import { financialYear, invoiceNumber } from './gst.js';
import * as store from './store.js';

export interface CompleteDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  billing: Billing;
  invoicePrefix: string;
}

/** The order after `completeOrder`, and whether this call granted it (false: someone else had). */
export interface Completion {
  order: PaymentOrderRow;
  granted: boolean;
}

/**
 * Marks the order paid and grants what it bought, exactly once: the order row is locked, so
 * of a verify and a webhook (or replays of either) arriving together the first does the
 * work (`granted`) and the others find it paid. The credit's reference is the payment id, a
 * second guard in the ledger itself.
 */
export async function completeOrder(deps: CompleteDeps, orderId: string, paymentId: string): Promise<Completion> {
  const now = deps.clock.now();
  const granted = await deps.db.transaction(async (tx) => {
    const order = await store.lockOrder(tx, orderId);
    if (!order || order.status === 'paid') return false;
    const plan = await store.planByCode(tx, order.planCode);
    if (!plan) throw new Error(`order ${orderId} names unknown plan ${order.planCode}`);
    const ledgerEntryId =
      order.purchaseType === 'token_pack'
        ? (
            await deps.ledger.credit(
              {
                userId: order.userId,
                tokens: order.tokens,
                description: `${order.planName} purchased`,
                grantLabel: `${order.planName} (${now.toISOString().slice(0, 10)})`,
                source: 'token_pack',
                reference: paymentId,
                amountPaise: order.amountPaise,
              },
              tx,
            )
          ).id
        : await deps.billing.activatePlan(tx, { userId: order.userId, plan, orderId, paymentId });
    const fy = financialYear(now);
    const n = await store.nextInvoiceNumber(tx, `${deps.invoicePrefix}/${fy}`);
    await store.markPaid(tx, orderId, { paymentId, paidAt: now, invoiceNumber: invoiceNumber(deps.invoicePrefix, fy, n), ledgerEntryId });
    return true;
  });
  const after = await store.orderById(deps.db, orderId);
  if (!after) throw new Error(`order ${orderId} vanished`);
  return { order: after, granted };
}
