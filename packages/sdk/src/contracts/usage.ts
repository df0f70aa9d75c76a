import { z } from 'zod';
import { ZOperationType, type TOperationType } from './common.js';
import { ZBillingInterval, ZPlanType, ZSubscriptionStatus } from './billing.js';
import { defineRoutes } from './route.js';
import { ZDateString, ZTimestamp, zQueryCount, zQueryId, zQueryInt, zQueryRupees } from './scalars.js';

export const DEFAULT_USAGE_PERIOD_DAYS = 30;
export const USAGE_HISTORY_PAGE_SIZE = 20;

export const OPERATION_TYPE_LABELS: Record<TOperationType, string> = {
  regulation_query: 'Regulation Query',
  material_extraction: 'Material Extraction',
  vendor_discovery: 'Vendor Discovery',
};

/** The two metered agents; each operation type belongs to one. */
export const ZOperationCategory = z.enum(['urban_planning', 'sourcing_agent']);
export type TOperationCategory = z.infer<typeof ZOperationCategory>;
export const USAGE_AGENTS: Record<
  TOperationCategory,
  { displayName: string; description: string; operationTypes: readonly TOperationType[] }
> = {
  urban_planning: {
    displayName: 'Urban Planning Assistant',
    description: 'Regulation queries',
    operationTypes: ['regulation_query'],
  },
  sourcing_agent: {
    displayName: 'Sourcing Agent',
    description: 'Procurement & vendors',
    operationTypes: ['material_extraction', 'vendor_discovery'],
  },
};
export const operationCategory = (type: TOperationType): TOperationCategory =>
  type === 'regulation_query' ? 'urban_planning' : 'sourcing_agent';

/** Money in usage answers is rupees (decimal, from the ledger's integer paise). */
const ZRupees = z.number().min(0);
const ZTokens = z.number().int().min(0);

const dateOrder = (q: { date_from?: string | undefined; date_to?: string | undefined }) =>
  !q.date_from || !q.date_to || q.date_from <= q.date_to;
const DATE_ORDER_ERROR = { message: 'date_from must not be after date_to', path: ['date_to'] };

/** The longest period a usage query may cover (the server answers 400 beyond it). */
export const MAX_USAGE_RANGE_DAYS = 400;
export const USAGE_RANGE_TOO_LONG_MESSAGE = `The date range cannot be longer than ${MAX_USAGE_RANGE_DAYS} days`;
/** Usage is recorded from 2020 on; earlier or far-future days are typing mistakes. */
export const USAGE_EARLIEST_DAY = '2020-01-01';
export const USAGE_LATEST_DAY = '2999-12-31';
export const USAGE_DAY_OUT_OF_RANGE_MESSAGE = `Dates must be between ${USAGE_EARLIEST_DAY} and ${USAGE_LATEST_DAY}`;
const ZUsageDay = ZDateString.refine((day) => day >= USAGE_EARLIEST_DAY && day <= USAGE_LATEST_DAY, USAGE_DAY_OUT_OF_RANGE_MESSAGE);

/** Dates are UTC days, both inclusive; without dates the period is the last period_days days. */
export const ZUsageSummaryQuery = z
  .object({
    period_days: zQueryInt().min(1).max(366).optional(),
    date_from: ZUsageDay.optional(),
    date_to: ZUsageDay.optional(),
  })
  .refine(dateOrder, DATE_ORDER_ERROR);
export type TUsageSummaryQuery = z.input<typeof ZUsageSummaryQuery>;

export const ZUsageSubscription = z.object({
  plan_type: ZPlanType,
  status: ZSubscriptionStatus,
  token_quota: ZTokens,
  tokens_used_from_quota: ZTokens,
  tokens_remaining_in_quota: ZTokens,
  /**
   * Purchased (pack) tokens spent since the quota period began. The meters count
   * used = tokens_used_from_quota + this, of total = used + total_available (before holds).
   */
  tokens_used_from_purchased: ZTokens,
  /** Null only if no reset is scheduled; the page then counts to the end of the month. */
  quota_reset_date: ZTimestamp.nullable(),
  interval: ZBillingInterval,
  /** Pro's renewal date (as /billing shows it); null on Free and on a cancelled plan. */
  next_billing_date: ZTimestamp.nullable(),
  /** The end of the paid Pro period (a cancelled plan is Pro until then); null on Free. */
  plan_period_end: ZTimestamp.nullable(),
});
export type TUsageSubscription = z.infer<typeof ZUsageSubscription>;

export const ZTokenBalance = z.object({
  /** Bought in packs; never expires. */
  purchased_balance: ZTokens,
  /** Remaining quota plus purchased balance. */
  total_available: ZTokens,
});
export type TTokenBalance = z.infer<typeof ZTokenBalance>;

export const ZUsageAlert = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  /** An app path such as '/billing' for the 'Take action' link. */
  action_url: z.string().nullable().optional(),
});
export type TUsageAlert = z.infer<typeof ZUsageAlert>;

export const ZOperationTypeTotals = z.object({
  operation_type: ZOperationType,
  total_tokens: ZTokens,
  total_cost: ZRupees,
  operation_count: z.number().int().min(0),
});

