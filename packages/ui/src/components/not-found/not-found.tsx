import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { Button, buttonClassName } from '../button/button';
import './not-found.css';

export interface NotFoundProps {
  /** Where "Go to Home" leads; '/' by default (a plain link: the home may belong to another app). */
  homeHref?: string;
  /** What "Go Back" does; the browser history's back by default. */
  onBack?: () => void;
  labels?: Partial<Record<'title' | 'message' | 'home' | 'back', string>>;
  className?: string;
}

/** The page for any path no app owns (spec part 1, "Access rules"). */
export function NotFound({ homeHref = '/', onBack, labels, className }: NotFoundProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={cx('ui-not-found', className)}>
      <p className="ui-not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="ui-not-found__title">{labels?.title ?? t('notFound.title')}</h1>
      <p className="ui-not-found__message">{labels?.message ?? t('notFound.message')}</p>
      <div className="ui-not-found__actions">
        <a className={buttonClassName()} href={homeHref}>
          <Home aria-hidden />
          {labels?.home ?? t('notFound.home')}
        </a>
        <Button variant="secondary" leftIcon={<ArrowLeft aria-hidden />} onClick={onBack ?? (() => window.history.back())}>
          {labels?.back ?? t('notFound.back')}
        </Button>
      </div>
    </div>
  );
}
