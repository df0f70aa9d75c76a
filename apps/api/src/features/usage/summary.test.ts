import {
  USAGE_DAY_OUT_OF_RANGE_MESSAGE,
  USAGE_RANGE_TOO_LONG_MESSAGE,
  ZErrorBody,
  ZOperationTypesResponse,
  ZUsageSummary,
  type TUsageSummary,
} from '@app/sdk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createLedger, type Ledger } from '../ledger/index.js';

const NOW = new Date('2026-01-15T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let ledger: Ledger;

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, t.clock);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

async function summary(token: string, query = ''): Promise<TUsageSummary> {
  const res = await t.app.inject({ method: 'GET', url: `/api/usage/summary${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZUsageSummary.parse(res.json());
}

/** A debit recorded `daysAgo` days before NOW. */
async function spend(userId: string, tokens: number, operationType: 'regulation_query' | 'material_extraction' | 'vendor_discovery', daysAgo = 0) {
  t.clock.set(new Date(NOW.getTime() - daysAgo * DAY));
  await ledger.debit({ userId, tokens, operationType, description: `${operationType} test` });
  t.clock.set(NOW);
}

describe('GET /usage/summary', () => {
  it('shows a new account on the free plan: 10,000 tokens, nothing used, 30 empty days, no alerts', async () => {
    const { access_token } = await signUp(t);
    const body = await summary(access_token);
    expect(body.subscription).toMatchObject({
      plan_type: 'free',
      status: 'active',
      token_quota: 10_000,
      tokens_used_from_quota: 0,
      tokens_remaining_in_quota: 10_000,
      interval: 'monthly',
    });
    expect(Date.parse(body.subscription.quota_reset_date!)).toBeGreaterThan(NOW.getTime());
    expect(body.token_balance).toEqual({ purchased_balance: 0, total_available: 10_000 });
    expect(body.alerts).toEqual([]);
    expect(body.summary).toMatchObject({ total_tokens: 0, total_cost: 0, total_operations: 0, period_start: '2025-12-17', period_end: '2026-01-15' });
    expect(body.summary.by_operation_type.map((o) => [o.operation_type, o.total_tokens])).toEqual([
      ['regulation_query', 0],
      ['material_extraction', 0],
      ['vendor_discovery', 0],
    ]);
    expect(body.daily_usage).toHaveLength(30);
    expect(body.daily_usage[0]).toEqual({ date: '2025-12-17', urban_planning: 0, sourcing_agent: 0 });
    expect(body.daily_usage.at(-1)?.date).toBe('2026-01-15');
  });

  it('totals the debits of the period by operation type and by day and agent, in rupees, leaving older ones out', async () => {
    const { access_token, user } = await signUp(t);
    // In the order they happened; the first is before the 30-day period.
    await spend(user.id, 100, 'regulation_query', 40);
    await spend(user.id, 3_000, 'vendor_discovery', 2);
    await spend(user.id, 500, 'material_extraction', 2);
    await spend(user.id, 1_200, 'regulation_query');
    await spend(user.id, 800, 'regulation_query');

    const body = await summary(access_token);
    expect(body.summary).toMatchObject({ total_tokens: 5_500, total_cost: 5.5, total_operations: 4 });
    expect(body.summary.by_operation_type).toEqual([
      { operation_type: 'regulation_query', total_tokens: 2_000, total_cost: 2, operation_count: 2 },
      { operation_type: 'material_extraction', total_tokens: 500, total_cost: 0.5, operation_count: 1 },
      { operation_type: 'vendor_discovery', total_tokens: 3_000, total_cost: 3, operation_count: 1 },
    ]);
    const day = (date: string) => body.daily_usage.find((d) => d.date === date);
    expect(day('2026-01-15')).toEqual({ date: '2026-01-15', urban_planning: 2_000, sourcing_agent: 0 });
    expect(day('2026-01-13')).toEqual({ date: '2026-01-13', urban_planning: 0, sourcing_agent: 3_500 });
    // The debit 40 days ago was spent from an earlier quota period, renewed since.
    expect(body.subscription.tokens_used_from_quota).toBe(5_500);
    expect(body.token_balance.total_available).toBe(4_500);
  });

  it('covers exactly the days asked for with date_from/date_to or period_days', async () => {
    const { access_token, user } = await signUp(t);
    await spend(user.id, 700, 'regulation_query', 3);
    await spend(user.id, 300, 'regulation_query', 1);

    const range = await summary(access_token, '?date_from=2026-01-12&date_to=2026-01-13');
    expect(range.summary).toMatchObject({ period_start: '2026-01-12', period_end: '2026-01-13', total_tokens: 700 });
    expect(range.daily_usage.map((d) => d.date)).toEqual(['2026-01-12', '2026-01-13']);

    const week = await summary(access_token, '?period_days=2');
    expect(week.summary).toMatchObject({ period_start: '2026-01-14', period_end: '2026-01-15', total_tokens: 300 });
  });

  it('warns at 80 % of the quota, tells when purchased tokens are in use, and says when nothing is left', async () => {
    const { access_token, user } = await signUp(t);
    await spend(user.id, 8_000, 'regulation_query');
    expect((await summary(access_token)).alerts).toEqual([
      { severity: 'warning', message: 'You have used 80% of your plan quota for this period.', action_url: '/billing' },
    ]);

    await ledger.credit({ userId: user.id, tokens: 5_000, description: 'Token pack', source: 'token_pack' });
    await spend(user.id, 3_000, 'vendor_discovery');
    const mixed = await summary(access_token);
    expect(mixed.alerts.map((a) => a.severity)).toEqual(['info']);
    expect(mixed.alerts[0]?.message).toContain('4,000 purchased tokens');
    expect(mixed.token_balance).toEqual({ purchased_balance: 4_000, total_available: 4_000 });

    await spend(user.id, 4_000, 'vendor_discovery');
    const empty = await summary(access_token);
    expect(empty.alerts.map((a) => [a.severity, a.action_url])).toEqual([['error', '/billing']]);
    expect(empty.token_balance.total_available).toBe(0);
  });

  it("never counts another user's tokens", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await spend(a.user.id, 2_500, 'regulation_query');
    expect((await summary(b.access_token)).summary.total_tokens).toBe(0);
    expect((await summary(b.access_token)).subscription.tokens_used_from_quota).toBe(0);
  });

  it('refuses bad periods with 400 and a signed-out caller with 401', async () => {
    const { access_token } = await signUp(t);
    const bad = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/usage/summary${query}`, headers: bearer(access_token) });
      expect(res.statusCode).toBe(400);
      return ZErrorBody.parse(res.json());
    };
    expect(JSON.stringify(await bad('?date_from=2026-01-14&date_to=2026-01-10'))).toContain('date_from must not be after date_to');
    await bad('?period_days=0');
    await bad('?period_days=-7');
    await bad('?period_days=thirty');
    await bad('?period_days=1.5');
    await bad('?date_from=15-01-2026');
    // Unbounded ranges used to list every day since year 1 (44 MB) or run past year 9999 (500).
    expect((await bad('?date_from=0001-01-01')).message).toBe(USAGE_DAY_OUT_OF_RANGE_MESSAGE);
    expect((await bad('?date_from=9999-12-01&date_to=9999-12-31')).message).toBe(USAGE_DAY_OUT_OF_RANGE_MESSAGE);
    expect((await bad('?date_from=2024-01-01&date_to=2026-01-01')).message).toBe(USAGE_RANGE_TOO_LONG_MESSAGE);
    expect((await bad('?date_from=2021-01-01')).message).toBe(USAGE_RANGE_TOO_LONG_MESSAGE);
    const longest = await t.app.inject({
      method: 'GET',
      url: '/api/usage/summary?date_from=2025-01-01&date_to=2026-02-04',
      headers: bearer(access_token),
    });
    expect(ZUsageSummary.parse(longest.json()).daily_usage).toHaveLength(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/usage/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /usage/operations/types', () => {
  it('lists the three metered operations with their labels', async () => {
    const { access_token } = await signUp(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/usage/operations/types', headers: bearer(access_token) });
    expect(ZOperationTypesResponse.parse(res.json()).operation_types).toEqual([
      { value: 'regulation_query', label: 'Regulation Query' },
      { value: 'material_extraction', label: 'Material Extraction' },
      { value: 'vendor_discovery', label: 'Vendor Discovery' },
    ]);
  });
});
