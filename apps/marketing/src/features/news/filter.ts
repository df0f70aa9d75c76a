import { FEATURED_NEWS_LIMIT, NEWS_CATEGORIES, NEWS_TYPES, type TNewsType } from '@app/sdk/plain';
import type { TNewsArticle } from '@app/sdk/contracts';

/** The /news filters; `all` means no filter. Kept in the URL query so a reload keeps them. */
export interface NewsFilters {
  q: string;
  category: string;
  type: 'all' | TNewsType;
}

export const emptyFilters: NewsFilters = { q: '', category: 'all', type: 'all' };

/** The article's date text ('March 18, 2025') as a timestamp; unparseable dates sort last. */
export function articleTime(article: Pick<TNewsArticle, 'date'>): number {
  const time = Date.parse(article.date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first; a stable sort, so equal dates keep their catalogue order. */
export function sortNewestFirst<T extends Pick<TNewsArticle, 'date'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => articleTime(b) - articleTime(a));
}

/** The categories that occur in the articles, in the canonical order of the contract. */
export function categoriesOf(articles: readonly Pick<TNewsArticle, 'category'>[]): string[] {
  const present = new Set(articles.map((article) => article.category));
  return NEWS_CATEGORIES.filter((category) => present.has(category));
}

function matchesQuery(article: TNewsArticle, query: string): boolean {
  if (!query) return true;
  const haystack = [article.title, article.excerpt, article.content, article.category, article.author]
    .join('\n')
    .toLocaleLowerCase();
  // Every word must occur somewhere, so "fsi ahmedabad" finds an article using both words apart.
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/** The articles matching the filters, newest first. */
export function filterArticles(articles: readonly TNewsArticle[], filters: NewsFilters): TNewsArticle[] {
  const query = filters.q.trim();
  return sortNewestFirst(
    articles.filter(
      (article) =>
        (filters.category === 'all' || article.category === filters.category) &&
        (filters.type === 'all' || article.type === filters.type) &&
        matchesQuery(article, query),
    ),
  );
}

/** The landing page's news: featured articles, newest first, at most six. */
export function featuredArticles(articles: readonly TNewsArticle[], limit = FEATURED_NEWS_LIMIT): TNewsArticle[] {
  return sortNewestFirst(articles.filter((article) => article.featured)).slice(0, limit);
}

export function hasActiveFilters(filters: NewsFilters): boolean {
  return filters.q.trim() !== '' || filters.category !== 'all' || filters.type !== 'all';
}

/** Reads the filters from the URL query; unknown categories or types fall back to `all`. */
export function filtersFromParams(params: URLSearchParams): NewsFilters {
  const category = params.get('category') ?? 'all';
  const type = params.get('type') ?? 'all';
  return {
    q: params.get('q') ?? '',
    category: (NEWS_CATEGORIES as readonly string[]).includes(category) ? category : 'all',
    type: (NEWS_TYPES as readonly string[]).includes(type) ? (type as TNewsType) : 'all',
  };
}

/** The URL query for the filters, leaving defaults out so a clean listing has a clean URL. */
export function filtersToParams(filters: NewsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.type !== 'all') params.set('type', filters.type);
  return params;
}
