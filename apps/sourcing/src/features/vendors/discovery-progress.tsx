import { Button, ProgressBar } from '@app/ui';
import { useTranslation } from 'react-i18next';
import type { DiscoveryActivity, DiscoveryState } from './discovery-state';

/** Spec texts of a stream that could not be kept (the SDK's StreamError codes). */
const STREAM_ERROR_KEYS: Record<string, string> = {
  'auth-required': 'sourcing:stream.authRequired',
  'closed-by-server': 'sourcing:stream.closedByServer',
  'connection-lost': 'sourcing:stream.connectionLost',
};

export interface DiscoveryProgressProps {
  state: DiscoveryState;
  discovering: boolean;
  connectionError: string | null;
  onReconnect: () => void;
}

/** The discovery's activity text, percent bar and count while it runs; a retry when its stream dropped. */
export function DiscoveryProgress({ state, discovering, connectionError, onReconnect }: DiscoveryProgressProps) {
  const { t } = useTranslation('vendors');
  const notice = connectionError && (
    <div className="sr-discovery-progress__notice" role="alert">
      <span>{t(STREAM_ERROR_KEYS[connectionError] ?? 'sourcing:stream.connectionLost')}</span>
      <Button size="sm" variant="secondary" onClick={onReconnect}>
        {t('common:actions.tryAgain')}
      </Button>
    </div>
  );
  if (!discovering) return notice || null;
  return (
    <section className="sr-discovery-progress" aria-live="polite" aria-label={t('list.discovering')}>
      <p className="sr-discovery-progress__activity">{activityText(state.activity, t)}</p>
      <ProgressBar value={state.progress} label={t('list.progress', { percent: Math.round(state.progress) })} />
      <p>{t('list.foundSoFar', { count: state.vendorsFound })}</p>
      {notice}
    </section>
  );
}

function activityText(activity: DiscoveryActivity | null, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!activity) return t('list.discovering');
  switch (activity.kind) {
    case 'starting':
      return t('list.starting');
    case 'queued':
      return t('list.queued', { position: activity.position });
    case 'category':
      return t('list.searchingCategory', { category: activity.category, index: activity.index, total: activity.total });
    case 'server':
      return activity.text;
    case 'completed':
      return t('list.completedActivity', { count: activity.count });
  }
}
