import type { TNewsArticle } from '@app/sdk/contracts';
import { Badge } from '@app/ui';
import { ArrowRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './news.css';

export interface NewsCardProps {
  article: TNewsArticle;
  /** Heading level that fits the page outline (h3 under a section's h2, h2 on /news). */
  headingLevel?: 2 | 3;
}

/** An article teaser: illustration, category, title, excerpt, date and a link to the article. */
export function NewsCard({ article, headingLevel = 3 }: NewsCardProps) {
  const { t } = useTranslation('news');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="mk-card mk-news-card">
      <img className="mk-news-card__image" src={article.image} alt="" width={640} height={360} loading="lazy" />
      <div className="mk-news-card__body">
        <p className="mk-news-card__tags">
          <Badge tone="info">{t(`categories.${article.category}`, { defaultValue: article.category })}</Badge>
          <span className="mk-news-card__type">{t(`types.${article.type}`)}</span>
        </p>
        <Heading className="mk-news-card__title">
          <Link to={`/news/${article.slug}`}>{article.title}</Link>
        </Heading>
        <p className="mk-card__text">{article.excerpt}</p>
        <p className="mk-news-card__meta">
          <time dateTime={new Date(Date.parse(article.date)).toISOString().slice(0, 10)}>{article.date}</time>
          <span aria-hidden="true"> · </span>
          <span className="mk-news-card__read">
            <Clock aria-hidden />
            {article.readTime}
          </span>
        </p>
        <Link
          to={`/news/${article.slug}`}
          className="mk-news-card__more"
          aria-label={`${t('readFull')}: ${article.title}`}
        >
          {t('readFull')}
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </article>
  );
}
