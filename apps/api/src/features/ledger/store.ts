import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type TokenAccountRow,
  type TokenLedgerRow,
  tokenAccounts,
  tokenGrants,
  tokenLedger,
} from '../../db/schema/ledger.js';
import { FREE_PLAN } from './pricing.js';
import { addMonths, at, currentPeriod } from './periods.js';

/**
 * The ledger's queries. Every change to an account is a single conditional statement evaluated
 * on the row's latest version, so concurrent callers cannot overdraw it; the service wraps them
 * in transactions together with the ledger inserts.
 */

/** A Db or a transaction of it (PgTransaction extends PgDatabase). */
export type Executor = Db;

/** Creates the account on first use: free plan, period starting now. A no-op when it exists. */
export async function ensureAccount(db: Executor, userId: string, now: Date): Promise<void> {
  await db.insert(tokenAccounts).values(newAccount(userId, now)).onConflictDoNothing({ target: tokenAccounts.userId });
}

function newAccount(userId: string, now: Date) {
  return {
    userId,
    planCode: FREE_PLAN.code,
    quotaTokens: FREE_PLAN.quotaTokens,
    quotaPeriodMonths: FREE_PLAN.periodMonths,
    quotaAnchorAt: now,
    quotaPeriodStart: now,
    quotaResetAt: sql`${addMonths(at(now), FREE_PLAN.periodMonths)}`,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Opens the account for a change inside a transaction, in one statement: creates it on first use
 * (free plan), starts the period containing `now` when the current one has ended (quota_used back
 * to 0, purchased tokens untouched), and in every case leaves the row locked until the
 * transaction ends — ON CONFLICT DO UPDATE locks the existing row even when its WHERE is false.
 * Later statements of the transaction therefore start from the latest committed balance and
 * grants. Records the renewal's `reset` entry; concurrent callers renew once (the second
 * re-checks `quota_reset_at <= now` on the renewed row and does nothing).
 */
export async function openAccount(db: Executor, userId: string, now: Date): Promise<boolean> {
  const period = currentPeriod(now);
  const [renewed] = await db
    .insert(tokenAccounts)
    .values(newAccount(userId, now))
    .onConflictDoUpdate({
      target: tokenAccounts.userId,
      set: { quotaUsed: 0, quotaPeriodStart: period.start, quotaResetAt: period.resetAt, updatedAt: now },
      setWhere: lte(tokenAccounts.quotaResetAt, now),
    })
    // xmax is 0 on a row this statement inserted, our transaction id on one it updated.
    .returning({ created: sql<boolean>`(xmax = 0)`, quotaTokens: tokenAccounts.quotaTokens, purchasedBalance: tokenAccounts.purchasedBalance });
  // Only the caller whose statement renewed records it, so each renewal is one `reset` entry.
  if (renewed && !renewed.created) {
    await insertReset(db, userId, { source: 'renewal', description: 'Quota renewed', quotaTokens: renewed.quotaTokens, purchasedBalance: renewed.purchasedBalance }, now);
    return true;
  }
  return false;
}

/** Up to `limit` accounts whose quota period has ended (renewal due), longest overdue first. */
export async function accountsDue(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: tokenAccounts.userId })
    .from(tokenAccounts)
    .where(lte(tokenAccounts.quotaResetAt, now))
    .orderBy(tokenAccounts.quotaResetAt)
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** Records the start of a quota period (renewal or plan change); a zero quota has nothing to record. */
async function insertReset(
  db: Executor,
  userId: string,
  reset: { source: string; description: string; quotaTokens: number; purchasedBalance: number; reference?: string | null },
  now: Date,
): Promise<TokenLedgerRow | undefined> {
  if (reset.quotaTokens <= 0) return undefined;
  return insertEntry(db, {
    userId,
    kind: 'reset',
    source: reset.source,
    reference: reset.reference ?? null,
    description: reset.description,
    tokens: reset.quotaTokens,
    fromQuota: reset.quotaTokens,
    fromPurchased: 0,
    quotaRemainingAfter: reset.quotaTokens,
    purchasedBalanceAfter: reset.purchasedBalance,
    createdAt: now,
  });
}

