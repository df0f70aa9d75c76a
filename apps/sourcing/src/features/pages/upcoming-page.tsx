import { Badge, buttonClassName } from '@app/ui';
import { ArrowLeft, Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './upcoming-page.css';
import { useDocumentTitle } from '@app/shell';

export interface UpcomingPageProps {
  title: string;
  description: string;
}

/**
 * A screen of this area that ships later in the release: its real title, a 'Coming in this
 * release' badge, what it will do, and the way back to the agents.
 */
export function UpcomingPage({ title, description }: UpcomingPageProps) {
  const { t } = useTranslation('sourcing');
  useDocumentTitle(title);
  return (
    <div className="sr-upcoming">
      <Construction aria-hidden className="sr-upcoming__icon" />
      <h1 className="sr-upcoming__title">{title}</h1>
      <Badge tone="warning">{t('upcoming.badge')}</Badge>
      <p className="sr-upcoming__text">{description}</p>
      <Link to="/home" className={buttonClassName({ variant: 'secondary' })}>
        <ArrowLeft aria-hidden size={16} />
        {t('upcoming.backHome')}
      </Link>
    </div>
  );
}
