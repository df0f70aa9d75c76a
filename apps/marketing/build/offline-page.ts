import { languageCodes } from '@app/i18n/languages';
import type { Plugin } from 'vite';
import { escapeHtml, readCatalogue, textAt } from './catalogue';

/**
 * The page the service worker answers a navigation with when offline and the page was never
 * cached. Static (no script: the CSP allows none inline, and nothing else may be loaded offline),
 * so it says it in the three languages at once; 'Try again' is a link to the same address.
 */
export function offlinePageHtml(): string {
  const sections = languageCodes.map((language) => {
    const site = readCatalogue(language, 'site');
    const text = (key: string) => escapeHtml(textAt(site, `offline.${key}`));
    return `<section lang="${language}"><h1>${text('title')}</h1><p>${text('message')}</p><a href="">${text('retry')}</a></section>`;
  }).join('\n');
  const title = escapeHtml(textAt(readCatalogue('en', 'site'), 'offline.title'));
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="theme-color" content="#0f5c4d" />
<meta name="robots" content="noindex" />
<title>${title}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml" />
<style>
body{margin:0;min-height:100vh;display:grid;place-content:center;gap:2rem;padding:2rem;font-family:system-ui,sans-serif;color:#14211d;background:#f7faf9;text-align:center}
h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1rem;max-width:36rem}
a{display:inline-block;padding:.6rem 1.2rem;border-radius:.5rem;background:#0f5c4d;color:#fff;text-decoration:none;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#0e1513;color:#e6efec}}
</style>
</head>
<body>
<main>
${sections}
</main>
</body>
</html>
`;
}

/** Emits `offline.html` into the build, where the service worker precaches it. */
export function offlinePage(): Plugin {
  return {
    name: 'marketing-offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml() });
    },
  };
}
