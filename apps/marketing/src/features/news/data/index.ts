import type { TNewsArticle } from '@app/sdk/contracts';
import { industryArticles } from './articles-industry';
import { regulationArticles } from './articles-regulation';
import { siteArticles } from './articles-sites';

/**
 * The 15 static news articles (spec part 1, section 3). Bundled with the app — news involves no
 * API call — and loaded only by the chunks that show news (the landing's news section, /news,
 * /news/:slug), never by the landing page's first script.
 */
export const articles: readonly TNewsArticle[] = [...regulationArticles, ...industryArticles, ...siteArticles];

export function findArticle(slug: string): TNewsArticle | undefined {
  return articles.find((article) => article.slug === slug);
}
