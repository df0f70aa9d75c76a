import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { tokenGrants } from '../../db/schema/ledger.js';
import { AppError } from '../../lib/errors.js';
import { manualClock } from '../../lib/clock.js';
import { createLedger } from './service.js';
import { accountRow, insertUser, ledgerRows } from './test-support.js';

const query = (userId: string, tokens: number) => ({
  userId,
  tokens,
  operationType: 'regulation_query' as const,
  description: 'What is the FSI in Surat?',
});

describe('token ledger grants', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function setup() {
    const clock = manualClock(new Date('2026-03-10T08:00:00Z'));
    const ledger = createLedger(database.db, clock);
    const userId = await insertUser(database.db);
    return { clock, ledger, userId };
  }

  it('spends the plan quota first, then packs oldest first, and records which grants paid', async () => {
    const { clock, ledger, userId } = await setup();
    await ledger.credit({ userId, tokens: 3_000, description: 'Pack A', grantLabel: 'Pack A', source: 'token_pack' });
    clock.advance(1_000);
    await ledger.credit({ userId, tokens: 5_000, description: 'Pack B', grantLabel: 'Pack B', source: 'token_pack' });

    const first = await ledger.debit(query(userId, 9_000));
    expect(first.paidBy).toEqual([{ grant: 'plan_quota', label: 'Plan quota', tokens: 9_000 }]);
    const second = await ledger.debit(query(userId, 5_000));
    expect(second.paidBy.map(({ label, tokens }) => [label, tokens])).toEqual([
      ['Plan quota', 1_000],
      ['Pack A', 3_000],
      ['Pack B', 1_000],
    ]);
    const grants = await database.db.select().from(tokenGrants).where(eq(tokenGrants.userId, userId)).orderBy(tokenGrants.createdAt);
    expect(grants.map((g) => [g.label, g.remaining])).toEqual([
      ['Pack A', 0],
      ['Pack B', 4_000],
    ]);
    expect((await accountRow(database.db, userId))?.purchasedBalance).toBe(4_000);
  });

  it('records a reset entry when the quota renews and when a plan starts', async () => {
    const { clock, ledger, userId } = await setup();
    await ledger.debit(query(userId, 100));
    clock.advance(40 * 24 * 3600 * 1000);
    await ledger.getBalance(userId);
    await ledger.setPlan({ userId, planCode: 'pro_annual', quotaTokens: 2_500_000, reference: 'pay_reset_1' });
    const rows = await ledgerRows(database.db, userId);
    expect(rows.map((r) => [r.kind, r.source, r.tokens])).toEqual([
      ['debit', null, 100],
      ['reset', 'renewal', 10_000],
      ['reset', 'plan:pro_annual', 2_500_000],
    ]);
  });

  /**
   * Random sequences of credits, debits and reservations (settled or released), run in
   * concurrent batches against one account. After each sequence: no balance is negative, the
   * open grants add up to the purchased balance, and every figure is the exact sum of the
   * ledger's entries.
   */
  it('keeps balances non-negative and sums exact under random concurrent sequences', async () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('credit' as const), tokens: fc.integer({ min: 1, max: 4_000 }) }),
      fc.record({ kind: fc.constant('debit' as const), tokens: fc.integer({ min: 1, max: 6_000 }) }),
      fc.record({
        kind: fc.constant('reserve' as const),
        tokens: fc.integer({ min: 1, max: 6_000 }),
        actualShare: fc.double({ min: 0, max: 1, noNaN: true }),
        settle: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(operation, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }), async (batches) => {
        const { ledger, userId } = await setup();
        let credited = 0;
        for (const batch of batches) {
          const outcomes = await Promise.allSettled(
            batch.map(async (op) => {
              if (op.kind === 'credit') {
                await ledger.credit({ userId, tokens: op.tokens, description: 'Pack', source: 'token_pack' });
                return op.tokens;
              }
              if (op.kind === 'debit') {
                await ledger.debit(query(userId, op.tokens));
                return 0;
              }
              const hold = await ledger.reserve({ ...query(userId, op.tokens), maxTokens: op.tokens });
              if (op.settle) await ledger.settle(hold, Math.floor(op.tokens * op.actualShare));
              else await ledger.release(hold);
              return 0;
            }),
          );
          for (const outcome of outcomes) {
            if (outcome.status === 'fulfilled') credited += outcome.value;
            // Only a 402 (short of tokens) may fail an operation.
            else expect(outcome.reason, String((outcome.reason as Error).cause ?? outcome.reason)).toBeInstanceOf(AppError);
          }
        }
        const account = await accountRow(database.db, userId);
        const rows = await ledgerRows(database.db, userId);
        const debits = rows.filter((r) => r.kind === 'debit');
        const [grants] = await database.db
          .select({ remaining: sql<number>`coalesce(sum(${tokenGrants.remaining}), 0)::int` })
          .from(tokenGrants)
          .where(eq(tokenGrants.userId, userId));
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

        expect(account).toBeDefined();
        if (!account) return;
        expect(account.purchasedBalance).toBeGreaterThanOrEqual(0);
        expect(account.quotaUsed).toBeGreaterThanOrEqual(0);
        expect(account.quotaUsed).toBeLessThanOrEqual(account.quotaTokens);
        expect(account.reservedTokens).toBe(0);
        expect(Number(grants?.remaining)).toBe(account.purchasedBalance);
        expect(sum(rows.filter((r) => r.kind === 'credit').map((r) => r.tokens))).toBe(credited);
        expect(credited - sum(debits.map((r) => r.fromPurchased))).toBe(account.purchasedBalance);
        expect(sum(debits.map((r) => r.fromQuota))).toBe(account.quotaUsed);
        for (const debit of debits) expect(sum(debit.paidBy.map((share) => share.tokens))).toBe(debit.tokens);
      }),
      { numRuns: 15 },
    );
  });
});