export const ZUsagePeriodSummary = z.object({
  total_tokens: ZTokens,
  total_cost: ZRupees,
  total_operations: z.number().int().min(0),
  period_start: ZDateString,
  period_end: ZDateString,
  /** One entry per operation type, zero counts included. */
  by_operation_type: z.array(ZOperationTypeTotals),
});
export type TUsagePeriodSummary = z.infer<typeof ZUsagePeriodSummary>;

/** Tokens used per agent on one UTC day; every day of the period is listed, oldest first. */
export const ZDailyUsage = z.object({
  date: ZDateString,
  urban_planning: ZTokens,
  sourcing_agent: ZTokens,
});
export type TDailyUsage = z.infer<typeof ZDailyUsage>;

export const ZUsageSummary = z.object({
  subscription: ZUsageSubscription,
  token_balance: ZTokenBalance,
  alerts: z.array(ZUsageAlert),
  summary: ZUsagePeriodSummary,
  daily_usage: z.array(ZDailyUsage),
});
export type TUsageSummary = z.infer<typeof ZUsageSummary>;

export const ZUsageHistoryQuery = z
  .object({
    page: zQueryInt().min(1).default(1),
    page_size: zQueryInt().min(1).max(100).default(USAGE_HISTORY_PAGE_SIZE),
    operation_type: ZOperationType.optional(),
    operation_category: ZOperationCategory.optional(),
    project_id: zQueryId().optional(),
    date_from: ZUsageDay.optional(),
    date_to: ZUsageDay.optional(),
    min_tokens: zQueryCount().optional(),
    max_tokens: zQueryCount().optional(),
    /** Rupees. */
    min_cost: zQueryRupees().optional(),
    max_cost: zQueryRupees().optional(),
  })
  .refine(dateOrder, DATE_ORDER_ERROR)
  .refine((q) => q.min_tokens === undefined || q.max_tokens === undefined || q.min_tokens <= q.max_tokens, {
    message: 'min_tokens must not be more than max_tokens',
    path: ['max_tokens'],
  })
  .refine((q) => q.min_cost === undefined || q.max_cost === undefined || q.min_cost <= q.max_cost, {
    message: 'min_cost must not be more than max_cost',
    path: ['max_cost'],
  });
export type TUsageHistoryQuery = z.input<typeof ZUsageHistoryQuery>;

/**
 * How an operation's tokens were counted and paid. Known keys: `input_tokens`,
 * `output_tokens`, `from_quota`, `from_purchased`; engines may add their own numbers.
 */
export const ZCostBreakdown = z.record(z.string(), z.number());
export type TCostBreakdown = z.infer<typeof ZCostBreakdown>;

/** Which grant paid for (part of) an operation: the plan's monthly quota or one purchased pack. */
export const ZGrantKind = z.enum(['plan_quota', 'token_pack']);
export type TGrantKind = z.infer<typeof ZGrantKind>;
export const ZGrantShare = z.object({
  grant: ZGrantKind,
  /** 'Plan quota', or the pack's name and purchase date. */
  label: z.string(),
  tokens: ZTokens,
});
export type TGrantShare = z.infer<typeof ZGrantShare>;

export const ZUsageOperation = z.object({
  id: z.string(),
  created_at: ZTimestamp,
  operation_type: ZOperationType,
  operation_description: z.string(),
  project_name: z.string().nullable(),
  tokens_used: ZTokens,
  amount_charged: ZRupees,
  /**
   * False for an operation that cost nothing (a question the sources do not answer, a refusal,
   * an error, a run that read nothing): the table shows it as "not charged".
   */
  charged: z.boolean(),
  cost_breakdown: ZCostBreakdown,
  /** The grants that paid, in the order they were consumed (quota first, then packs oldest first). */
  paid_by: z.array(ZGrantShare),
});
export type TUsageOperation = z.infer<typeof ZUsageOperation>;

/** Newest first. `page_tokens_total` sums tokens_used of this page's operations. */
export const ZUsageHistory = z.object({
  operations: z.array(ZUsageOperation),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  total_pages: z.number().int().min(0),
  page_tokens_total: ZTokens,
});
export type TUsageHistory = z.infer<typeof ZUsageHistory>;

export const ZOperationTypesResponse = z.object({
  operation_types: z.array(z.object({ value: ZOperationType, label: z.string() })),
});
export type TOperationTypesResponse = z.infer<typeof ZOperationTypesResponse>;

/** Token usage of the signed-in user (debits only; purchases show on the billing page). */
export const usageContract = defineRoutes({
  summary: {
    method: 'GET',
    path: '/usage/summary',
    summary: 'Plan quota, balance, alerts, period totals and daily usage',
    auth: true,
    query: ZUsageSummaryQuery,
    responses: { 200: ZUsageSummary },
  },
  history: {
    method: 'GET',
    path: '/usage/history',
    summary: 'Metered operations, filtered and paged, newest first',
    description: `A date range longer than ${MAX_USAGE_RANGE_DAYS} days answers 400 (USAGE_RANGE_TOO_LONG_MESSAGE).`,
    auth: true,
    query: ZUsageHistoryQuery,
    responses: { 200: ZUsageHistory },
  },
  operationTypes: {
    method: 'GET',
    path: '/usage/operations/types',
    summary: 'The operation types and their labels',
    auth: true,
    responses: { 200: ZOperationTypesResponse },
  },
});
