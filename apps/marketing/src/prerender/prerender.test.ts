import { describe, expect, it } from 'vitest';
import { articles } from '../features/news/data';
import { headTags, pageHtml } from './head';
import { NOT_FOUND_PATH, pageFile, pageUrl, publicPages, type Translate } from './public-pages';
import { robotsTxt, sitemapXml } from './sitemap';

// Texts as keys: the test sees which catalogue text each page uses.
const t: Translate = (key) => `«${key}»`;
const origin = 'https://www.example.in';
const TEMPLATE = '<!doctype html><html lang="en" dir="ltr"><head><title>Gujarat Build Assist</title></head><body><div id="root"></div></body></html>';

describe('public pages', () => {
  const pages = publicPages(t, articles);

  it('lists every public route, all fifteen articles and the not-found page, each once', () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/news', '/sourcing', '/about', '/privacy', '/terms', '/contact', '/feed', NOT_FOUND_PATH]));
    expect(paths.filter((path) => path.startsWith('/news/'))).toHaveLength(15);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each page its own description, and an article its excerpt and picture', () => {
    const descriptions = pages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const [first] = articles;
    const article = pages.find((page) => page.path === `/news/${first?.slug}`);
    expect(article).toMatchObject({ title: first?.title, description: first?.excerpt, image: first?.image, type: 'article' });
  });

  it('keeps the signed-in feed and the not-found page out of search engines', () => {
    expect(pages.filter((page) => page.noindex).map((page) => page.path)).toEqual(['/feed', NOT_FOUND_PATH]);
  });

  it('files each page by language and path, and addresses Gujarati with ?lang=gu', () => {
    expect(pageFile('/', 'en')).toBe('pages/en/index.html');
    expect(pageFile('/news/some-slug', 'gu')).toBe('pages/gu/news/some-slug.html');
    expect(pageUrl(origin, '/news', 'en')).toBe('https://www.example.in/news');
    expect(pageUrl(origin, '/news', 'gu')).toBe('https://www.example.in/news?lang=gu');
  });
});

describe('page head and HTML', () => {
  const news = { path: '/news', title: 'News & Updates', description: 'Guides "and" analysis', image: '/icon-512.png', type: 'website' as const };

  it('has the title, description, canonical address, language alternates and social cards', () => {
    const head = headTags(news, 'gu', origin, 'Gujarat Build Assist');
    expect(head).toContain('<title>News &#38; Updates — Gujarat Build Assist</title>');
    expect(head).toContain('<meta name="description" content="Guides &#34;and&#34; analysis" />');
    expect(head).toContain('<link rel="canonical" href="https://www.example.in/news?lang=gu" />');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://www.example.in/news" />');
    expect(head).toContain('<link rel="alternate" hreflang="gu" href="https://www.example.in/news?lang=gu" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.in/news" />');
    expect(head).toContain('<meta property="og:image" content="https://www.example.in/icon-512.png" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).not.toContain('noindex');
  });

  it('puts the language, the head and the rendered body into the built index.html', () => {
    const html = pageHtml(TEMPLATE, { head: '<title>x</title>', body: '<h1>Hello</h1>', language: 'gu' });
    expect(html).toContain('<html lang="gu" dir="ltr">');
    expect(html).toContain('<div id="root" data-prerendered="gu"><h1>Hello</h1></div>');
    expect(html).not.toContain('Gujarat Build Assist</title>');
  });

  it('marks a page that loads React on intent, and only that one', () => {
    const body = '<h1>Hello</h1>';
    expect(pageHtml(TEMPLATE, { head: '', body, language: 'en', hydrateOnIntent: true })).toContain(
      '<div id="root" data-prerendered="en" data-hydrate="intent"><h1>Hello</h1></div>',
    );
    expect(pageHtml(TEMPLATE, { head: '', body, language: 'en' })).not.toContain('data-hydrate');
  });

  it("puts a page's own stylesheet and script links last in <head>, after the entry's styles", () => {
    const template = TEMPLATE.replace('</head>', '<link rel="stylesheet" href="/index.css"></head>');
    const html = pageHtml(template, { head: '<title>x</title>', assets: ['<link rel="stylesheet" href="/news.css">'], body: '', language: 'en' });
    expect(html.indexOf('/news.css')).toBeGreaterThan(html.indexOf('/index.css'));
    expect(html.indexOf('/news.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build on a template it cannot fill', () => {
    expect(() => pageHtml('<html><body></body></html>', { head: '', body: '', language: 'en' })).toThrow(/<title>/);
  });
});

describe('sitemap and robots', () => {
  const pages = publicPages(t, articles);

  it('lists every indexable page in both languages with their alternates', () => {
    const xml = sitemapXml(pages, origin);
    const indexable = pages.filter((page) => !page.noindex).length;
    expect(xml.match(/<url>/g)).toHaveLength(indexable * 2);
    expect(xml).toContain('<loc>https://www.example.in/?lang=gu</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="gu" href="https://www.example.in/about?lang=gu"/>');
    expect(xml).not.toContain('/feed');
    expect(xml).not.toContain(NOT_FOUND_PATH);
  });

  it("opens the public site and the assistants' start pages to crawlers, closes the API and the account pages, and points at the sitemap", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /usage');
    expect(robots).not.toMatch(/Disallow: \/(chat|home)\b/);
    expect(robots).not.toMatch(/Disallow: \/news/);
    expect(robots).toContain('Sitemap: https://www.example.in/sitemap.xml');
  });
});
