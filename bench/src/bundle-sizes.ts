import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps');
const apps = ['marketing', 'regulation-chat', 'sourcing', 'account-billing'];
/** Each app's initial JavaScript budget (issues 10 and 12: at most 150 KB gzip). */
const APP_JS_BUDGET_KB = 150;

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/**
 * What a first visit downloads before anything is lazy-loaded: the entry and its static imports
 * (the initial chunks, which the budget is about), and the first screen's own chunks that the
 * page preloads beside them (`data-first-screen`, shell/src/vite/first-screen-preload.ts).
 */
function initialAssets(dist: string) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const refOf = (tag: string) => /(?:src|href)="(\/assets\/[^"]+)"/.exec(tag)?.[1];
  const refs = (firstScreen: boolean) =>
    tags.filter((tag) => tag.includes('data-first-screen') === firstScreen).flatMap((tag) => refOf(tag) ?? []);
  const split = (files: string[]) => ({ js: files.filter((r) => r.endsWith('.js')), css: files.filter((r) => r.endsWith('.css')) });
  return { initial: split(refs(false)), firstScreen: split(refs(true)) };
}

export function benchBundleSizes() {
  console.log('\nInitial bundle of each app (entry + its static imports; gzip -9), and the first screen it preloads');
  console.log('| app | JS files | JS KB | CSS KB | first-screen JS files | first-screen JS KB | first visit JS KB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const app of apps) {
    const dist = join(appsDir, app, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      console.log(`| ${app} | not built | | | | | |`);
      continue;
    }
    const { initial, firstScreen } = initialAssets(dist);
    const kb = (files: string[]) => files.reduce((sum, f) => sum + gzipKb(join(dist, f)), 0);
    const jsKb = kb(initial.js);
    const screenKb = kb(firstScreen.js);
    const note = ` (budget ${APP_JS_BUDGET_KB}${jsKb > APP_JS_BUDGET_KB ? ', OVER' : ''})`;
    const cells = [app, initial.js.length, `${jsKb.toFixed(1)}${note}`, kb([...initial.css, ...firstScreen.css]).toFixed(1), firstScreen.js.length, screenKb.toFixed(1), (jsKb + screenKb).toFixed(1)];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
