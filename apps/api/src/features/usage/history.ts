import {
  MAX_USAGE_RANGE_DAYS,
  paiseToRupees,
  rupeesToPaise,
  USAGE_AGENTS,
  USAGE_RANGE_TOO_LONG_MESSAGE,
  type TUsageHistory,
  type ZUsageHistoryQuery,
} from '@app/sdk/contracts';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import type { Ledger } from '../ledger/index.js';

export type UsageHistoryQuery = z.output<typeof ZUsageHistoryQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/**
 * The operations table (GET /usage/history): the user's debits newest first, filtered and
 * paged. Dates are UTC days, both included; a range over MAX_USAGE_RANGE_DAYS is refused like
 * the summary's. Costs are rupees; a cost filter compares whole paise.
 */
export async function usageHistory(ledger: Ledger, userId: string, query: UsageHistoryQuery): Promise<TUsageHistory> {
  const from = query.date_from ? dayStart(query.date_from) : undefined;
  const to = query.date_to ? new Date(dayStart(query.date_to).getTime() + DAY_MS) : undefined;
  if (from && to && to.getTime() - from.getTime() > MAX_USAGE_RANGE_DAYS * DAY_MS) {
    throw badRequest(USAGE_RANGE_TOO_LONG_MESSAGE, { max_days: MAX_USAGE_RANGE_DAYS });
  }
  const types = query.operation_type
    ? [query.operation_type].filter((type) => !query.operation_category || USAGE_AGENTS[query.operation_category].operationTypes.includes(type))
    : query.operation_category
      ? USAGE_AGENTS[query.operation_category].operationTypes
      : undefined;
  const { rows, total } = await ledger.debitHistory(
    userId,
    {
      operationTypes: types,
      projectId: query.project_id,
      from,
      to,
      minTokens: query.min_tokens,
      maxTokens: query.max_tokens,
      minPaise: query.min_cost === undefined ? undefined : rupeesToPaise(query.min_cost),
      maxPaise: query.max_cost === undefined ? undefined : rupeesToPaise(query.max_cost),
    },
    { offset: (query.page - 1) * query.page_size, limit: query.page_size },
  );
  const operations = rows.flatMap((row) =>
    row.operationType
      ? [
          {
            id: row.id,
            created_at: row.createdAt.toISOString(),
            operation_type: row.operationType,
            operation_description: row.description,
            project_name: row.projectName,
            tokens_used: row.tokens,
            amount_charged: paiseToRupees(row.amountPaise),
            charged: row.tokens > 0,
            cost_breakdown: { ...row.costBreakdown, from_quota: row.fromQuota, from_purchased: row.fromPurchased },
            paid_by: row.paidBy.map(({ grant, label, tokens }) => ({ grant, label, tokens })),
          },
        ]
      : [],
  );
  return {
    operations,
    total,
    page: query.page,
    total_pages: Math.ceil(total / query.page_size),
    page_tokens_total: operations.reduce((sum, op) => sum + op.tokens_used, 0),
  };
}
