import { pageUrl, PRERENDER_LANGUAGES, type PublicPage } from './public-pages';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `sitemap.xml`: every indexable page in every language, each with its language alternates. */
export function sitemapXml(pages: readonly PublicPage[], origin: string): string {
  const entries = pages
    .filter((page) => !page.noindex)
    .flatMap((page) =>
      PRERENDER_LANGUAGES.map((language) => {
        const alternates = PRERENDER_LANGUAGES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${escape(pageUrl(origin, page.path, other))}"/>`,
        ).join('\n');
        return `  <url>\n    <loc>${escape(pageUrl(origin, page.path, language))}</loc>\n${alternates}\n  </url>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/**
 * `robots.txt`: the public site is open; the API and the account pages are not for crawlers. The
 * two assistants' start pages (/chat, /home) stay crawlable: the public site links to them, and a
 * crawler that follows those links meets the sign-in page rather than a "blocked" answer.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/api/', '/projects', '/sourcing/app', '/sourcing/project/', '/profile', '/settings', '/usage', '/billing', '/payment', '/feed'];
  return `User-agent: *\nAllow: /\n${privatePaths.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
