import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { Button } from '../button/button';
import './error-screen.css';

export interface ErrorScreenProps {
  /** Shows "Try Again", which should re-render what crashed (ErrorBoundary passes its reset). */
  onRetry?: () => void;
  /** What "Reload Page" does; a full page reload by default. */
  onReload?: () => void;
  /** Overrides of the translated texts. */
  labels?: Partial<Record<'title' | 'message' | 'reload' | 'retry', string>>;
  /** The error, shown in a details box only when `showDetails` is set (development). */
  error?: unknown;
  showDetails?: boolean;
  className?: string;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The generic screen shown when rendering crashes (spec part 1, "Other"; part 2, "Global"). */
export function ErrorScreen({ onRetry, onReload, labels, error, showDetails = false, className }: ErrorScreenProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className={cx('ui-error-screen', className)}>
      <div className="ui-error-screen__icon" aria-hidden="true">
        <TriangleAlert />
      </div>
      <h1 className="ui-error-screen__title">{labels?.title ?? t('errorScreen.title')}</h1>
      <p className="ui-error-screen__message">{labels?.message ?? t('errorScreen.message')}</p>
      <div className="ui-error-screen__actions">
        <Button onClick={onReload ?? (() => window.location.reload())}>{labels?.reload ?? t('errorScreen.reload')}</Button>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {labels?.retry ?? t('errorScreen.retry')}
          </Button>
        )}
      </div>
      {showDetails && error !== undefined && <pre className="ui-error-screen__details">{describeError(error)}</pre>}
    </div>
  );
}
