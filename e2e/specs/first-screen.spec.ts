import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts.js';

const preloadsOf = (html: string) => new Set([...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]));

// Each level of dynamic imports (entry → route → screen → catalogues) used to wait for the one
// before it to download and run: the page's HTML now names every script its first screen runs.
for (const path of ['/chat', '/home']) {
  test(`${path} names in its HTML every script its first screen runs`, async ({ page }) => {
    expect((await page.request.post('/api/auth/login', { data: DEMO })).status()).toBe(200);
    const preloaded = preloadsOf(await (await page.request.get(path)).text());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first script is the entry, a script tag of its own.
    const late = scripts.slice(1).filter((file) => !preloaded.has(file));
    // The screens' own lazy parts (dialogs, the recents list) may load later; the first screen's may not.
    expect(late.filter((file) => /\/(chat|chat-screen|home|signed-in|app-chrome|sdk|session-runtime|common|shell|ui|errors)-/.test(file))).toEqual([]);
    expect(preloaded.size).toBeGreaterThan(5);
  });
}
