import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { createLedger } from './service.js';
import { accountRow, insertUser, ledgerRows } from './test-support.js';

const DAY = 24 * 3600 * 1000;
const iso = (s: string) => new Date(s);

describe('token ledger', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A fresh user and a ledger whose clock starts at 2026-01-15 10:00 UTC. */
  async function setup(start = iso('2026-01-15T10:00:00Z')) {
    const clock = manualClock(start);
    const ledger = createLedger(database.db, clock);
    const userId = await insertUser(database.db);
    return { clock, ledger, userId };
  }

  const debit = (tokens: number, extra: Partial<Parameters<ReturnType<typeof createLedger>['debit']>[0]> = {}) => ({
    tokens,
    operationType: 'regulation_query' as const,
    description: 'What is the FSI in Ahmedabad?',
    ...extra,
  });

  it('opens an account on first use with the free plan: 10,000 tokens for one calendar month', async () => {
    const { ledger, userId } = await setup();
    expect(await ledger.getBalance(userId)).toEqual({
      plan_code: 'freemium',
      quota_tokens: 10_000,
      quota_used: 0,
      quota_remaining: 10_000,
      period_start: iso('2026-01-15T10:00:00Z'),
      quota_reset_at: iso('2026-02-15T10:00:00Z'),
      period_months: 1,
      purchased_balance: 0,
      reserved_tokens: 0,
      total_available: 10_000,
    });
  });

  it('spends the monthly quota before purchased tokens', async () => {
    const { ledger, userId } = await setup();
    await ledger.credit({ userId, tokens: 5_000, description: 'Token pack 5k', source: 'token_pack' });
    const entry = await ledger.debit({ userId, ...debit(3_000) });
    expect(entry).toMatchObject({ kind: 'debit', tokens: 3_000, fromQuota: 3_000, fromPurchased: 0 });
    expect(await ledger.getBalance(userId)).toMatchObject({
      quota_remaining: 7_000,
      purchased_balance: 5_000,
      total_available: 12_000,
    });
  });

  it('takes purchased tokens once the quota runs out and records the split, price and project', async () => {
    const { ledger, userId } = await setup();
    await ledger.credit({ userId, tokens: 5_000, description: 'Token pack 5k', source: 'token_pack', amountPaise: 49_900 });
    await ledger.debit({ userId, ...debit(9_000) });
    const entry = await ledger.debit({
      userId,
      ...debit(3_000, {
        operationType: 'material_extraction',
        description: 'Material extraction: BOQ.pdf',
        projectId: 42,
        projectName: 'Sabarmati tower',
        costBreakdown: { input_tokens: 2_400, output_tokens: 600 },
      }),
    });
    expect(entry).toMatchObject({
      userId,
      kind: 'debit',
      operationType: 'material_extraction',
      description: 'Material extraction: BOQ.pdf',
      projectId: 42,
      projectName: 'Sabarmati tower',
      tokens: 3_000,
      fromQuota: 1_000,
      fromPurchased: 2_000,
      quotaRemainingAfter: 0,
      purchasedBalanceAfter: 3_000,
      amountPaise: 300,
      costBreakdown: { input_tokens: 2_400, output_tokens: 600, rate_paise_per_1k: 100 },
    });
    const balance = await ledger.getBalance(userId);
    expect(balance).toMatchObject({ quota_used: 10_000, quota_remaining: 0, purchased_balance: 3_000 });
    const rows = await ledgerRows(database.db, userId);
    expect(rows.map((r) => [r.kind, r.tokens, r.fromQuota, r.fromPurchased])).toEqual([
      ['credit', 5_000, 0, 5_000],
      ['debit', 9_000, 9_000, 0],
      ['debit', 3_000, 1_000, 2_000],
    ]);
  });

  it('refuses a debit it cannot pay for with 402 {required, available} and changes nothing', async () => {
    const { ledger, userId } = await setup();
    await ledger.credit({ userId, tokens: 500, description: 'Grant', source: 'grant' });
    await ledger.debit({ userId, ...debit(4_000) });
    const before = await accountRow(database.db, userId);
    await expect(ledger.debit({ userId, ...debit(6_501) })).rejects.toMatchObject({
      status: 402,
      message: 'Insufficient tokens',
      options: { detail: { required: 6_501, available: 6_500 } },
    });
    expect(await accountRow(database.db, userId)).toEqual(before);
    expect(await ledgerRows(database.db, userId)).toHaveLength(2);
  });

  it('answers canAfford and assertCanAfford from quota plus purchased tokens', async () => {
    const { ledger, userId } = await setup();
    await ledger.credit({ userId, tokens: 1_000, description: 'Grant', source: 'grant' });
    expect(await ledger.canAfford(userId, 11_000)).toBe(true);
    expect(await ledger.canAfford(userId, 11_001)).toBe(false);
    await expect(ledger.assertCanAfford(userId, 11_001)).rejects.toMatchObject({
      status: 402,
      options: { detail: { required: 11_001, available: 11_000 } },
    });
    await expect(ledger.assertCanAfford(userId, 11_000)).resolves.toMatchObject({ total_available: 11_000 });
  });

  it('renews the quota when the period ends and keeps the purchased tokens', async () => {
    const { clock, ledger, userId } = await setup();
    await ledger.credit({ userId, tokens: 2_000, description: 'Token pack', source: 'token_pack' });
    await ledger.debit({ userId, ...debit(10_500) });
    clock.set(iso('2026-02-15T09:59:59Z'));
    expect(await ledger.getBalance(userId)).toMatchObject({ quota_used: 10_000, purchased_balance: 1_500 });
    clock.set(iso('2026-02-15T10:00:00Z'));
    expect(await ledger.getBalance(userId)).toMatchObject({
      quota_used: 0,
      quota_remaining: 10_000,
      purchased_balance: 1_500,
      total_available: 11_500,
      period_start: iso('2026-02-15T10:00:00Z'),
      quota_reset_at: iso('2026-03-15T10:00:00Z'),
    });
  });

  it('pays a debit made after the reset date from the renewed quota', async () => {
    const { clock, ledger, userId } = await setup();
    await ledger.debit({ userId, ...debit(10_000) });
    await expect(ledger.debit({ userId, ...debit(1) })).rejects.toMatchObject({ status: 402 });
    clock.advance(31 * DAY);
    const entry = await ledger.debit({ userId, ...debit(2_500) });
    expect(entry).toMatchObject({ fromQuota: 2_500, fromPurchased: 0, quotaRemainingAfter: 7_500 });
  });

  it('renews before a debit that the old period quota could still pay, at the exact reset instant', async () => {
    const { clock, ledger, userId } = await setup();
    await ledger.debit({ userId, ...debit(3_000) });
    clock.set(iso('2026-02-15T10:00:00Z'));
    const entry = await ledger.debit({ userId, ...debit(2_000) });
    expect(entry).toMatchObject({ fromQuota: 2_000, quotaRemainingAfter: 8_000 });
    const kinds = (await ledgerRows(database.db, userId)).map((row) => [row.kind, row.createdAt.toISOString()]);
    expect(kinds.slice(-2)).toEqual([
      ['reset', '2026-02-15T10:00:00.000Z'],
      ['debit', '2026-02-15T10:00:00.000Z'],
    ]);
  });

  it('returns each debit exactly as it is stored, whether the quota alone or quota and packs pay', async () => {
    const { ledger, userId } = await setup();
    await ledger.credit({ userId, tokens: 5_000, description: 'Token pack 5k', grantLabel: 'Pack 5k', source: 'token_pack' });
    const quotaOnly = await ledger.debit({ userId, ...debit(9_000, { projectId: 7, projectName: 'Tower A', costBreakdown: { input_tokens: 8_000, output_tokens: 1_000 } }) });
    const straddling = await ledger.debit({ userId, ...debit(3_000) });
    const stored = (await ledgerRows(database.db, userId)).filter((row) => row.kind === 'debit');
    expect(stored).toEqual([quotaOnly, straddling]);
    expect(quotaOnly).toMatchObject({
      projectId: 7,
      projectName: 'Tower A',
      costBreakdown: { input_tokens: 8_000, output_tokens: 1_000 },
      paidBy: [{ grant: 'plan_quota', label: 'Plan quota', tokens: 9_000 }],
      quotaRemainingAfter: 1_000,
      purchasedBalanceAfter: 5_000,
    });
    expect(straddling.paidBy).toEqual([
      { grant: 'plan_quota', label: 'Plan quota', tokens: 1_000 },
      { grant: 'token_pack', grant_id: expect.any(String), label: 'Pack 5k', tokens: 2_000 },
    ]);
    expect(straddling).toMatchObject({ fromQuota: 1_000, fromPurchased: 2_000, quotaRemainingAfter: 0, purchasedBalanceAfter: 3_000 });
  });

  it('rolls forward over several missed months in one step', async () => {
    const { clock, ledger, userId } = await setup();
    await ledger.debit({ userId, ...debit(700) });
    clock.set(iso('2026-05-20T08:00:00Z'));
    expect(await ledger.getBalance(userId)).toMatchObject({
      quota_used: 0,
      period_start: iso('2026-05-15T10:00:00Z'),
      quota_reset_at: iso('2026-06-15T10:00:00Z'),
    });
  });

  it('keeps a period that began on the 31st anchored to month ends', async () => {
    const { clock, ledger, userId } = await setup(iso('2026-01-31T10:00:00Z'));
    expect(await ledger.getBalance(userId)).toMatchObject({ quota_reset_at: iso('2026-02-28T10:00:00Z') });
    clock.set(iso('2026-03-01T00:00:00Z'));
    expect(await ledger.getBalance(userId)).toMatchObject({
      period_start: iso('2026-02-28T10:00:00Z'),
      quota_reset_at: iso('2026-03-31T10:00:00Z'),
    });
    clock.set(iso('2026-04-02T00:00:00Z'));
    expect(await ledger.getBalance(userId)).toMatchObject({
      period_start: iso('2026-03-31T10:00:00Z'),
      quota_reset_at: iso('2026-04-30T10:00:00Z'),
    });
  });

  it('moves an account to a paid plan with a fresh quota that renews on the plan period', async () => {
    const { clock, ledger, userId } = await setup();
    await ledger.debit({ userId, ...debit(4_000) });
    await ledger.credit({ userId, tokens: 300, description: 'Grant', source: 'grant' });
    const balance = await ledger.setPlan({
      userId,
      planCode: 'pro_annual',
      quotaTokens: 1_000_000,
      periodMonths: 12,
      resetAt: iso('2027-01-15T10:00:00Z'),
    });
    expect(balance).toMatchObject({
      plan_code: 'pro_annual',
      quota_tokens: 1_000_000,
      quota_used: 0,
      period_start: iso('2026-01-15T10:00:00Z'),
      quota_reset_at: iso('2027-01-15T10:00:00Z'),
      period_months: 12,
      purchased_balance: 300,
    });
    await ledger.debit({ userId, ...debit(50_000) });
    clock.set(iso('2027-02-01T00:00:00Z'));
    expect(await ledger.getBalance(userId)).toMatchObject({
      quota_used: 0,
      period_start: iso('2027-01-15T10:00:00Z'),
      quota_reset_at: iso('2028-01-15T10:00:00Z'),
    });
    const free = await ledger.setPlan({ userId, planCode: 'freemium', quotaTokens: 10_000 });
    expect(free).toMatchObject({ quota_tokens: 10_000, quota_reset_at: iso('2027-03-01T00:00:00Z'), period_months: 1 });
  });

  it('applies a credit with the same reference only once, even when sent concurrently', async () => {
    const { ledger, userId } = await setup();
    const pack = { userId, tokens: 50_000, description: 'Token pack 50k', source: 'token_pack', reference: `pay_${userId}` };
    const first = await ledger.credit(pack);
    const [a, b] = await Promise.all([ledger.credit(pack), ledger.credit(pack)]);
    expect(a.id).toBe(first.id);
    expect(b.id).toBe(first.id);
    expect(await ledger.getBalance(userId)).toMatchObject({ purchased_balance: 50_000 });
    expect(await ledgerRows(database.db, userId)).toHaveLength(1);
  });

  it('keeps accounts apart: one user spending does not touch another', async () => {
    const one = await setup();
    const other = await setup();
    await one.ledger.debit({ userId: one.userId, ...debit(9_999) });
    expect(await other.ledger.getBalance(other.userId)).toMatchObject({ total_available: 10_000 });
  });

  it('rejects zero, negative and fractional token amounts as programming errors', async () => {
    const { ledger, userId } = await setup();
    await expect(ledger.debit({ userId, ...debit(0) })).rejects.toBeInstanceOf(RangeError);
    await expect(ledger.debit({ userId, ...debit(1.5) })).rejects.toBeInstanceOf(RangeError);
    await expect(ledger.credit({ userId, tokens: -5, description: 'x', source: 'grant' })).rejects.toBeInstanceOf(RangeError);
  });
});
