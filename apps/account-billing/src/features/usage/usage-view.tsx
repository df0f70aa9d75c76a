import type { TOperationTypesResponse, TUsageHistory, TUsageSummary } from '@app/sdk';
import { formatNumber } from '@app/i18n';
import { Card, Skeleton } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { AgentCards } from './agent-cards';
import { AlertBanners } from './alert-banners';
import { OperationsFilters } from './operations-filters';
import { OperationsTable } from './operations-table';
import { PeriodStats } from './period-stats';
import { SubscriptionCard } from './subscription-card';
import { UsageChartPanel } from './usage-chart-panel';
import type { UsageFilters } from './usage-filters';
import { agentStats, periodStats } from './usage-rules';
import '../../lib/screens.css';

export interface UsageViewProps {
  summary: TUsageSummary | undefined;
  summaryLoading: boolean;
  summaryError: string | null;
  history: TUsageHistory | undefined;
  historyLoading: boolean;
  historyError: string | null;
  operationTypes: TOperationTypesResponse['operation_types'];
  filters: UsageFilters;
  onFiltersChange: (filters: UsageFilters) => void;
  now: Date;
}

function SummarySkeleton() {
  return (
    <div aria-busy="true" className="ab-stack">
      <Skeleton shape="rect" height={180} width="100%" />
      <div className="ab-grid">
        <Skeleton shape="rect" height={120} />
        <Skeleton shape="rect" height={120} />
      </div>
      <Skeleton shape="rect" height={280} width="100%" />
    </div>
  );
}

/** /usage — Token Usage: plan and balance, alerts, period figures, agents, chart and operations. */
export function UsageView(props: UsageViewProps) {
  const { t } = useTranslation('usage');
  const { summary } = props;
  return (
    <div className="ab-page">
      <header className="ab-page__header">
        <h1 className="ab-page__title">{t('title')}</h1>
        <p className="ab-muted">{t('subtitle')}</p>
      </header>
      {props.summaryError ? (
        <p role="alert" className="ab-error">
          {props.summaryError}
        </p>
      ) : props.summaryLoading || !summary ? (
        <SummarySkeleton />
      ) : (
        <>
          <AlertBanners alerts={summary.alerts} />
          <SubscriptionCard subscription={summary.subscription} balance={summary.token_balance} />
          {summary.summary.total_operations === 0 ? (
            <p className="ab-muted">{t('empty.noData')}</p>
          ) : (
            <Card as="section" headingLevel={2} title={t('totals.title')}>
              <dl className="ab-stats">
                <div>
                  <dt>{t('totals.tokens')}</dt>
                  <dd>{formatNumber(summary.summary.total_tokens)}</dd>
                </div>
                <div>
                  <dt>{t('totals.cost')}</dt>
                  <dd>₹{formatNumber(summary.summary.total_cost, { maximumFractionDigits: 2 })}</dd>
                </div>
                <div>
                  <dt>{t('totals.operations')}</dt>
                  <dd>{formatNumber(summary.summary.total_operations)}</dd>
                </div>
              </dl>
            </Card>
          )}
          <PeriodStats stats={periodStats(summary.summary, summary.daily_usage, summary.subscription.quota_reset_date, props.now)} />
          <AgentCards agents={agentStats(summary.summary)} />
          <UsageChartPanel daily={summary.daily_usage} />
        </>
      )}
      <Card as="section" headingLevel={2} title={t('operations.title')}>
        <div className="ab-stack">
          <OperationsFilters filters={props.filters} types={props.operationTypes} onChange={props.onFiltersChange} />
          <OperationsTable
            history={props.history}
            isLoading={props.historyLoading}
            error={props.historyError}
            onPage={(page) => props.onFiltersChange({ ...props.filters, page })}
          />
        </div>
      </Card>
    </div>
  );
}
