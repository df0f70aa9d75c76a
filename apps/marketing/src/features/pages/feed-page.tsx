import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@app/shell';

/** `/feed` (signed in): the news feed placeholder. */
export function FeedPage() {
  const { t } = useTranslation('site');
  useDocumentTitle(t('feed.title'));
  return (
    <div className="mk-page mk-placeholder">
      <Newspaper aria-hidden className="mk-placeholder__icon" />
      <h1 className="mk-page__title">{t('feed.title')}</h1>
      <p className="mk-page__subtitle">{t('feed.comingSoon')}</p>
    </div>
  );
}
