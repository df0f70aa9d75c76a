import { formatNumber } from '@app/i18n';
import type { TExtractionEstimate, TProject } from '@app/sdk';
import { Button, EmptyState, ProgressBar } from '@app/ui';
import { AlertTriangle, FileSearch, FileX, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtractionActivity, ExtractionState } from './extraction-state';

export interface ExtractionPanelProps {
  project: Pick<TProject, 'status' | 'documents' | 'project_description'>;
  materialsCount: number;
  state: ExtractionState;
  running: boolean;
  /** A StreamError code when the connection could not be kept. */
  connectionError: string | null;
  onStart: () => Promise<void>;
  onReconnect: () => void;
  /** The price of a start ("About N tokens"), which it holds and never exceeds; null while unknown. */
  price?: Pick<TExtractionEstimate, 'tokens' | 'margin_percent'> | null;
}

const STREAM_ERROR_KEYS: Record<string, string> = {
  'auth-required': 'stream.authRequired',
  'closed-by-server': 'stream.closedByServer',
  'connection-lost': 'stream.connectionLost',
};

/** The Overview's extraction block: the spec's four states (section 2, project detail). */
export function ExtractionPanel({ project, materialsCount, state, running, connectionError, onStart, onReconnect, price = null }: ExtractionPanelProps) {
  const { t } = useTranslation('sourcing');
  const [starting, setStarting] = useState(false);
  const hasDocuments = project.documents.length > 0;
  const hasSource = hasDocuments || Boolean(project.project_description?.trim());

  const start = async () => {
    setStarting(true);
    try {
      await onStart();
    } finally {
      setStarting(false);
    }
  };

  const connectionNotice = connectionError && (
    <div className="sr-extraction__notice" role="alert">
      <span>{t(STREAM_ERROR_KEYS[connectionError] ?? 'stream.connectionLost')}</span>
      <Button size="sm" variant="secondary" onClick={onReconnect}>
        {t('common:actions.tryAgain')}
      </Button>
    </div>
  );

  if (running) {
    // A queued run shows its place in line; the progress display once it starts.
    const queued = state.activity?.kind === 'queued';
    return (
      <section className="sr-extraction sr-extraction--running" aria-live="polite">
        <p className="sr-extraction__activity">{activityText(state.activity, t)}</p>
        {!queued && <ProgressBar value={state.progress} label={t('card.progress', { percent: Math.round(state.progress) })} />}
        {!queued && <p className="sr-extraction__count">{t('extraction.foundSoFar', { count: state.materialsFound })}</p>}
        {connectionNotice}
      </section>
    );
  }
  if (materialsCount > 0) return connectionNotice || null;

  const failed = project.status === 'extraction_failed' || state.phase === 'failed';
  const canStart = project.status !== 'ready' && (hasDocuments || (failed && hasSource));
  return (
    <>
      {failed && (
        <div className="sr-extraction__failed" role="alert">
          <AlertTriangle aria-hidden />
          <p>{t('extraction.failedState')}</p>
        </div>
      )}
      {canStart ? (
        <EmptyState
          icon={<FileSearch />}
          title={t(failed ? 'extraction.retryTitle' : 'extraction.readyTitle')}
          text={t(failed ? 'extraction.retryDescription' : 'extraction.readyDescription')}
          action={
            <div className="sr-extraction__start">
              <Button onClick={() => void start()} disabled={starting} aria-describedby={price ? 'sr-extraction-price' : undefined}>
                <Sparkles aria-hidden size={18} />
                {starting ? t('extraction.starting') : t('extraction.start')}
              </Button>
              {price && (
                <p className="sr-extraction__price" id="sr-extraction-price">
                  <strong>{t('extraction.price', { tokens: formatNumber(price.tokens) })}</strong>
                  <span>{t('extraction.priceNote', { margin: price.margin_percent })}</span>
                </p>
              )}
            </div>
          }
        />
      ) : (
        !failed &&
        project.status === 'project_created' &&
        !hasDocuments && <EmptyState icon={<FileX />} title={t('extraction.noDocumentsTitle')} text={t('extraction.noDocumentsDescription')} />
      )}
      {connectionNotice}
    </>
  );
}

function activityText(activity: ExtractionActivity | null, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!activity) return t('extraction.processing');
  switch (activity.kind) {
    case 'initializing':
      return t('extraction.initializing');
    case 'queued':
      return t('extraction.queued', { position: activity.position });
    case 'document':
      return t('extraction.readingDocument', { name: activity.name, index: activity.index, total: activity.total });
    case 'server':
      return activity.text;
    case 'completed':
      return t('extraction.completedActivity', { count: activity.count });
  }
}
