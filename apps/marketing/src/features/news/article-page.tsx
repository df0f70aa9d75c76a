import { Badge, NotFound } from '@app/ui';
import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { findArticle, articles } from './data';
import { sortNewestFirst } from './filter';
import { NewsCard } from './news-card';
import './news.css';
import { useDocumentTitle } from '@app/shell';

const RELATED_LIMIT = 3;

function ArticleNotFound() {
  const { t } = useTranslation('news');
  useDocumentTitle(t('article.notFoundTitle'));
  return (
    <NotFound
      homeHref="/news"
      labels={{ title: t('article.notFoundTitle'), message: t('article.notFoundDescription'), home: t('article.back') }}
    />
  );
}

/** `/news/:slug`: the whole article; an unknown slug shows the not-found page. */
export function ArticlePage() {
  const { t } = useTranslation('news');
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  useDocumentTitle(article?.title);
  if (!article) return <ArticleNotFound />;

  const related = sortNewestFirst(articles.filter((a) => a.category === article.category && a.id !== article.id)).slice(
    0,
    RELATED_LIMIT,
  );
  return (
    <div className="mk-container mk-page">
      <article className="mk-article">
        <Link to="/news" className="mk-back-link">
          <ArrowLeft aria-hidden />
          {t('article.back')}
        </Link>
        <header className="mk-article__header">
          <p className="mk-news-card__tags">
            <Badge tone="info">{t(`categories.${article.category}`, { defaultValue: article.category })}</Badge>
            <span className="mk-news-card__type">{t(`types.${article.type}`)}</span>
          </p>
          <h1 className="mk-article__title">{article.title}</h1>
          <p className="mk-article__excerpt">{article.excerpt}</p>
          <ul className="mk-article__meta">
            <li>
              <CalendarDays aria-hidden />
              {t('article.published', { date: article.date })}
            </li>
            <li>
              <UserRound aria-hidden />
              {t('byAuthor', { author: article.author })}
            </li>
            <li>
              <Clock aria-hidden />
              {article.readTime}
            </li>
          </ul>
        </header>
        <img className="mk-article__image" src={article.image} alt="" width={640} height={360} />
        <div className="mk-article__content">
          {article.content.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
      {related.length > 0 && (
        <section className="mk-related" aria-labelledby="mk-related-title">
          <h2 id="mk-related-title" className="mk-section__title">
            {t('article.related')}
          </h2>
          <ul className="mk-grid mk-grid--3">
            {related.map((item) => (
              <li key={item.id}>
                <NewsCard article={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
