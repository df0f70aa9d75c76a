/** The parts of Vite's build manifest (`build.manifest`) used here. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy page module each prerendered path shows (the lazy imports of `app-routes.tsx`; its
 * test checks they match). The landing page is in the entry and needs none.
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
 * `<link>` tags for the stylesheets and scripts of a prerendered page's lazy chunk (and the chunks
 * it imports) that the built `index.html` does not already link. Without them the page is first
 * painted without its own styles, which arrive with its script after hydration starts: the
 * layout shifts (/news: the filters and cards) and the page looks unstyled meanwhile.
 */
export function routeAssetTags(manifest: Manifest, path: string, template: string): string[] {
  const module = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
  if (!module) return [];
  if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module}`);
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(module);
  const linked = (file: string) => template.includes(`/${file}"`);
  return [
    ...[...styles].filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}
