import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tokenLedger } from '../../db/schema/ledger.js';

/** Tokens, paise and entries spent on one UTC day by one operation type. */
export interface DebitTotal {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  type: (typeof tokenLedger.$inferSelect)['operationType'];
  tokens: number;
  paise: number;
  count: number;
}

/** A user's debits in [start, end), summed per UTC day and operation type (the usage dashboard's figures). */
export async function debitTotals(db: Db, userId: string, period: { start: Date; end: Date }): Promise<DebitTotal[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char(${tokenLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      type: tokenLedger.operationType,
      tokens: sql<number>`sum(${tokenLedger.tokens})::int`,
      paise: sql<number>`sum(${tokenLedger.amountPaise})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.userId, userId),
        eq(tokenLedger.kind, 'debit'),
        gte(tokenLedger.createdAt, period.start),
        lt(tokenLedger.createdAt, period.end),
      ),
    )
    .groupBy(sql`1`, tokenLedger.operationType);
  // node-postgres returns bigint sums as text.
  return rows.map((row) => ({ ...row, tokens: Number(row.tokens), paise: Number(row.paise), count: Number(row.count) }));
}

/** Pack tokens a user's debits took since `since`: with the quota used, what this quota period spent in all. */
export async function purchasedSpent(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ tokens: sql<number>`coalesce(sum(${tokenLedger.fromPurchased}), 0)::int` })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.kind, 'debit'), gte(tokenLedger.createdAt, since)));
  return Number(row?.tokens ?? 0);
}
