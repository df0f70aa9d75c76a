import { DEFAULT_USAGE_PERIOD_DAYS, usageContract, type TUsageHistoryQuery } from '@app/sdk';
import { sdk } from '@app/shell';
import { queryOptions } from '@tanstack/react-query';

/** Usage answers change with every paid operation and payment: one root key to invalidate them all. */
export const USAGE_QUERY_ROOT = ['usage'] as const;

export const usageSummaryQuery = () =>
  queryOptions({
    queryKey: [...USAGE_QUERY_ROOT, 'summary', DEFAULT_USAGE_PERIOD_DAYS],
    queryFn: ({ signal }) => sdk.call(usageContract.summary, { query: { period_days: DEFAULT_USAGE_PERIOD_DAYS }, signal }),
  });

export const usageHistoryQuery = (query: TUsageHistoryQuery) =>
  queryOptions({
    queryKey: [...USAGE_QUERY_ROOT, 'history', query],
    queryFn: ({ signal }) => sdk.call(usageContract.history, { query, signal }),
  });

export const operationTypesQuery = () =>
  queryOptions({
    queryKey: [...USAGE_QUERY_ROOT, 'operation-types'],
    queryFn: ({ signal }) => sdk.call(usageContract.operationTypes, { signal }),
    staleTime: Infinity,
  });
