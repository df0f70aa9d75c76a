import type { TOperationType, TUsageHistoryQuery } from '@app/sdk';
import { USAGE_HISTORY_PAGE_SIZE } from '@app/sdk';

/** The operations table's filters as the user set them; the page goes back to 1 on any change. */
export interface UsageFilters {
  operation_type: TOperationType | '';
  date_from: string;
  date_to: string;
  /** The text typed; only a whole number of 0 or more is sent. */
  min_tokens: string;
  page: number;
}

export const EMPTY_FILTERS: UsageFilters = { operation_type: '', date_from: '', date_to: '', min_tokens: '', page: 1 };

export const isValidMinTokens = (text: string): boolean => text === '' || /^\d{1,12}$/.test(text.trim());

/** A filter change (anything but the page) starts again at page 1 (spec section 4). */
export function changeFilter<K extends Exclude<keyof UsageFilters, 'page'>>(
  filters: UsageFilters,
  key: K,
  value: UsageFilters[K],
): UsageFilters {
  return { ...filters, [key]: value, page: 1 };
}

export const hasFilters = (filters: UsageFilters): boolean =>
  filters.operation_type !== '' || filters.date_from !== '' || filters.date_to !== '' || filters.min_tokens !== '';

/** The history query for these filters; a half-typed or reversed value is left out, not sent. */
export function historyQuery(filters: UsageFilters): TUsageHistoryQuery {
  const query: TUsageHistoryQuery = { page: filters.page, page_size: USAGE_HISTORY_PAGE_SIZE };
  if (filters.operation_type) query.operation_type = filters.operation_type;
  const reversed = filters.date_from && filters.date_to && filters.date_from > filters.date_to;
  if (filters.date_from && !reversed) query.date_from = filters.date_from;
  if (filters.date_to && !reversed) query.date_to = filters.date_to;
  if (filters.min_tokens.trim() !== '' && isValidMinTokens(filters.min_tokens)) query.min_tokens = Number(filters.min_tokens.trim());
  return query;
}
