import { Badge, buttonClassName } from '@app/ui';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@app/shell';

export type PlaceholderKind = 'about' | 'privacy' | 'terms' | 'contact';

/** /about, /privacy, /terms and /contact: placeholders saying the page is coming soon. */
export function PlaceholderPage({ kind }: { kind: PlaceholderKind }) {
  const { t } = useTranslation('site');
  const title = t(`placeholders.${kind}`);
  useDocumentTitle(title);
  return (
    <div className="mk-container mk-page mk-placeholder">
      <Construction aria-hidden className="mk-placeholder__icon" />
      <h1 className="mk-page__title">{title}</h1>
      <Badge tone="warning">{t('placeholders.comingSoon')}</Badge>
      <p className="mk-page__subtitle">{t('placeholders.description')}</p>
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        {t('placeholders.backHome')}
      </Link>
    </div>
  );
}
