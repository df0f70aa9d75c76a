import { languageQueryParam } from '@app/i18n';
import { SITE_LANGUAGE_CODES, type TNewsArticle } from '@app/sdk/contracts';

/** The languages the public pages are prerendered in (the site's); English is also the unmarked default. */
export const PRERENDER_LANGUAGES = SITE_LANGUAGE_CODES;
export type PrerenderLanguage = (typeof PRERENDER_LANGUAGES)[number];

/** The path answered with the not-found page (a file of its own, served with status 404). */
export const NOT_FOUND_PATH = '/404';

export interface PublicPage {
  path: string;
  /** The page's own part of the title (the landing page has none: the app name alone). */
  title?: string;
  description: string;
  /** Open Graph image, a path on this site. */
  image: string;
  type: 'website' | 'article';
  /** Not for search engines: signed-in or error pages. */
  noindex?: boolean;
}

const SITE_IMAGE = '/icon-512.png';
const PLACEHOLDERS = ['about', 'privacy', 'terms', 'contact'] as const;

/** Every public page with its head texts in the language of `t` (namespaces site and news). */
/** A translation lookup (`i18n.t` with the `site`, `news` and `common` namespaces). */
export type Translate = (key: string) => string;

export function publicPages(t: Translate, articles: readonly TNewsArticle[]): PublicPage[] {
  const page = (path: string, title: string | undefined, description: string, extra: Partial<PublicPage> = {}): PublicPage => ({
    path,
    title,
    description,
    image: SITE_IMAGE,
    type: 'website',
    ...extra,
  });
  return [
    page('/', undefined, t('site:hero.subtitle')),
    page('/news', t('news:title'), t('site:meta.description.news')),
    ...articles.map((article) =>
      page(`/news/${article.slug}`, article.title, article.excerpt, { image: article.image, type: 'article' }),
    ),
    page('/sourcing', t('site:sourcing.hero.badge'), t('site:sourcing.hero.subtitle')),
    ...PLACEHOLDERS.map((kind) => page(`/${kind}`, t(`site:placeholders.${kind}`), t(`site:meta.description.${kind}`))),
    page('/feed', t('site:feed.title'), t('site:meta.description.feed'), { noindex: true }),
    page(NOT_FOUND_PATH, t('site:notFound.title'), t('site:meta.description.notFound'), { noindex: true }),
  ];
}

/**
 * Where the prerendered HTML of `path` in `language` lives in the build: `pages/<lng>/<path>.html`
 * (`/` is `index`). The one-origin server (apps/api `features/web`) follows the same rule.
 */
export function pageFile(path: string, language: PrerenderLanguage): string {
  return `pages/${language}${path === '/' ? '/index' : path}.html`;
}

/** The public address of a page in a language: English unmarked, others with `?lang=`. */
export function pageUrl(origin: string, path: string, language: PrerenderLanguage): string {
  return `${origin}${path}${language === 'en' ? '' : `?${languageQueryParam}=${language}`}`;
}
