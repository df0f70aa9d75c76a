import { expect, test } from '@playwright/test';

/**
 * Headless Chromium does not offer installation by itself, so the test plays the browser: at
 * `readyState === 'interactive'` — after the HTML is parsed, before any module script of the app
 * runs (when a real offer can come, the manifest being linked from <head>) — it fires a
 * `beforeinstallprompt` event. The old listener, mounted with React after the translations, missed
 * exactly such an early offer.
 */
function offerInstallEarly() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    (window as unknown as { offered: Event }).offered = event;
    window.dispatchEvent(event);
  });
}

test('the install prompt appears on each of ten loads of / when the browser offers installation early', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(offerInstallEarly);
  const prompt = page.getByRole('region', { name: 'Install the app' });
  for (let load = 1; load <= 10; load += 1) {
    await page.goto('/');
    await expect(prompt, `load ${load}`).toBeVisible({ timeout: 15_000 });
    // The app took the offer over (the browser's own infobar stays away).
    expect(await page.evaluate(() => (window as unknown as { offered: Event }).offered.defaultPrevented)).toBe(true);
  }
  // Not now is remembered: the next load, offered again, shows no prompt.
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await page.goto('/');
  await page.waitForTimeout(6000);
  await expect(prompt).toBeHidden();
});

test('the manifest offers a maskable icon and every icon it lists is served', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toContain(icon.type);
  }
});

test('offline, a page visited before opens from the cache and any other page shows the offline page', async ({ page, context }) => {
  await page.goto('/');
  // The worker takes control of the open page once activated (clientsClaim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Your AI assistant for building regulations/ })).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  // API calls are never answered from the cache.
  const api = await page.evaluate(() => fetch('/api/health').then((r) => r.status, () => 'network error'));
  expect(api).toBe('network error');
  await context.setOffline(false);
});
