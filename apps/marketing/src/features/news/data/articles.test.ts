import { NEWS_CATEGORIES, ZNewsArticle } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { articles, findArticle } from './index';

// The illustrations served from public/ (keys are paths relative to this file).
const illustrations = Object.keys(import.meta.glob('../../../../public/news/*.svg', { query: '?url' })).map((path) =>
  path.replace('../../../../public', ''),
);

describe('the static news articles', () => {
  it('are the 15 articles with ids 1 to 15, each valid against the news contract', () => {
    expect(articles).toHaveLength(15);
    expect(articles.map((article) => article.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const article of articles) {
      const result = ZNewsArticle.safeParse(article);
      expect(result.success, `${article.slug}: ${result.error?.message}`).toBe(true);
    }
  });

  it('have unique slugs and titles', () => {
    expect(new Set(articles.map((article) => article.slug)).size).toBe(15);
    expect(new Set(articles.map((article) => article.title)).size).toBe(15);
  });

  it('use every category at least once and both types', () => {
    const categories = new Set(articles.map((article) => article.category));
    for (const category of NEWS_CATEGORIES) expect(categories, category).toContain(category);
    expect(new Set(articles.map((article) => article.type))).toEqual(new Set(['local', 'product']));
  });

  it('feature six to eight articles, enough to fill the landing page', () => {
    const featured = articles.filter((article) => article.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(8);
  });

  it('have several paragraphs of content and an illustration that exists in public/', () => {
    for (const article of articles) {
      expect(article.content.split('\n\n').length, article.slug).toBeGreaterThanOrEqual(4);
      expect(article.image, article.slug).toMatch(/^\/news\/[a-z-]+\.svg$/);
      expect(illustrations, article.image).toContain(article.image);
    }
  });

  it('are found by slug', () => {
    expect(findArticle('rainwater-harvesting-on-urban-plots')?.id).toBe(15);
    expect(findArticle('no-such-article')).toBeUndefined();
  });
});