export async function readAccount(db: Executor, userId: string): Promise<TokenAccountRow | undefined> {
  const [row] = await db.select().from(tokenAccounts).where(eq(tokenAccounts.userId, userId));
  return row;
}

/** Adds purchased tokens; returns the balances after. Record the grant with `insertGrant` in the same transaction. */
export async function creditAccount(db: Executor, userId: string, tokens: number, now: Date) {
  const [row] = await db
    .update(tokenAccounts)
    .set({ purchasedBalance: sql`${tokenAccounts.purchasedBalance} + ${tokens}::int`, updatedAt: now })
    .where(eq(tokenAccounts.userId, userId))
    .returning({
      quotaRemainingAfter: sql<number>`(${tokenAccounts.quotaTokens} - ${tokenAccounts.quotaUsed})`,
      purchasedBalanceAfter: tokenAccounts.purchasedBalance,
    });
  if (!row) throw new Error(`token account of ${userId} is missing`);
  return { quotaRemainingAfter: Number(row.quotaRemainingAfter), purchasedBalanceAfter: row.purchasedBalanceAfter };
}

export async function insertGrant(
  db: Executor,
  grant: { userId: string; label: string; tokens: number; creditEntryId: string; createdAt: Date },
): Promise<void> {
  await db.insert(tokenGrants).values({ ...grant, remaining: grant.tokens });
}

export interface PlanChange {
  planCode: string;
  quotaTokens: number;
  periodMonths: number;
  /** Default: `periodMonths` calendar months after now. */
  resetAt?: Date;
}

/**
 * Puts the account on a plan with a fresh quota period [now, resetAt); later periods follow
 * resetAt. Records the `reset` entry (with `reference`, e.g. the payment that bought the plan).
 */
export async function changePlan(
  db: Executor,
  userId: string,
  plan: PlanChange & { reference?: string | null; description?: string },
  now: Date,
): Promise<TokenLedgerRow | undefined> {
  const resetAt = plan.resetAt ?? sql`${addMonths(at(now), plan.periodMonths)}`;
  const [row] = await db
    .update(tokenAccounts)
    .set({
      planCode: plan.planCode,
      quotaTokens: plan.quotaTokens,
      quotaUsed: 0,
      quotaPeriodMonths: plan.periodMonths,
      quotaAnchorAt: resetAt,
      quotaPeriodStart: now,
      quotaResetAt: resetAt,
      updatedAt: now,
    })
    .where(eq(tokenAccounts.userId, userId))
    .returning({ purchasedBalance: tokenAccounts.purchasedBalance });
  if (!row) throw new Error(`token account of ${userId} is missing`);
  const description = plan.description ?? `Plan ${plan.planCode} started`;
  return insertReset(
    db,
    userId,
    { source: `plan:${plan.planCode}`, description, quotaTokens: plan.quotaTokens, purchasedBalance: row.purchasedBalance, reference: plan.reference },
    now,
  );
}

export type NewEntry = typeof tokenLedger.$inferInsert;

export async function insertEntry(db: Executor, entry: NewEntry): Promise<TokenLedgerRow> {
  const [row] = await db.insert(tokenLedger).values(entry).returning();
  if (!row) throw new Error('ledger insert returned nothing');
  return row;
}

/** Inserts a credit entry unless one with the same reference exists (then returns undefined). */
export async function insertEntryOnce(db: Executor, entry: NewEntry): Promise<TokenLedgerRow | undefined> {
  const [row] = await db.insert(tokenLedger).values(entry).onConflictDoNothing().returning();
  return row;
}

export async function findByReference(db: Executor, reference: string): Promise<TokenLedgerRow | undefined> {
  const [row] = await db.select().from(tokenLedger).where(eq(tokenLedger.reference, reference));
  return row;
}
