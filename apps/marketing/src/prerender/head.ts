import { pageUrl, PRERENDER_LANGUAGES, type PrerenderLanguage, type PublicPage } from './public-pages';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OG_LOCALE: Record<PrerenderLanguage, string> = { en: 'en_IN', gu: 'gu_IN' };

/**
 * The <head> tags of a prerendered page: title, description, canonical address, the language
 * alternates (`hreflang`, English as x-default), Open Graph and Twitter card.
 */
export function headTags(page: PublicPage, language: PrerenderLanguage, origin: string, appName: string): string {
  const title = page.title ? `${page.title} — ${appName}` : appName;
  const url = pageUrl(origin, page.path, language);
  const image = `${origin}${page.image}`;
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(page.description)}" />`,
    page.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${escape(url)}" />`,
    ...PRERENDER_LANGUAGES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escape(pageUrl(origin, page.path, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escape(pageUrl(origin, page.path, 'en'))}" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:site_name" content="${escape(appName)}" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="${escape(url)}" />`,
    `<meta property="og:image" content="${escape(image)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escape(title)}" />`,
    `<meta name="twitter:description" content="${escape(page.description)}" />`,
    `<meta name="twitter:image" content="${escape(image)}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

interface PageParts {
  head: string;
  /** The page's own stylesheet and script links, last in <head>: after the entry's styles, as at run time. */
  assets?: readonly string[];
  body: string;
  language: PrerenderLanguage;
  /** The page loads React on the first intent (`data-hydrate="intent"`), not at once. */
  hydrateOnIntent?: boolean;
}

/**
 * The page's HTML: the built `index.html` with the page's language, head tags and rendered body.
 * `data-prerendered` tells the browser entry which language the markup is in (hydrate or not),
 * `data-hydrate="intent"` that it may wait for the visitor's first intent to load React.
 */
export function pageHtml(template: string, { head, assets = [], body, language, hydrateOnIntent = false }: PageParts): string {
  const withTitle = template.replace(/<title>[^<]*<\/title>/, head);
  if (withTitle === template) throw new Error('the page template has no <title> to replace');
  const withHead = assets.length ? withTitle.replace('</head>', `  ${assets.join('\n    ')}\n  </head>`) : withTitle;
  const marks = `data-prerendered="${language}"${hydrateOnIntent ? ' data-hydrate="intent"' : ''}`;
  const withBody = withHead.replace('<div id="root"></div>', `<div id="root" ${marks}>${body}</div>`);
  if (withBody === withHead) throw new Error('the page template has no empty <div id="root">');
  return withBody.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}
