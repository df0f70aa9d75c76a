import { resolve } from 'node:path';
import { fallbackLanguage } from '@app/i18n/languages';
import type { Namespace } from '@app/i18n';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { SHELL_NAMESPACES } from '../providers/shell-namespaces';

/** What an app's main page loads at once, beside its entry script. */
export interface FirstScreen {
  /** The route modules the main page imports dynamically at once, relative to the app's root. */
  routes: readonly string[];
  /** The app's i18n namespaces (the shell's are added). */
  namespaces: readonly Namespace[];
}

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

// Module ids are absolute paths; these files sit at fixed places in the shell and i18n packages.
const SESSION_RUNTIME = '/shell/src/session/session-runtime.ts';

/** True for a module the first screen loads: a listed route, the session runtime, a catalogue. */
export function firstScreenModules(root: string, screen: FirstScreen) {
  const routes = new Set(screen.routes.map((route) => resolve(root, route)));
  const catalogues = [...screen.namespaces, ...SHELL_NAMESPACES].map((ns) => `/i18n/src/locales/${fallbackLanguage}/${ns}.json`);
  return (moduleId: string) => routes.has(moduleId) || moduleId.endsWith(SESSION_RUNTIME) || catalogues.some((suffix) => moduleId.endsWith(suffix));
}

/**
 * The files to preload: every chunk holding a module the first screen loads, with the chunks and
 * stylesheets they import statically, except the entry (already a script of the page) and its CSS.
 */
export function firstScreenFiles(bundle: Bundle, entry: Rolldown.OutputChunk, isFirstScreen: (moduleId: string) => boolean) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (chunk.fileName === entry.fileName || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.some(isFirstScreen)) visit(output);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Adds `<link rel=modulepreload>` (and the stylesheets) for what the app's main page loads at
 * once: its route screens, the session runtime and the default language's catalogues, which
 * `isFirstScreen` also gathers into one chunk (vite-config.ts). Without them each level of
 * dynamic imports (entry → route → screen) waited for the one before to download and run, one
 * round trip each before the first paint. Another page of the same app downloads the chunk
 * without running it; a visitor in another language fetches its own catalogues as before.
 */
export function firstScreenPreload(screen: FirstScreen): Plugin & { isFirstScreen: (moduleId: string) => boolean } {
  let isFirstScreen: (moduleId: string) => boolean = () => false;
  let base = '/';
  return {
    name: 'first-screen-preload',
    apply: 'build',
    isFirstScreen: (moduleId) => isFirstScreen(moduleId),
    configResolved(config) {
      isFirstScreen = firstScreenModules(config.root, screen);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const { scripts, styles } = firstScreenFiles(bundle, chunk, isFirstScreen);
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          // Marked, so the bundle report can tell them from the entry's own files.
          attrs: { rel, crossorigin: true, href: `${base}${file}`, 'data-first-screen': true },
          injectTo: 'head',
        });
        return [...styles.map((file) => link('stylesheet', file)), ...scripts.map((file) => link('modulepreload', file))];
      },
    },
  };
}
