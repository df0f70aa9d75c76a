import type { TProject } from '@app/sdk';
import { Button, buttonClassName, EmptyState } from '@app/ui';
import { ChevronLeft, ChevronRight, FolderPlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import { useScrollEdges } from './use-scroll-edges';
import './project-carousel.css';

/** 'View All (total)' appears when the user has more projects than one view shows. */
export const CAROUSEL_PER_VIEW = 3;

export interface ProjectCarouselProps {
  /** Page 1 of the user's projects (newest first); undefined while loading or after an error. */
  projects: TProject[] | undefined;
  /** All of the user's projects, for 'View All ({total})'. */
  total: number;
  isLoading: boolean;
  isError?: boolean;
  onRetry?: () => void;
}

/** /home's Recent Projects: a horizontally scrollable row, 3 cards per view (spec part 2). */
export function ProjectCarousel({ projects, total, isLoading, isError = false, onRetry }: ProjectCarouselProps) {
  const { t } = useTranslation('home');
  const headingId = useId();
  const list = projects ?? [];
  const { ref, canPrevious, canNext, scrollByView } = useScrollEdges<HTMLUListElement>([list.length, isLoading]);

  return (
    <section className="sr-carousel" aria-labelledby={headingId}>
      <div className="sr-carousel__header">
        <h2 id={headingId} className="sr-carousel__title">
          {t('recentProjects.title')}
        </h2>
        <div className="sr-carousel__actions">
          {total > CAROUSEL_PER_VIEW && (
            <Link to="/projects" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
              {t('recentProjects.viewAll', { total })}
            </Link>
          )}
          {(canPrevious || canNext) && (
            <>
              <Button
                variant="secondary"
                size="sm"
                iconOnly
                aria-label={t('recentProjects.scrollPrevious')}
                disabled={!canPrevious}
                onClick={() => scrollByView(-1)}
              >
                <ChevronLeft aria-hidden />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                iconOnly
                aria-label={t('recentProjects.scrollNext')}
                disabled={!canNext}
                onClick={() => scrollByView(1)}
              >
                <ChevronRight aria-hidden />
              </Button>
            </>
          )}
        </div>
      </div>

      {isLoading ? (
        <ul className="sr-carousel__track" aria-busy="true" aria-label={t('recentProjects.loading')}>
          {Array.from({ length: CAROUSEL_PER_VIEW }, (_, i) => (
            <li key={i} className="sr-carousel__item">
              <ProjectCardSkeleton />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className="sr-carousel__error" role="alert">
          <p>{t('recentProjects.loadFailed')}</p>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('common:actions.tryAgain')}
            </Button>
          )}
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          className="sr-carousel__empty"
          icon={<FolderPlus />}
          title={t('recentProjects.empty')}
          text={t('recentProjects.emptyDescription')}
          action={
            <Link to="/sourcing/app" className={buttonClassName()}>
              {t('recentProjects.start')}
            </Link>
          }
        />
      ) : (
        <ul ref={ref} className="sr-carousel__track">
          {list.map((project) => (
            <li key={project.id} className="sr-carousel__item">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
