import { buttonClassName, Skeleton } from '@app/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferUntilNear } from '../../lib/defer-until-near';

const FeaturedNews = lazy(() => import('./featured-news'));

function NewsSkeleton() {
  return (
    <div className="mk-grid mk-grid--3" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="mk-news-skeleton" />
      ))}
    </div>
  );
}

export function NewsSection() {
  const { t } = useTranslation('site');
  return (
    <section id="news" className="mk-section" aria-labelledby="mk-news-title">
      <div className="mk-container">
        <header className="mk-section__header">
          <p className="mk-eyebrow">{t('news.eyebrow')}</p>
          <h2 id="mk-news-title" className="mk-section__title">
            {t('news.title')}
          </h2>
          <p className="mk-section__subtitle">{t('news.subtitle')}</p>
        </header>
        <Suspense fallback={<NewsSkeleton />}>
          <DeferUntilNear id="news">
            <FeaturedNews />
          </DeferUntilNear>
        </Suspense>
        <p className="mk-section__more">
          <Link to="/news" className={buttonClassName({ variant: 'secondary' })}>
            {t('news:viewAll')}
          </Link>
        </p>
      </div>
    </section>
  );
}
