import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database, Db } from '../../db/client.js';
import { tokenAccounts } from '../../db/schema/ledger.js';
import { AppError } from '../../lib/errors.js';
import { manualClock } from '../../lib/clock.js';
import { createLedger } from './service.js';
import { accountRow, insertUser, ledgerRows } from './test-support.js';

/** How many debit transactions must be seen blocked on the account row at the same moment. */
const MIN_BLOCKED = 5;

/**
 * Polls, from inside the transaction that holds the row lock, until at least `count` other
 * sessions of this database are waiting for a lock — proof that the debits really run at the
 * same time on separate pool connections rather than one after another.
 */
async function waitForBlockedSessions(tx: Db, count: number): Promise<number> {
  for (let attempt = 0; attempt < 400; attempt++) {
    // pg_stat_activity is otherwise frozen for the rest of the transaction.
    await tx.execute(sql`select pg_stat_clear_snapshot()`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    const blocked = Number(row?.n ?? 0);
    if (blocked >= count) return blocked;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} debits ever waited on the account row together`);
}

describe('token ledger under concurrency', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets exactly 10 of 50 concurrent debits through when the account can pay for 10, never overdrawing', async () => {
    const ledger = createLedger(database.db, manualClock());
    const userId = await insertUser(database.db);
    // 10,000 quota + 2,000 purchased = 12,000 = 10 × 1,200: the ninth debit straddles both.
    await ledger.credit({ userId, tokens: 2_000, description: 'Token pack', source: 'token_pack' });
    const fire = () =>
      Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          ledger.debit({ userId, tokens: 1_200, operationType: 'vendor_discovery', description: `Discovery ${i}` }),
        ),
      );

    let settled: ReturnType<typeof fire>;
    if (database.kind === 'postgres') {
      // Hold the account row so the debits pile up on it through the pool, then let them race.
      let blocked = 0;
      await database.db.transaction(async (tx) => {
        await tx.select().from(tokenAccounts).where(eq(tokenAccounts.userId, userId)).for('update');
        settled = fire();
        blocked = await waitForBlockedSessions(tx, MIN_BLOCKED);
      });
      expect(blocked).toBeGreaterThanOrEqual(MIN_BLOCKED);
    } else {
      // PGlite has one connection: this checks the rules, the postgres project checks the race.
      settled = fire();
    }
    const results = await settled!;

    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(40);
    for (const failure of lost) {
      expect(failure.reason).toBeInstanceOf(AppError);
      expect(failure.reason).toMatchObject({ status: 402, options: { detail: { required: 1_200, available: 0 } } });
    }

    const account = await accountRow(database.db, userId);
    expect(account).toMatchObject({ quotaUsed: 10_000, purchasedBalance: 0 });
    expect(await ledger.getBalance(userId)).toMatchObject({ total_available: 0 });

    const debits = (await ledgerRows(database.db, userId)).filter((r) => r.kind === 'debit');
    expect(debits).toHaveLength(10);
    const sum = (pick: (r: (typeof debits)[number]) => number) => debits.reduce((s, r) => s + pick(r), 0);
    expect(sum((r) => r.fromQuota)).toBe(10_000);
    expect(sum((r) => r.fromPurchased)).toBe(2_000);
    for (const row of debits) {
      expect(row.quotaRemainingAfter).toBeGreaterThanOrEqual(0);
      expect(row.purchasedBalanceAfter).toBeGreaterThanOrEqual(0);
    }
    // Replaying the recorded balances in order shows every step going down by 1,200 to zero.
    const remaining = debits.map((r) => r.quotaRemainingAfter + r.purchasedBalanceAfter).sort((a, b) => b - a);
    expect(remaining).toEqual(Array.from({ length: 10 }, (_, i) => 12_000 - 1_200 * (i + 1)));
  });

  it('lets exactly 10 of 50 concurrent reservations hold tokens when the free balance covers 10', async () => {
    const ledger = createLedger(database.db, manualClock());
    const userId = await insertUser(database.db);
    const fire = () =>
      Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          ledger.reserve({ userId, maxTokens: 1_000, operationType: 'material_extraction', description: `Extraction ${i}` }),
        ),
      );
    await ledger.getBalance(userId); // creates the account row the lock below holds
    let settled: ReturnType<typeof fire>;
    if (database.kind === 'postgres') {
      await database.db.transaction(async (tx) => {
        await tx.select().from(tokenAccounts).where(eq(tokenAccounts.userId, userId)).for('update');
        settled = fire();
        expect(await waitForBlockedSessions(tx, MIN_BLOCKED)).toBeGreaterThanOrEqual(MIN_BLOCKED);
      });
    } else {
      settled = fire();
    }
    const results = await settled!;
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const failure of results.filter((r) => r.status === 'rejected')) {
      expect(failure.reason).toMatchObject({ status: 402, options: { detail: { required: 1_000, available: 0 } } });
    }
    expect(await accountRow(database.db, userId)).toMatchObject({ reservedTokens: 10_000, quotaUsed: 0 });
    expect(await ledger.getBalance(userId)).toMatchObject({ total_available: 0, reserved_tokens: 10_000 });
  });

  it('grants all 50 concurrent reservations whose total fits the balance, and refuses one more that does not fit', async () => {
    const ledger = createLedger(database.db, manualClock());
    const userId = await insertUser(database.db);
    // 10,000 quota + 2,000 purchased; 50 × 240 = 12,000 exactly.
    await ledger.credit({ userId, tokens: 2_000, description: 'Token pack', source: 'token_pack' });
    const fire = () =>
      Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          ledger.reserve({ userId, maxTokens: 240, operationType: 'regulation_query', description: `Question ${i}` }),
        ),
      );
    let settled: ReturnType<typeof fire>;
    if (database.kind === 'postgres') {
      // All 50 pile up on the account row through the pool, then race for it.
      await database.db.transaction(async (tx) => {
        await tx.select().from(tokenAccounts).where(eq(tokenAccounts.userId, userId)).for('update');
        settled = fire();
        expect(await waitForBlockedSessions(tx, MIN_BLOCKED)).toBeGreaterThanOrEqual(MIN_BLOCKED);
      });
    } else {
      settled = fire();
    }
    const results = await settled!;
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([]);
    expect(await ledger.getBalance(userId)).toMatchObject({ reserved_tokens: 12_000, total_available: 0 });
    await expect(
      ledger.reserve({ userId, maxTokens: 1, operationType: 'regulation_query', description: 'One too many' }),
    ).rejects.toMatchObject({ status: 402, options: { detail: { required: 1, available: 0 } } });
    // Settling them all at less than held frees the rest again.
    await Promise.all(results.map((r) => r.status === 'fulfilled' && ledger.settle(r.value, 100)));
    expect(await ledger.getBalance(userId)).toMatchObject({ reserved_tokens: 0, total_available: 12_000 - 50 * 100 });
  });
});
