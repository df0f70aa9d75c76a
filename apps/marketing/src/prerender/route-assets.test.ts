import { describe, expect, it } from 'vitest';
import appRoutes from '../app-routes.tsx?raw';
import { APP_MODULE, hydratesOnIntent, PAGE_MODULES, routeAssetTags, type Manifest } from './route-assets';

const template = '<script type="module" crossorigin src="/assets/marketing/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/marketing/index-1.css"><link rel="modulepreload" crossorigin href="/assets/marketing/shared-1.js">';
const appStyles = '<link rel="stylesheet" crossorigin href="/assets/marketing/start-app-1.css">';
const appScripts = [
  '<link rel="modulepreload" crossorigin href="/assets/marketing/start-app-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/marketing/react-1.js">',
];
const manifest: Manifest = {
  'index.html': { file: 'assets/marketing/index-1.js', css: ['assets/marketing/index-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/marketing/shared-1.js' },
  '_react.js': { file: 'assets/marketing/react-1.js' },
  [APP_MODULE]: { file: 'assets/marketing/start-app-1.js', css: ['assets/marketing/start-app-1.css'], imports: ['index.html', '_react.js'] },
  '_news-card.js': { file: 'assets/marketing/news-card-1.js', css: ['assets/marketing/news-card-1.css'], imports: ['index.html'] },
  'src/features/landing/featured-news.tsx': { file: 'assets/marketing/featured-news-1.js', imports: ['_news-card.js', '_react.js'] },
  'src/routes/feed-route.tsx': { file: 'assets/marketing/feed-route-1.js', imports: ['index.html', '_react.js'] },
  'src/features/news/news-list-page.tsx': {
    file: 'assets/marketing/news-list-page-1.js',
    css: ['assets/marketing/news-list-page-1.css'],
    imports: ['index.html', '_shared.js', '_react.js', '_news-card.js'],
  },
};

describe('routeAssetTags', () => {
  it("links the app's and the lazy page's styles, not those the page template already links, and preloads no script (they load on intent)", () => {
    expect(routeAssetTags(manifest, '/news', template)).toEqual([
      appStyles,
      '<link rel="stylesheet" crossorigin href="/assets/marketing/news-list-page-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/marketing/news-card-1.css">',
    ]);
  });

  it("links the styles of the landing page's featured news, which the prerendered page shows before the app loads", () => {
    expect(routeAssetTags(manifest, '/', template)).toEqual([appStyles, '<link rel="stylesheet" crossorigin href="/assets/marketing/news-card-1.css">']);
  });

  it('preloads the scripts of the signed-in feed, which loads the app at once (its guard redirects)', () => {
    expect(routeAssetTags(manifest, '/feed', template)).toEqual([
      appStyles,
      ...appScripts,
      '<link rel="modulepreload" crossorigin href="/assets/marketing/feed-route-1.js">',
    ]);
  });

  it('lets every page but the feed wait for intent', () => {
    expect(['/', '/news', '/news/some-article', '/sourcing', '/about', '/contact', '/404'].filter(hydratesOnIntent)).toHaveLength(7);
    expect(hydratesOnIntent('/feed')).toBe(false);
  });

  it('fails the build when the app module is missing from the manifest', () => {
    const { [APP_MODULE]: app, ...rest } = manifest;
    expect(app).toBeDefined();
    expect(() => routeAssetTags(rest, '/', template)).toThrow(/start-app/);
  });

  it('fails the build when a page module is missing from the manifest', () => {
    expect(() => routeAssetTags(manifest, '/sourcing', template)).toThrow(/sourcing-page/);
  });

  it('names exactly the page modules the route table loads lazily', () => {
    const lazyModules = [...appRoutes.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `src/${match[1]}.tsx`);
    expect([...PAGE_MODULES.map(([, module]) => module)].sort()).toEqual(lazyModules.sort());
  });
});
