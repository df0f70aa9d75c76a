import { describe, expect, it } from 'vitest';
import appRoutes from '../app-routes.tsx?raw';
import { PAGE_MODULES, routeAssetTags, type Manifest } from './route-assets';

const template = '<script type="module" crossorigin src="/assets/marketing/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/marketing/index-1.css"><link rel="modulepreload" crossorigin href="/assets/marketing/shared-1.js">';
const manifest: Manifest = {
  'index.html': { file: 'assets/marketing/index-1.js', css: ['assets/marketing/index-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/marketing/shared-1.js' },
  '_news-card.js': { file: 'assets/marketing/news-card-1.js', css: ['assets/marketing/news-card-1.css'], imports: ['index.html'] },
  'src/features/news/news-list-page.tsx': {
    file: 'assets/marketing/news-list-page-1.js',
    css: ['assets/marketing/news-list-page-1.css'],
    imports: ['index.html', '_shared.js', '_news-card.js'],
  },
};

describe('routeAssetTags', () => {
  it("links a lazy page's own styles and scripts, not those the page template already links", () => {
    expect(routeAssetTags(manifest, '/news', template)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/marketing/news-list-page-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/marketing/news-card-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/marketing/news-list-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/marketing/news-card-1.js">',
    ]);
  });

  it('adds nothing for the landing page, whose code is in the entry', () => {
    expect(routeAssetTags(manifest, '/', template)).toEqual([]);
  });

  it('fails the build when a page module is missing from the manifest', () => {
    expect(() => routeAssetTags(manifest, '/sourcing', template)).toThrow(/sourcing-page/);
  });

  it('names exactly the page modules the route table loads lazily', () => {
    const lazyModules = [...appRoutes.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `src/${match[1]}.tsx`);
    expect([...PAGE_MODULES.map(([, module]) => module)].sort()).toEqual(lazyModules.sort());
  });
});
