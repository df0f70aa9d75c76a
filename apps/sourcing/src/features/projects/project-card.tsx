import { formatDate } from '@app/i18n';
import type { TProject } from '@app/sdk';
import { Badge, ProgressBar, Skeleton } from '@app/ui';
import { CalendarDays, MapPin, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardProgress, statusTone } from './project-display';
import './project-card.css';

/** The title of a project everywhere: its name, or 'Project #{id}' when it has none. */
export function useProjectTitle() {
  const { t } = useTranslation('sourcing');
  return (project: Pick<TProject, 'id' | 'name'>) =>
    project.name?.trim() ? project.name : t('projectFallback', { id: project.id });
}

/**
 * A project in the home carousel (and later the projects list). The title is the link (its
 * accessible name); a stretched pseudo-element makes the whole card clickable.
 */
export function ProjectCard({ project }: { project: TProject }) {
  const { t, i18n } = useTranslation('sourcing');
  const title = useProjectTitle()(project);
  const progress = cardProgress(project);
  const statusLabel = project.status
    ? t(`status.${project.status}`, { defaultValue: project.status })
    : t('status.unknown');

  return (
    <article className="sr-project-card">
      <div className="sr-project-card__top">
        <h3 className="sr-project-card__title">
          <Link to={`/sourcing/project/${project.id}`} className="sr-project-card__link">
            {title}
          </Link>
        </h3>
        <Badge tone={statusTone(project.status)}>{statusLabel}</Badge>
      </div>
      <p className="sr-project-card__location">
        <MapPin aria-hidden size={16} />
        <span>{project.location}</span>
      </p>
      {progress !== null && (
        <ProgressBar value={progress} size="sm" label={t('card.progress', { percent: Math.round(progress) })} />
      )}
      <div className="sr-project-card__meta">
        <span>
          <Package aria-hidden size={16} />
          {t('card.materials', { count: project.materials_count })}
        </span>
        <span>
          <CalendarDays aria-hidden size={16} />
          {t('card.created', { date: formatDate(project.created_at, i18n.language) })}
        </span>
      </div>
    </article>
  );
}

/** The shape of a card while projects load. */
export function ProjectCardSkeleton() {
  return (
    <div className="sr-project-card sr-project-card--skeleton" data-testid="project-card-skeleton">
      <Skeleton width="70%" height="1.25rem" />
      <Skeleton width="50%" />
      <Skeleton width="85%" />
    </div>
  );
}
