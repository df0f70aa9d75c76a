import { USAGE_RANGE_TOO_LONG_MESSAGE, ZErrorBody, ZUsageHistory, type TUsageHistory } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createLedger, type Ledger } from '../ledger/index.js';

const NOW = new Date('2026-01-15T10:00:00Z');
const HOUR = 3600 * 1000;

let t: TestApp;
let ledger: Ledger;
let token: string;
let userId: string;

/** 25 debits an hour apart, newest at NOW: every 5th a material extraction of 2,000 tokens. */
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, t.clock);
  const user = await signUp(t);
  token = user.access_token;
  userId = user.user.id;
  await ledger.credit({ userId, tokens: 50_000, description: 'Pack', grantLabel: '50K Tokens (2026-01-14)', source: 'token_pack' });
  for (let i = 24; i >= 0; i--) {
    t.clock.set(new Date(NOW.getTime() - i * HOUR));
    const extraction = i % 5 === 0;
    await ledger.debit({
      userId,
      tokens: extraction ? 2_000 : 100 + i,
      operationType: extraction ? 'material_extraction' : 'regulation_query',
      description: `operation ${i}`,
      projectId: extraction ? 7 : null,
      projectName: extraction ? 'Tower A' : null,
    });
  }
  t.clock.set(NOW);
});
afterAll(() => t.close());

async function history(query = ''): Promise<TUsageHistory> {
  const res = await t.app.inject({ method: 'GET', url: `/api/usage/history${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return ZUsageHistory.parse(res.json());
}

describe('GET /usage/history', () => {
  it('pages 20 operations newest first with totals', async () => {
    const first = await history();
    expect(first).toMatchObject({ total: 25, page: 1, total_pages: 2 });
    expect(first.operations).toHaveLength(20);
    expect(first.operations[0]?.operation_description).toBe('operation 0');
    expect(first.page_tokens_total).toBe(first.operations.reduce((sum, op) => sum + op.tokens_used, 0));
    const second = await history('?page=2');
    expect(second.operations.map((op) => op.operation_description)).toEqual(['operation 20', 'operation 21', 'operation 22', 'operation 23', 'operation 24']);
  });

  it('filters by operation type, minimum tokens and dates', async () => {
    const extractions = await history('?operation_type=material_extraction');
    expect(extractions.total).toBe(5);
    expect(extractions.operations.every((op) => op.project_name === 'Tower A')).toBe(true);
    expect((await history('?min_tokens=2000')).total).toBe(5);
    expect((await history('?min_tokens=120')).total).toBe(5 + 4);
    // NOW − 24 h is the day before; only the operations of 2026-01-15 (10 h back to 00:00) count.
    expect((await history('?date_from=2026-01-15&date_to=2026-01-15')).total).toBe(11);
    expect((await history('?operation_category=urban_planning')).total).toBe(20);
    expect((await history('?operation_type=material_extraction&operation_category=urban_planning')).total).toBe(0);
  });

  it('shows which grant paid: the plan quota first, then the pack by name', async () => {
    const all = [...(await history()).operations, ...(await history('?page=2')).operations];
    const spanning = all.filter((op) => op.paid_by.length > 1);
    // The quota (10,000) runs out part-way through; one operation is paid by both grants.
    expect(spanning).toHaveLength(1);
    expect(spanning[0]?.paid_by.map((share) => share.grant)).toEqual(['plan_quota', 'token_pack']);
    expect(all[0]?.paid_by).toEqual([{ grant: 'token_pack', label: '50K Tokens (2026-01-14)', tokens: all[0]?.tokens_used }]);
    expect(all.at(-1)?.paid_by).toEqual([{ grant: 'plan_quota', label: 'Plan quota', tokens: all.at(-1)?.tokens_used }]);
    expect(all[0]?.cost_breakdown).toMatchObject({ from_quota: 0, from_purchased: all[0]?.tokens_used });
  });

  it.each([
    ['a negative minimum', '?min_tokens=-1'],
    ['a non-numeric minimum', '?min_tokens=lots'],
    ['a fractional minimum', '?min_tokens=1.5'],
    ['a negative maximum', '?max_tokens=-1'],
    ['a non-numeric page', '?page=two'],
    ['a negative page', '?page=-2'],
    ['page 0', '?page=0'],
    ['an unknown operation type', '?operation_type=haircut'],
    ['a start after the end', '?date_from=2026-02-01&date_to=2026-01-01'],
    ['a minimum above the maximum', '?min_tokens=500&max_tokens=100'],
    ['a date before 2020', '?date_from=1999-01-01'],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/usage/history${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.parse(res.json()).code).toBe('invalid_request');
  });

  it('refuses a date range over the limit with the summary’s message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/usage/history?date_from=2024-01-01&date_to=2026-01-01', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.parse(res.json()).message).toBe(USAGE_RANGE_TOO_LONG_MESSAGE);
  });
});
