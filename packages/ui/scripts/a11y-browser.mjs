/*
 * Audits every story of the BUILT Storybook in Chromium with axe-core, in the light and dark
 * themes (English; Gujarati too with --gu), colour contrast included (the jsdom test cannot compute
 * colours). Run after `pnpm build-storybook`: `pnpm a11y`. Uses Debian's Chromium by default
 * (CHROMIUM_PATH to override); exits 1 on any violation.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const require = createRequire(import.meta.url);
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = await readFile(join(root, path.endsWith('/') ? `${path}index.html` : path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
// Reduced motion makes our CSS skip animations, so axe never sees a half-faded dialog.
const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });

const axeOptions = {
  rules: {
    // Stories are fragments, not pages: page-level landmark and heading rules do not apply.
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
};

let failures = 0;
// Contrast depends on the theme, not the language: Gujarati is audited with `--gu` (twice as long).
const locales = process.argv.includes('--gu') ? ['en', 'gu'] : ['en'];
for (const theme of ['light', 'dark']) {
  for (const locale of locales) {
    for (const story of stories) {
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};locale:${locale}`);
      await page.waitForSelector('body.sb-show-main', { timeout: 15000 });
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async (options) => {
        // Storybook's a11y addon may be running axe on the same page: wait for it to finish.
        for (let attempt = 0; ; attempt += 1) {
          try {
            const result = await globalThis.axe.run(globalThis.document, options);
            return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          } catch (error) {
            if (attempt > 50 || !String(error).includes('already running')) throw error;
            await new Promise((resolve) => globalThis.setTimeout(resolve, 100));
          }
        }
      }, axeOptions);
      if (violations.length > 0) {
        failures += 1;
        console.log(`✗ ${story.id} [${theme}, ${locale}]\n  ${violations.join('\n  ')}`);
      }
    }
  }
}

await browser.close();
server.close();
console.log(`${stories.length} stories × 2 themes × ${locales.join('/')} audited: ${failures} with violations`);
process.exit(failures > 0 ? 1 : 0);
