import { Badge, buttonClassName } from '@app/ui';
import { ArrowLeft, Construction } from 'lucide-react';
import './pages.css';
import { useDocumentTitle } from '@app/shell';

export interface UpcomingPageProps {
  title: string;
  badge: string;
  description: string;
  backLabel: string;
}

/**
 * A screen of this area that ships later in the release: its real title, a 'Coming in this
 * release' badge and what it will do. /home belongs to the sourcing app: a full navigation.
 */
export function UpcomingPage({ title, badge, description, backLabel }: UpcomingPageProps) {
  useDocumentTitle(title);
  return (
    <div className="ab-placeholder">
      <Construction aria-hidden className="ab-placeholder__icon" />
      <h1 className="ab-placeholder__title">{title}</h1>
      <Badge tone="warning">{badge}</Badge>
      <p className="ab-placeholder__text">{description}</p>
      <a href="/home" className={buttonClassName({ variant: 'secondary' })}>
        <ArrowLeft aria-hidden size={16} />
        {backLabel}
      </a>
    </div>
  );
}
