import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { type TokenReservationRow, tokenAccounts, tokenReservations } from '../../db/schema/ledger.js';
import type { TOperationType } from '@app/sdk/contracts';
import type { Executor } from './store.js';

/**
 * Queries of the reservations (holds). Like the debit, each change to the account is one
 * conditional UPDATE: Postgres re-checks its WHERE on the latest row version after waiting for
 * a concurrent writer, so concurrent holds can never add up to more than the account has.
 */

/** Spendable tokens of the row: quota left plus purchased, minus what open holds keep. */
export const freeTokens = sql<number>`(${tokenAccounts.quotaTokens} - ${tokenAccounts.quotaUsed} + ${tokenAccounts.purchasedBalance} - ${tokenAccounts.reservedTokens})`;

/** Adds `tokens` to the account's holds when it has that many free; false (nothing changed) otherwise. */
export async function addHold(db: Executor, userId: string, tokens: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(tokenAccounts)
    .set({ reservedTokens: sql`${tokenAccounts.reservedTokens} + ${tokens}::int`, updatedAt: now })
    .where(and(eq(tokenAccounts.userId, userId), sql`${freeTokens} >= ${tokens}::int`))
    .returning({ userId: tokenAccounts.userId });
  return rows.length === 1;
}

export async function dropHold(db: Executor, userId: string, tokens: number, now: Date): Promise<void> {
  await db
    .update(tokenAccounts)
    .set({ reservedTokens: sql`${tokenAccounts.reservedTokens} - ${tokens}::int`, updatedAt: now })
    .where(eq(tokenAccounts.userId, userId));
}

export async function insertReservation(
  db: Executor,
  values: { userId: string; operationType: TOperationType; description: string; tokens: number; now: Date },
): Promise<TokenReservationRow> {
  const [row] = await db
    .insert(tokenReservations)
    .values({ ...values, createdAt: values.now })
    .returning();
  if (!row) throw new Error('reservation insert returned nothing');
  return row;
}

/** Closes an open reservation once; undefined when it was already closed (settled, released or expired). */
export async function closeReservation(
  db: Executor,
  id: string,
  close: { outcome: 'settled' | 'released' | 'expired'; settledTokens?: number; now: Date },
): Promise<TokenReservationRow | undefined> {
  const [row] = await db
    .update(tokenReservations)
    .set({
      closedAt: close.now,
      outcome: close.outcome,
      settledTokens: close.settledTokens ?? null,
    })
    .where(and(eq(tokenReservations.id, id), isNull(tokenReservations.closedAt)))
    .returning();
  return row;
}

/** Ids of reservations still open that were made before `before`. */
export async function openReservationsBefore(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: tokenReservations.id })
    .from(tokenReservations)
    .where(and(isNull(tokenReservations.closedAt), lt(tokenReservations.createdAt, before)));
  return rows.map((row) => row.id);
}

/** Points a settled reservation at its debit entry (same transaction as the settle). */
export async function linkEntry(db: Executor, id: string, ledgerEntryId: string): Promise<void> {
  await db.update(tokenReservations).set({ ledgerEntryId }).where(eq(tokenReservations.id, id));
}
