import type { TDailyUsage, TOperationCategory, TUsagePeriodSummary } from '@app/sdk';
import { operationCategory } from '@app/sdk';

/** Spec section 9: total available is green from 10,000 tokens, amber from 5,000, else red. */
export const BALANCE_GREEN_FROM = 10_000;
export const BALANCE_AMBER_FROM = 5_000;
/** Spec section 9: the quota bar turns amber at 70 % used and red at 90 %. */
export const QUOTA_AMBER_PERCENT = 70;
export const QUOTA_RED_PERCENT = 90;

export type Level = 'good' | 'warning' | 'danger';

export function balanceLevel(totalAvailable: number): Level {
  if (totalAvailable >= BALANCE_GREEN_FROM) return 'good';
  if (totalAvailable >= BALANCE_AMBER_FROM) return 'warning';
  return 'danger';
}

/** Percent of the quota used (0 for a zero quota), unrounded. */
export function quotaUsedPercent(used: number, quota: number): number {
  return quota > 0 ? (used / quota) * 100 : 0;
}

export function quotaLevel(percentUsed: number): Level {
  if (percentUsed >= QUOTA_RED_PERCENT) return 'danger';
  if (percentUsed >= QUOTA_AMBER_PERCENT) return 'warning';
  return 'good';
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PeriodStats {
  daysInPeriod: number;
  avgDailyUsage: number;
  peakDayUsage: number;
  /** Null when no day had any usage (shown as N/A). */
  peakDayDate: string | null;
  daysRemaining: number;
}

/**
 * Spec section 9: average daily usage = total tokens over the days in the period (at least 1,
 * rounded); days remaining count to the quota reset, else to the end of the current month.
 */
export function periodStats(
  summary: Pick<TUsagePeriodSummary, 'total_tokens' | 'period_start' | 'period_end'>,
  daily: readonly TDailyUsage[],
  quotaResetDate: string | null,
  now: Date,
): PeriodStats {
  const start = Date.parse(`${summary.period_start}T00:00:00Z`);
  const end = Date.parse(`${summary.period_end}T00:00:00Z`);
  const daysInPeriod = Math.max(1, Math.round((end - start) / DAY_MS) + 1);
  let peakDayUsage = 0;
  let peakDayDate: string | null = null;
  for (const day of daily) {
    const tokens = day.urban_planning + day.sourcing_agent;
    if (tokens > peakDayUsage) {
      peakDayUsage = tokens;
      peakDayDate = day.date;
    }
  }
  const reset = quotaResetDate
    ? new Date(quotaResetDate)
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const daysRemaining = Math.max(0, Math.ceil((reset.getTime() - now.getTime()) / DAY_MS));
  return {
    daysInPeriod,
    avgDailyUsage: Math.round(summary.total_tokens / daysInPeriod),
    peakDayUsage,
    peakDayDate,
    daysRemaining,
  };
}

export interface AgentStat {
  name: TOperationCategory;
  totalTokens: number;
  /** Share of all tokens in the period, rounded to one decimal. */
  percentage: number;
  operationCount: number;
}

/** Per-agent totals from the per-operation-type totals; agents without operations are left out. */
export function agentStats(summary: Pick<TUsagePeriodSummary, 'by_operation_type' | 'total_tokens'>): AgentStat[] {
  const byAgent = new Map<TOperationCategory, AgentStat>();
  for (const row of summary.by_operation_type) {
    const name = operationCategory(row.operation_type);
    const stat = byAgent.get(name) ?? { name, totalTokens: 0, percentage: 0, operationCount: 0 };
    stat.totalTokens += row.total_tokens;
    stat.operationCount += row.operation_count;
    byAgent.set(name, stat);
  }
  return [...byAgent.values()]
    .filter((stat) => stat.operationCount > 0)
    .map((stat) => ({
      ...stat,
      percentage: summary.total_tokens > 0 ? Math.round((stat.totalTokens / summary.total_tokens) * 1000) / 10 : 0,
    }))
    .sort((a, b) => b.totalTokens - a.totalTokens);
}
