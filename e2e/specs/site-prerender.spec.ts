import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts.js';
import { hydrateByIntent } from '../support/hydration.js';

test("the landing's hero text and pricing are in the raw HTML, before any script runs", async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Your AI assistant for building regulations and construction sourcing');
  expect(html).toContain('₹29,999');
  expect(html).toContain('<meta name="description" content="Clear answers on GDCR');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/" \/>/);
  expect(html).toMatch(/<link rel="alternate" hreflang="gu" href="[^"]+\/\?lang=gu" \/>/);
  expect(html).toContain('<meta property="og:title" content="Gujarat Build Assist" />');
});

test('the Gujarati page is prerendered in Gujarati with ?lang=gu', async ({ request }) => {
  const html = await (await request.get('/?lang=gu')).text();
  expect(html).toContain('<html lang="gu"');
  expect(html).toContain('બાંધકામના નિયમો અને સામગ્રીની ખરીદી માટે તમારો AI સહાયક');
});

test('every article has its own title and description in the raw HTML; an unknown one answers 404', async ({ request }) => {
  const list = await (await request.get('/news')).text();
  const slugs = [...new Set([...list.matchAll(/href="\/news\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
  expect(slugs.length).toBe(15);
  const titles = new Set<string>();
  for (const slug of slugs) {
    const html = await (await request.get(`/news/${slug}`)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, slug).toBeTruthy();
    titles.add(title ?? '');
    expect(html).toContain('<meta property="og:type" content="article" />');
  }
  expect(titles.size).toBe(15);

  const missing = await request.get('/news/no-such-article');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test('sitemap.xml lists the public pages in both languages and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/news?lang=gu</loc>');
  expect(sitemap.match(/<url>/g)?.length).toBeGreaterThanOrEqual(2 * 22);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
});

test('a prerendered page hydrates without errors and stays interactive: modals, language and guard', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', '/news', '/sourcing', '/about', '/?lang=gu']) {
    await page.goto(path);
    await hydrateByIntent(page);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);

  await page.goto('/?auth=login');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // The signed-in feed sends a signed-out visitor to the login modal, as before.
  await page.goto('/feed');
  await expect(page).toHaveURL(/auth=login/);
});

test('signed in, /feed hands the page to its app: a press in the chrome works', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: DEMO })).status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/feed');
  await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
});
