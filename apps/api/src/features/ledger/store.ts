import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type GrantShare,
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
  await db
    .insert(tokenAccounts)
    .values({
      userId,
      planCode: FREE_PLAN.code,
      quotaTokens: FREE_PLAN.quotaTokens,
      quotaPeriodMonths: FREE_PLAN.periodMonths,
      quotaAnchorAt: now,
      quotaPeriodStart: now,
      quotaResetAt: sql`${addMonths(at(now), FREE_PLAN.periodMonths)}`,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: tokenAccounts.userId });
}

/**
 * Starts the period containing `now` when the current one has ended: quota_used back to 0,
 * purchased tokens untouched. Conditional on `quota_reset_at <= now`, so concurrent callers
 * renew once (the second re-checks the condition on the renewed row and does nothing).
 */
export async function renewQuotaIfDue(db: Executor, userId: string, now: Date): Promise<void> {
  const period = currentPeriod(now);
  const [renewed] = await db
    .update(tokenAccounts)
    .set({ quotaUsed: 0, quotaPeriodStart: period.start, quotaResetAt: period.resetAt, updatedAt: now })
    .where(and(eq(tokenAccounts.userId, userId), lte(tokenAccounts.quotaResetAt, now)))
    .returning({ quotaTokens: tokenAccounts.quotaTokens, purchasedBalance: tokenAccounts.purchasedBalance });
  // Only the caller whose UPDATE renewed records it, so each renewal is one `reset` entry.
  if (renewed) await insertReset(db, userId, { source: 'renewal', description: 'Quota renewed', ...renewed }, now);
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

export interface DebitSplit {
  fromQuota: number;
  fromPurchased: number;
  quotaRemainingAfter: number;
  purchasedBalanceAfter: number;
}

/**
 * Takes `tokens` from the quota first and the purchased balance second, only when the account
 * can pay for all of them; returns the split, or undefined when it cannot (nothing changed).
 *
 * Postgres before 18 cannot RETURN pre-update values, so the split is computed in a sub-select
 * that locks the row (`FOR UPDATE`) and joined into the UPDATE. Under READ COMMITTED a waiting
 * caller's sub-select is re-evaluated on the latest committed version once the lock is free,
 * so the availability check and the split always see the balance they change.
 */
export async function debitAccount(
  db: Executor,
  userId: string,
  tokens: number,
  now: Date,
): Promise<DebitSplit | undefined> {
  // Take the row lock in its own statement first. The UPDATE below then starts with a snapshot
  // that already holds the latest committed balance; without it, a debit racing a concurrent
  // credit could compute its split from one row version and apply it to another (the
  // property test in grants.test.ts hit the purchased_nonneg check that way on Postgres).
  await db.select({ userId: tokenAccounts.userId }).from(tokenAccounts).where(eq(tokenAccounts.userId, userId)).for('update');
  const quotaLeft = sql`(${tokenAccounts.quotaTokens} - ${tokenAccounts.quotaUsed})`;
  const fromQuota = sql<number>`least(${tokens}::int, ${quotaLeft})`;
  const locked = db
    .select({
      userId: tokenAccounts.userId,
      fromQuota: fromQuota.as('from_quota'),
      fromPurchased: sql<number>`(${tokens}::int - ${fromQuota})`.as('from_purchased'),
    })
    .from(tokenAccounts)
    .where(
      and(
        eq(tokenAccounts.userId, userId),
        // Open holds are not spendable (a settle drops its own hold first).
        sql`${quotaLeft} + ${tokenAccounts.purchasedBalance} - ${tokenAccounts.reservedTokens} >= ${tokens}::int`,
      ),
    )
    .for('update')
    .as('locked');
  const [row] = await db
    .update(tokenAccounts)
    .set({
      quotaUsed: sql`${tokenAccounts.quotaUsed} + ${locked.fromQuota}`,
      purchasedBalance: sql`${tokenAccounts.purchasedBalance} - ${locked.fromPurchased}`,
      updatedAt: now,
    })
    .from(locked)
    .where(eq(tokenAccounts.userId, locked.userId))
    .returning({
      fromQuota: locked.fromQuota,
      fromPurchased: locked.fromPurchased,
      quotaRemainingAfter: sql<number>`${quotaLeft}`,
      purchasedBalanceAfter: tokenAccounts.purchasedBalance,
    });
  return row && normalise(row);
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

/**
 * Takes `tokens` from the user's open grants, oldest first, in one statement: each grant gives
 * `least(remaining, what is still owed after the older ones)`. Run it only after
 * `debitAccount` took the same tokens from `purchased_balance` in this transaction: the account
 * row's lock then serialises every writer of this user's grants, so the running sum is exact.
 */
export async function consumeGrants(db: Executor, userId: string, tokens: number): Promise<GrantShare[]> {
  const result = (await db.execute(sql`
    with open as (
      select id, remaining,
        sum(remaining) over (order by created_at, id) - remaining as before
      from ${tokenGrants}
      where user_id = ${userId} and remaining > 0
    ), taken as (
      select id, least(remaining, ${tokens}::int - before)::int as take
      from open
      where before < ${tokens}::int
    ), spent as (
      update ${tokenGrants} g set remaining = g.remaining - taken.take
      from taken
      where g.id = taken.id
      returning g.id, g.label, g.created_at, taken.take
    )
    select id, label, take from spent order by created_at, id
  `)) as unknown as { rows: { id: string; label: string; take: number | string }[] };
  return result.rows.map((row) => ({ grant: 'token_pack', grant_id: row.id, label: row.label, tokens: Number(row.take) }));
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

/** Raw-SQL columns may come back as strings from some drivers; make them numbers. */
function normalise(row: Record<keyof DebitSplit, unknown>): DebitSplit {
  return {
    fromQuota: Number(row.fromQuota),
    fromPurchased: Number(row.fromPurchased),
    quotaRemainingAfter: Number(row.quotaRemainingAfter),
    purchasedBalanceAfter: Number(row.purchasedBalanceAfter),
  };
}
