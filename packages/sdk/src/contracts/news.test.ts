import { describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES, ZNewsArticle } from './news.js';

const article = {
  id: 1,
  slug: 'gdcr-2025-amendments',
  type: 'local',
  category: 'Regulations',
  title: 'GDCR amendments',
  excerpt: 'What changed',
  content: 'Paragraph one.\n\nParagraph two.',
  date: 'March 15, 2025',
  author: 'Editorial Team',
  readTime: '5 min read',
  image: '/images/news/gdcr.jpg',
  featured: true,
};

describe('news article', () => {
  it('has the nine categories of the spec', () => {
    expect(NEWS_CATEGORIES).toHaveLength(9);
  });

  it('accepts a valid article and refuses an unknown type or category', () => {
    expect(ZNewsArticle.parse(article)).toEqual(article);
    expect(ZNewsArticle.safeParse({ ...article, type: 'blog' }).success).toBe(false);
    expect(ZNewsArticle.safeParse({ ...article, category: 'Sports' }).success).toBe(false);
  });

  it('refuses a slug that is not URL-friendly and a date that cannot be sorted', () => {
    expect(ZNewsArticle.safeParse({ ...article, slug: 'GDCR 2025' }).success).toBe(false);
    expect(ZNewsArticle.safeParse({ ...article, date: 'someday' }).success).toBe(false);
  });
});
