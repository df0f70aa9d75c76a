import { loadI18n } from '@app/shell';
import type { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { articles } from './features/news/data';
import { headTags, pageHtml } from './prerender/head';
import { pageFile, pageUrl, PRERENDER_LANGUAGES, publicPages } from './prerender/public-pages';
import { hydratesOnIntent, routeAssetTags, type Manifest } from './prerender/route-assets';
import { robotsTxt, sitemapXml } from './prerender/sitemap';
import { SiteRoot, SITE_NAMESPACES } from './site-root';

async function streamToString(stream: PassThrough | NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** A built file: its path in `dist/` and its content. */
export interface SiteFile {
  file: string;
  content: string;
}

/**
 * The prerendered site (run at build time, in Node): every public page in English and Gujarati
 * (the whole tree rendered, lazy pages included, signed out), `sitemap.xml` and `robots.txt`.
 * `template` is the built `index.html`; `origin` the public address for canonical URLs;
 * `manifest` the browser build's manifest (each page links its lazy chunk's styles and scripts).
 */
export async function prerenderSite(template: string, origin: string, manifest: Manifest): Promise<SiteFile[]> {
  const files: SiteFile[] = [];
  let englishPages: ReturnType<typeof publicPages> = [];
  for (const language of PRERENDER_LANGUAGES) {
    const i18n = await loadI18n(SITE_NAMESPACES, { lng: language, document: null });
    const pages = publicPages(i18n.t, articles);
    if (language === 'en') englishPages = pages;
    for (const page of pages) {
      const url = pageUrl('', page.path, language);
      // One piece of HTML: without a chunk size limit no boundary is sent later with an inline
      // script (which the CSP forbids anyway) — every lazy page is in place.
      const { prelude } = await prerenderToNodeStream(
        <SiteRoot i18n={i18n}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </SiteRoot>,
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const body = await streamToString(prelude);
      const head = headTags(page, language, origin, i18n.t('common:appName'));
      const assets = routeAssetTags(manifest, page.path, template);
      const hydrateOnIntent = hydratesOnIntent(page.path);
      files.push({ file: pageFile(page.path, language), content: pageHtml(template, { head, assets, body, language, hydrateOnIntent }) });
    }
  }
  files.push({ file: 'sitemap.xml', content: sitemapXml(englishPages, origin) });
  files.push({ file: 'robots.txt', content: robotsTxt(origin) });
  return files;
}
