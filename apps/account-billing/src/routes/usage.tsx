import { useDocumentTitle } from '@app/shell';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_FILTERS, historyQuery } from '../features/usage/usage-filters';
import { operationTypesQuery, usageHistoryQuery, usageSummaryQuery } from '../features/usage/usage-queries';
import { UsageView } from '../features/usage/usage-view';
import { apiErrorText } from '../lib/api-error-text';

/** /usage: GET /usage/summary (30 days), /usage/history (filtered, 20 a page) and the operation types. */
export default function UsageRoute() {
  const { t } = useTranslation('usage');
  useDocumentTitle(t('title'));
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const summary = useQuery(usageSummaryQuery());
  const history = useQuery({ ...usageHistoryQuery(historyQuery(filters)), placeholderData: keepPreviousData });
  const types = useQuery(operationTypesQuery());
  const fallback = t('errors.load');
  return (
    <UsageView
      summary={summary.data}
      summaryLoading={summary.isPending}
      summaryError={summary.isError ? apiErrorText(summary.error, fallback) : null}
      history={history.data}
      historyLoading={history.isPending}
      historyError={history.isError ? apiErrorText(history.error, fallback) : null}
      operationTypes={types.data?.operation_types ?? []}
      filters={filters}
      onFiltersChange={setFilters}
      now={new Date()}
    />
  );
}
