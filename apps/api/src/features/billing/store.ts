import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type BillingPlanRow, billingPlans, type SubscriptionRow, subscriptions } from '../../db/schema/billing.js';

export async function activePlans(db: Db): Promise<BillingPlanRow[]> {
  return db.select().from(billingPlans).where(eq(billingPlans.active, true)).orderBy(asc(billingPlans.sortOrder));
}

export async function planByCode(db: Db, code: string): Promise<BillingPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPlans)
    .where(and(eq(billingPlans.code, code), eq(billingPlans.active, true)));
  return row;
}

export async function subscriptionOf(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** Ends a running subscription whose period is over; true for the one caller that ended it. */
export async function endIfOver(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'ended', updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'cancelled']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return rows.length > 0;
}

/** Up to `limit` users whose running (active or cancelled) subscription's period is over, longest overdue first. */
export async function finishedSubscriptions(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'cancelled']), lte(subscriptions.currentPeriodEnd, now)))
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** Cancels an active subscription at its period end; undefined when there is none to cancel. */
export async function cancelActive(db: Db, userId: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now)))
    .returning();
  return row;
}

/** Starts (or restarts) a paid period. */
export async function startSubscription(
  db: Db,
  row: { userId: string; planCode: string; start: Date; end: Date; orderId: string },
): Promise<void> {
  const values = {
    planCode: row.planCode,
    status: 'active' as const,
    currentPeriodStart: row.start,
    currentPeriodEnd: row.end,
    cancelledAt: null,
    orderId: row.orderId,
    updatedAt: row.start,
  };
  await db
    .insert(subscriptions)
    .values({ userId: row.userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}
