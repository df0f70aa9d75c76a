import {
  operationCategory,
  paiseToRupees,
  ZOperationType,
  type TOperationType,
  type TUsageSummary,
} from '@app/sdk/contracts';
import type { Clock } from '../../lib/clock.js';
import type { Billing } from '../billing/index.js';
import type { Ledger } from '../ledger/index.js';
import { usageAlerts } from './alerts.js';
import { daysOf, usagePeriod, type UsageSummaryQuery } from './period.js';

/** Plan, balance, alerts, period totals and daily usage of one user (GET /usage/summary). */
export async function usageSummary(
  deps: { ledger: Ledger; clock: Clock; billing: Billing },
  userId: string,
  query: UsageSummaryQuery,
): Promise<TUsageSummary> {
  // The plan first: it ends a finished paid period, which changes the quota read next.
  const plan = await deps.billing.current(userId);
  const balance = await deps.ledger.getBalance(userId);
  const period = usagePeriod(query, deps.clock.now());
  const purchasedUsed = await deps.ledger.purchasedSpent(userId, balance.period_start);

  // Debits per UTC day and operation type; the totals and the chart are both made from these.
  const rows = await deps.ledger.debitTotals(userId, period);

  const byType = new Map<TOperationType, { tokens: number; paise: number; count: number }>(
    ZOperationType.options.map((type) => [type, { tokens: 0, paise: 0, count: 0 }]),
  );
  const byDay = new Map(daysOf(period).map((day) => [day, { date: day, urban_planning: 0, sourcing_agent: 0 }]));
  for (const row of rows) {
    if (!row.type) continue;
    const tokens = Number(row.tokens);
    const totals = byType.get(row.type);
    if (!totals) continue;
    totals.tokens += tokens;
    totals.paise += Number(row.paise);
    totals.count += Number(row.count);
    const day = byDay.get(row.day);
    if (day) day[operationCategory(row.type)] += tokens;
  }
  const totals = [...byType.values()];

  return {
    subscription: {
      plan_type: plan.type,
      status: plan.status,
      token_quota: balance.quota_tokens,
      tokens_used_from_quota: balance.quota_used,
      tokens_remaining_in_quota: balance.quota_remaining,
      tokens_used_from_purchased: purchasedUsed,
      quota_reset_date: balance.quota_reset_at.toISOString(),
      interval: plan.interval,
      // The plan's own dates, as /billing shows them: the quota resets monthly, Pro renews yearly.
      next_billing_date: plan.next_renewal_date,
      plan_period_end: plan.type === 'pro' ? plan.current_period_end : null,
    },
    token_balance: { purchased_balance: balance.purchased_balance, total_available: balance.total_available },
    alerts: usageAlerts(balance),
    summary: {
      total_tokens: totals.reduce((sum, t) => sum + t.tokens, 0),
      total_cost: paiseToRupees(totals.reduce((sum, t) => sum + t.paise, 0)),
      total_operations: totals.reduce((sum, t) => sum + t.count, 0),
      period_start: period.from,
      period_end: period.to,
      by_operation_type: [...byType].map(([operation_type, t]) => ({
        operation_type,
        total_tokens: t.tokens,
        total_cost: paiseToRupees(t.paise),
        operation_count: t.count,
      })),
    },
    daily_usage: [...byDay.values()],
  };
}
