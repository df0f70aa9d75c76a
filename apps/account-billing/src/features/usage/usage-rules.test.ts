import { describe, expect, it } from 'vitest';
import { agentStats, balanceLevel, periodStats, quotaLevel, quotaUsedPercent } from './usage-rules';

describe('usage rules (spec section 9)', () => {
  it('colours the total available green from 10,000 tokens, amber from 5,000, else red', () => {
    expect(balanceLevel(10_000)).toBe('good');
    expect(balanceLevel(9_999)).toBe('warning');
    expect(balanceLevel(5_000)).toBe('warning');
    expect(balanceLevel(4_999)).toBe('danger');
    expect(balanceLevel(0)).toBe('danger');
  });

  it('turns the quota bar amber at 70 % used and red at 90 %', () => {
    expect(quotaLevel(quotaUsedPercent(6_999, 10_000))).toBe('good');
    expect(quotaLevel(quotaUsedPercent(7_000, 10_000))).toBe('warning');
    expect(quotaLevel(quotaUsedPercent(9_000, 10_000))).toBe('danger');
    expect(quotaUsedPercent(5, 0)).toBe(0);
  });

  it('averages over the days in the period, finds the peak day and counts days to the reset', () => {
    const stats = periodStats(
      { total_tokens: 1_000, period_start: '2026-11-01', period_end: '2026-11-30' },
      [
        { date: '2026-11-03', urban_planning: 100, sourcing_agent: 50 },
        { date: '2026-11-04', urban_planning: 400, sourcing_agent: 0 },
      ],
      '2026-12-05T00:00:00.000Z',
      new Date('2026-11-25T00:00:00.000Z'),
    );
    expect(stats).toEqual({ daysInPeriod: 30, avgDailyUsage: 33, peakDayUsage: 400, peakDayDate: '2026-11-04', daysRemaining: 10 });
  });

  it('has no peak day without usage and counts to the end of the month without a reset date', () => {
    const stats = periodStats({ total_tokens: 0, period_start: '2026-11-25', period_end: '2026-11-25' }, [], null, new Date('2026-11-25T00:00:00.000Z'));
    expect(stats.peakDayDate).toBeNull();
    expect(stats.daysInPeriod).toBe(1);
    expect(stats.daysRemaining).toBe(6);
  });

  it('sums the operation types of each agent and gives each its share of the total', () => {
    const stats = agentStats({
      total_tokens: 400,
      by_operation_type: [
        { operation_type: 'regulation_query', total_tokens: 100, total_cost: 0.1, operation_count: 2 },
        { operation_type: 'material_extraction', total_tokens: 200, total_cost: 0.2, operation_count: 1 },
        { operation_type: 'vendor_discovery', total_tokens: 100, total_cost: 0.1, operation_count: 1 },
      ],
    });
    expect(stats).toEqual([
      { name: 'sourcing_agent', totalTokens: 300, percentage: 75, operationCount: 2 },
      { name: 'urban_planning', totalTokens: 100, percentage: 25, operationCount: 2 },
    ]);
  });
});
