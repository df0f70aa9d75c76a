import type { TNewsArticle } from '@app/sdk/contracts';
import { Button, EmptyState } from '@app/ui';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { articles as allArticles } from './data';
import {
  categoriesOf,
  emptyFilters,
  filterArticles,
  filtersFromParams,
  filtersToParams,
  type NewsFilters,
} from './filter';
import { NewsCard } from './news-card';
import './news.css';
import { useDocumentTitle } from '@app/shell';

export interface NewsListPageProps {
  /** The articles to list; the bundled 15 by default (tests pass their own). */
  articles?: readonly TNewsArticle[];
}

/**
 * `/news`: search, category and type filters kept in the URL query (a reload or a shared link
 * shows the same list), a count, and the matching articles newest first.
 */
export function NewsListPage({ articles = allArticles }: NewsListPageProps) {
  const { t } = useTranslation('news');
  useDocumentTitle(t('title'));
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const categories = useMemo(() => categoriesOf(articles), [articles]);
  const shown = filterArticles(articles, filters); // 15 articles: cheaper than memoising

  // The box keeps its own text so typing stays immediate while the URL follows it.
  const [query, setQuery] = useState(filters.q);

  // Typing replaces the history entry instead of adding one per keystroke.
  const update = (change: Partial<NewsFilters>) =>
    setSearchParams(filtersToParams({ ...filters, ...change }), { replace: true });
  const clear = () => {
    setQuery('');
    setSearchParams(filtersToParams(emptyFilters), { replace: true });
  };

  return (
    <div className="mk-container mk-page">
      <header className="mk-page__header">
        <h1 className="mk-page__title">{t('title')}</h1>
        <p className="mk-page__subtitle">{t('subtitle')}</p>
      </header>

      <div role="search" className="mk-news-filters">
        <div className="mk-news-filters__search">
          <label htmlFor={`${id}-q`} className="ui-sr-only">
            {t('searchLabel')}
          </label>
          <Search aria-hidden className="mk-news-filters__icon" />
          <input
            id={`${id}-q`}
            type="search"
            className="mk-control"
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              update({ q: event.target.value });
            }}
          />
        </div>
        <div className="mk-news-filters__select">
          <label htmlFor={`${id}-category`}>{t('category')}</label>
          <select
            id={`${id}-category`}
            className="mk-control"
            value={filters.category}
            onChange={(event) => update({ category: event.target.value })}
          >
            <option value="all">{t('allCategories')}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`, { defaultValue: category })}
              </option>
            ))}
          </select>
        </div>
        <div className="mk-news-filters__select">
          <label htmlFor={`${id}-type`}>{t('type')}</label>
          <select
            id={`${id}-type`}
            className="mk-control"
            value={filters.type}
            onChange={(event) => update({ type: event.target.value as NewsFilters['type'] })}
          >
            <option value="all">{t('allTypes')}</option>
            <option value="local">{t('types.local')}</option>
            <option value="product">{t('types.product')}</option>
          </select>
        </div>
      </div>

      <p className="mk-news-count" role="status">
        {t('count', { count: shown.length })}
      </p>

      {shown.length === 0 ? (
        <EmptyState
          title={t('noResults')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('clearFilters')}
            </Button>
          }
        />
      ) : (
        <ul className="mk-grid mk-grid--3">
          {shown.map((article) => (
            <li key={article.id}>
              <NewsCard article={article} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
