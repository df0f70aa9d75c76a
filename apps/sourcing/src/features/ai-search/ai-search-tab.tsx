import type { TSearchSessionList } from '@app/sdk';
import { EmptyState, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { searchSessionsQuery } from './search-sessions-query';
import { SessionCard } from './session-card';
import './ai-search.css';

/** The history's view: loading, the empty state, or the counters and one card per session. */
export function SearchHistory({ history, loading, now = new Date() }: { history: TSearchSessionList | undefined; loading: boolean; now?: Date }) {
  const { t } = useTranslation('vendors');
  if (loading) return <Spinner showLabel label={t('sessions.loading')} />;
  if (!history || history.sessions.length === 0) {
    return <EmptyState icon={<History />} title={t('sessions.emptyTitle')} text={t('sessions.emptyDescription')} />;
  }
  const counters = [
    { label: t('sessions.totalSearches'), value: history.total_searches },
    { label: t('sessions.vendorsDiscovered'), value: history.total_vendors_found },
    { label: t('sessions.materialCategories'), value: history.materials_searched_count },
  ];
  return (
    <section className="sr-search-history" aria-label={t('sessions.title')}>
      <dl className="sr-search-history__counters">
        {counters.map((c) => (
          <div key={c.label} className="sr-search-history__counter">
            <dt>{c.label}</dt>
            <dd>{c.value}</dd>
          </div>
        ))}
      </dl>
      <div className="sr-search-history__list">
        {history.sessions.map((s) => (
          <SessionCard key={s.id} session={s} now={now} />
        ))}
      </div>
    </section>
  );
}

/** The AI Search tab: the project's discovery sessions, refreshed while one runs. */
export function AiSearchTab({ projectId }: { projectId: number }) {
  const query = useQuery(searchSessionsQuery(projectId));
  return <SearchHistory history={query.data} loading={query.isPending} />;
}
