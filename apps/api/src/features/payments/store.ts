import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type BillingPlanRow,
  billingPlans,
  invoiceCounters,
  type PaymentOrderRow,
  paymentOrders,
  paymentWebhookEvents,
} from '../../db/schema/billing.js';

export type NewOrder = typeof paymentOrders.$inferInsert;

/** Inserts an order; undefined when the user already has one with this receipt (a retried request). */
export async function insertOrder(db: Db, order: NewOrder): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.insert(paymentOrders).values(order).onConflictDoNothing().returning();
  return row;
}

export async function orderByReceipt(db: Db, userId: string, receipt: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.receipt, receipt)));
  return row;
}

export async function orderById(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** The order row locked for this transaction: concurrent completions of one order run one after another. */
export async function lockOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

export async function markPaid(
  db: Db,
  id: string,
  paid: { paymentId: string; paidAt: Date; invoiceNumber: string; ledgerEntryId: string | null },
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'paid', ...paid })
    .where(eq(paymentOrders.id, id));
}

/** Records checkout's failure on an unpaid order (a paid one stays paid: events arrive out of order). */
export async function markFailed(db: Db, id: string, failure: Record<string, unknown>): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'failed', failure })
    .where(and(eq(paymentOrders.id, id), sql`${paymentOrders.status} <> 'paid'`));
}

/** The user's orders, newest first, without the ones they dismissed. */
export async function ordersOf(db: Db, userId: string): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), isNull(paymentOrders.dismissedAt)))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(100);
}

/** Checkout closed without paying: a still-pending order becomes cancelled (a paid or failed one keeps its status). */
export async function markCancelled(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  await db
    .update(paymentOrders)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
  return orderById(db, id);
}

/** Hides an unpaid order from Past Payments (a paid one never: its invoice stays reachable). */
export async function markDismissed(db: Db, id: string, at: Date): Promise<PaymentOrderRow | undefined> {
  await db
    .update(paymentOrders)
    .set({ dismissedAt: at })
    .where(and(eq(paymentOrders.id, id), sql`${paymentOrders.status} <> 'paid'`));
  return orderById(db, id);
}

/** The next number of a series, inside the caller's transaction (gapless: a rollback returns it). */
export async function nextInvoiceNumber(db: Db, series: string): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  if (!row) throw new Error(`invoice series ${series} returned nothing`);
  return row.n;
}

/** Any catalogue row, on sale or not (an order keeps the plan it was made for). */
export async function planByCode(db: Db, code: string): Promise<BillingPlanRow | undefined> {
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.code, code));
  return row;
}

export async function webhookSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
  return Boolean(row);
}

export async function rememberWebhook(db: Db, eventId: string, event: string, now: Date): Promise<void> {
  await db.insert(paymentWebhookEvents).values({ eventId, event, receivedAt: now }).onConflictDoNothing();
}
