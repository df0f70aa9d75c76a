import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type TokenReservationRow, tokenAccounts, tokenReservations } from '../../db/schema/ledger.js';
import type { TOperationType } from '@app/sdk/contracts';
import { at } from './periods.js';
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

/**
 * Holds `max` tokens, or all the free tokens when fewer are free, provided at least `min` are
 * free; returns what was held, undefined (nothing changed) when fewer than `min` are free. One
 * statement: the row is locked by the select, and the update adds exactly what it saw.
 */
export async function addHoldUpTo(db: Executor, userId: string, range: { min: number; max: number }, now: Date): Promise<number | undefined> {
  const result = (await db.execute(sql`with free as (
      select user_id, least(${range.max}::int, ${freeTokens})::int as held
      from ${tokenAccounts}
      where user_id = ${userId} and ${freeTokens} >= ${range.min}::int
      for update
    )
    update ${tokenAccounts} a set reserved_tokens = a.reserved_tokens + free.held, updated_at = ${at(now)}
    from free where a.user_id = free.user_id
    returning free.held`)) as unknown as { rows: { held: number | string }[] };
  const row = result.rows[0];
  return row ? Number(row.held) : undefined;
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
    .values({ ...values, createdAt: values.now, heartbeatAt: values.now })
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

/** Ids of reservations still open whose holder's last heartbeat came before `before`. */
export async function openReservationsBefore(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: tokenReservations.id })
    .from(tokenReservations)
    .where(and(isNull(tokenReservations.closedAt), lt(tokenReservations.heartbeatAt, before)));
  return rows.map((row) => row.id);
}

/** Renews the heartbeat of those of `ids` still open; returns their ids (the others were closed elsewhere). */
export async function touchReservations(db: Executor, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(tokenReservations)
    .set({ heartbeatAt: now })
    .where(and(inArray(tokenReservations.id, ids), isNull(tokenReservations.closedAt)))
    .returning({ id: tokenReservations.id });
  return rows.map((row) => row.id);
}

/**
 * Settles a reservation the sweep released as `expired` (its holder stopped heart-beating while
 * another process still worked on the operation); undefined unless it is one.
 */
export async function settleExpired(db: Executor, id: string, settledTokens: number): Promise<TokenReservationRow | undefined> {
  const [row] = await db
    .update(tokenReservations)
    .set({ outcome: 'settled', settledTokens })
    .where(and(eq(tokenReservations.id, id), eq(tokenReservations.outcome, 'expired')))
    .returning();
  return row;
}

/** Points a settled reservation at its debit entry (same transaction as the settle). */
export async function linkEntry(db: Executor, id: string, ledgerEntryId: string): Promise<void> {
  await db.update(tokenReservations).set({ ledgerEntryId }).where(eq(tokenReservations.id, id));
}
