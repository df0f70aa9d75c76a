import type { TNewsArticle } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  emptyFilters,
  featuredArticles,
  filterArticles,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  sortNewestFirst,
} from './filter';

const article = (id: number, overrides: Partial<TNewsArticle>): TNewsArticle => ({
  id,
  slug: `article-${id}`,
  type: 'product',
  category: 'Guides',
  title: `Article ${id}`,
  excerpt: 'An excerpt.',
  content: 'Body text.',
  date: 'January 1, 2025',
  author: 'Desk',
  readTime: '3 min read',
  image: '/news/guides.svg',
  featured: false,
  ...overrides,
});

const sample = [
  article(1, { date: 'March 18, 2025', title: 'FSI rules', category: 'Regulations', type: 'local', featured: true }),
  article(2, { date: 'June 3, 2025', title: 'AI in permits', category: 'Technology', featured: true }),
  article(3, { date: 'January 14, 2025', content: 'Fire safety in Ahmedabad towers', category: 'Safety', type: 'local' }),
  article(4, { date: 'December 2, 2024', title: 'Setbacks', category: 'Regulations', featured: true }),
];

describe('news filtering and sorting', () => {
  it('sorts by the parsed date text, newest first (not alphabetically)', () => {
    expect(sortNewestFirst(sample).map((a) => a.id)).toEqual([2, 1, 3, 4]);
  });

  it('returns every article, newest first, without filters', () => {
    expect(filterArticles(sample, emptyFilters).map((a) => a.id)).toEqual([2, 1, 3, 4]);
  });

  it('filters by category and by type, and combines them', () => {
    expect(filterArticles(sample, { ...emptyFilters, category: 'Regulations' }).map((a) => a.id)).toEqual([1, 4]);
    expect(filterArticles(sample, { ...emptyFilters, type: 'local' }).map((a) => a.id)).toEqual([1, 3]);
    expect(filterArticles(sample, { ...emptyFilters, category: 'Regulations', type: 'local' }).map((a) => a.id)).toEqual([1]);
  });

  it('searches title, excerpt, content, category and author case-insensitively, word by word', () => {
    expect(filterArticles(sample, { ...emptyFilters, q: '  fsi ' }).map((a) => a.id)).toEqual([1]);
    expect(filterArticles(sample, { ...emptyFilters, q: 'AHMEDABAD fire' }).map((a) => a.id)).toEqual([3]);
    expect(filterArticles(sample, { ...emptyFilters, q: 'technology' }).map((a) => a.id)).toEqual([2]);
  });

  it('returns nothing when no article matches', () => {
    expect(filterArticles(sample, { ...emptyFilters, q: 'tunnel boring' })).toEqual([]);
  });

  it('lists the categories present, in the canonical order', () => {
    expect(categoriesOf(sample)).toEqual(['Technology', 'Regulations', 'Safety']);
  });

  it('picks at most six featured articles for the landing page, newest first', () => {
    expect(featuredArticles(sample).map((a) => a.id)).toEqual([2, 1, 4]);
    const many = Array.from({ length: 9 }, (_, i) => article(i + 1, { featured: true, date: `May ${i + 1}, 2025` }));
    expect(featuredArticles(many).map((a) => a.id)).toEqual([9, 8, 7, 6, 5, 4]);
  });
});

describe('news filters in the URL', () => {
  it('round-trip through the query string, leaving defaults out', () => {
    const filters = { q: 'fsi', category: 'Smart Cities', type: 'local' as const };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=fsi&category=Smart+Cities&type=local');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersToParams(emptyFilters).toString()).toBe('');
  });

  it('ignore unknown categories and types', () => {
    expect(filtersFromParams(new URLSearchParams('category=Gossip&type=rumour'))).toEqual(emptyFilters);
  });

  it('say whether any filter is active', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, q: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, type: 'product' })).toBe(true);
  });
});
