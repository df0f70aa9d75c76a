import type { TUsageHistory } from '@app/sdk';
import { formatDate, formatNumber } from '@app/i18n';
import { EmptyState, Pager, Skeleton } from '@app/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CostBreakdown } from './cost-breakdown';

export interface OperationsTableProps {
  history: TUsageHistory | undefined;
  isLoading: boolean;
  error: string | null;
  onPage: (page: number) => void;
}

const COLUMNS = ['date', 'operation', 'description', 'project', 'tokens', 'amount'] as const;

/** One page of operations, newest first; each row opens its cost breakdown. */
export function OperationsTable({ history, isLoading, error, onPage }: OperationsTableProps) {
  const { t, i18n } = useTranslation('usage');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (error) return <p role="alert" className="ab-error">{error}</p>;
  if (isLoading || !history) {
    return (
      <div aria-busy="true" className="ab-stack">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} shape="rect" height={36} width="100%" />
        ))}
      </div>
    );
  }
  if (history.operations.length === 0) return <EmptyState title={t('empty.noHistory')} headingLevel={3} />;

  return (
    <div className="ab-stack">
      <div className="ab-table-scroll">
        {/* On a phone each operation is a card, every cell labelled by its column (screens.css). */}
        <table className="ab-table ab-table--cards">
          <thead>
            <tr>
              <th scope="col">
                <span className="ui-sr-only">{t('operations.costBreakdown')}</span>
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`operations.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.operations.map((op) => {
              const expanded = open.has(op.id);
              return (
                <Fragment key={op.id}>
                  <tr>
                    <td>
                      <button
                        type="button"
                        className="ab-icon-button"
                        aria-expanded={expanded}
                        aria-controls={`ab-breakdown-${op.id}`}
                        aria-label={expanded ? t('operations.hideBreakdown') : t('operations.showBreakdown')}
                        onClick={() => toggle(op.id)}
                      >
                        {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                      </button>
                    </td>
                    <td data-label={t('operations.columns.date')}>{formatDate(op.created_at, i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}</td>
                    <td data-label={t('operations.columns.operation')}>{t(`operationTypes.${op.operation_type}`)}</td>
                    <td data-label={t('operations.columns.description')}>{op.operation_description}</td>
                    <td data-label={t('operations.columns.project')}>{op.project_name ?? '—'}</td>
                    <td className="ab-num" data-label={t('operations.columns.tokens')}>
                      {formatNumber(op.tokens_used)}
                    </td>
                    <td className="ab-num" data-label={t('operations.columns.amount')}>
                      {op.charged ? `₹${formatNumber(op.amount_charged, { maximumFractionDigits: 2 })}` : t('operations.notCharged')}
                    </td>
                  </tr>
                  {expanded && (
                    <tr id={`ab-breakdown-${op.id}`}>
                      <td />
                      <td colSpan={COLUMNS.length} className="ab-table__full">
                        <strong>{t('operations.costBreakdown')}</strong>
                        <CostBreakdown breakdown={op.cost_breakdown} paidBy={op.paid_by} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="ab-pager">
        <span className="ab-muted">{t('operations.pageTokens', { count: history.page_tokens_total, formatted: formatNumber(history.page_tokens_total) })}</span>
        <Pager
          label={t('operations.pagination')}
          page={history.page}
          pageCount={history.total_pages}
          onPageChange={onPage}
          status={t('operations.pageOf', { page: history.page, total: Math.max(1, history.total_pages) })}
          previousLabel={t('operations.previous')}
          nextLabel={t('operations.next')}
        />
      </div>
    </div>
  );
}
