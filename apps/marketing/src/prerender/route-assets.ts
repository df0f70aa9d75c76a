/** The parts of Vite's build manifest (`build.manifest`) used here. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy page module each prerendered path shows (the lazy imports of `app-routes.tsx`; its
 * test checks they match). The landing page is in the app's own chunk and needs none.
 */
export const PAGE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/news$/, 'src/features/news/news-list-page.tsx'],
  [/^\/news\/.+/, 'src/features/news/article-page.tsx'],
  [/^\/sourcing$/, 'src/features/sourcing-page/sourcing-page.tsx'],
  [/^\/(about|privacy|terms|contact)$/, 'src/features/pages/placeholder-page.tsx'],
  [/^\/feed$/, 'src/routes/feed-route.tsx'],
  [/^\/404$/, 'src/features/pages/not-found-page.tsx'],
];

/**
 * Lazy sections a prerendered page already shows (the landing page's featured news, rendered by
 * the prerender): their styles are linked too, else the section stays unstyled until the app
 * loads on the visitor's first intent — on a phone its 640 px images widened the page (issue 30).
 */
export const SECTION_MODULES: readonly (readonly [RegExp, string])[] = [[/^\/$/, 'src/features/landing/featured-news.tsx']];

/** The React app's module, which the first script (`boot.ts`) imports on demand. */
export const APP_MODULE = 'src/start-app.tsx';

/**
 * Pages whose first script loads the React app at once: the signed-in feed, whose route guard
 * sends a signed-out visitor to the login modal. Every other page loads it on the visitor's first
 * sign of intent (`boot/boot-page.ts`); what they press, type or pick meanwhile is replayed.
 */
const HYDRATE_AT_ONCE = /^\/feed$/;

export const hydratesOnIntent = (path: string): boolean => !HYDRATE_AT_ONCE.test(path);

/**
 * `<link>` tags for what a prerendered page needs beyond the built `index.html` (which links only
 * the first script and the global styles): the stylesheets of the React app and of the page's
 * lazy chunk (and the chunks they import), so the page is painted styled before any of them
 * runs — else its styles arrive with its script after hydration starts: the layout shifts
 * (/news: the filters and cards) and the page looks unstyled meanwhile. Their scripts are
 * `modulepreload`ed too, except on a page that loads the app on intent: there they must not load
 * before the visitor does something.
 */
export function routeAssetTags(manifest: Manifest, path: string, template: string): string[] {
  const page = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  const sections = SECTION_MODULES.filter(([pattern]) => pattern.test(path)).map(([, module]) => module);
  for (const module of [APP_MODULE, ...(page ? [page] : []), ...sections]) {
    if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module}`);
    visit(module);
  }
  const linked = (file: string) => template.includes(`/${file}"`);
  const preloaded = hydratesOnIntent(path) ? [] : [...scripts].filter((file) => !linked(file));
  return [
    ...[...styles].filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...preloaded.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}
