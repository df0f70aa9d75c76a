import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps');
const apps = ['marketing', 'regulation-chat', 'sourcing', 'account-billing'];
/** Each app's initial JavaScript budget (issues 10 and 12: at most 150 KB gzip). */
const APP_JS_BUDGET_KB = 150;

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** What a first visit downloads before anything is lazy-loaded: the entry and its preloads. */
function initialAssets(dist: string) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  return {
    js: refs.filter((r) => r.endsWith('.js')),
    css: refs.filter((r) => r.endsWith('.css')),
  };
}

export function benchBundleSizes() {
  console.log('\nInitial bundle of each app (entry + preloaded chunks, gzip -9)');
  console.log('| app | JS files | JS KB | CSS KB |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const app of apps) {
    const dist = join(appsDir, app, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      console.log(`| ${app} | not built | | |`);
      continue;
    }
    const { js, css } = initialAssets(dist);
    const jsKb = js.reduce((sum, f) => sum + gzipKb(join(dist, f)), 0);
    const cssKb = css.reduce((sum, f) => sum + gzipKb(join(dist, f)), 0);
    const note = ` (budget ${APP_JS_BUDGET_KB}${jsKb > APP_JS_BUDGET_KB ? ', OVER' : ''})`;
    console.log(`| ${app} | ${js.length} | ${jsKb.toFixed(1)}${note} | ${cssKb.toFixed(1)} |`);
  }
}
