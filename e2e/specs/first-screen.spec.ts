import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts.js';

const preloadsOf = (html: string) => new Set([...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]));

/** Chunks the chrome loads only once data or a click asks for them, never part of the first screen. */
const LATER = /\/(recents-api|out-of-tokens|reverse-geocode|auth-actions)-[\w-]+\.js$/;

// Each level of dynamic imports (entry → route → screen → catalogues) used to wait for the one
// before it to download and run: the page's HTML now names every script its first screen runs.
for (const path of ['/chat', '/home']) {
  test(`${path} downloads its first screen from its HTML, not one import after another`, async ({ page }) => {
    expect((await page.request.post('/api/auth/login', { data: DEMO })).status()).toBe(200);
    const preloaded = preloadsOf(await (await page.request.get(path)).text());
    expect(preloaded.size).toBeGreaterThan(0);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first script is the entry, a script tag of its own.
    expect(scripts.slice(1).filter((file) => !preloaded.has(file) && !LATER.test(file))).toEqual([]);
  });
}
