import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrateByIntent } from '../support/hydration.js';
import { DEMO, logIn } from '../support/accounts.js';

const QUESTION = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';

/** Signed in through the API: the browser context keeps the cookies it sets. */
async function signIn(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: DEMO })).status()).toBe(200);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a signed-out visitor makes no refresh call and sees no console error on the public pages', async ({ page }) => {
  const errors: string[] = [];
  const refreshes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/refresh')) refreshes.push(request.url());
  });
  for (const path of ['/', '/news', '/about', '/sourcing']) {
    await page.goto(path);
    await hydrateByIntent(page);
    await page.waitForLoadState('networkidle');
  }
  expect(refreshes).toEqual([]);
  expect(errors).toEqual([]);

  // Signed in, the hint cookie is there and a page load restores the session from the cookie.
  await signIn(page);
  expect((await page.context().cookies()).find((c) => c.name === 'ba_signed_in')).toMatchObject({ value: '1', path: '/', httpOnly: false });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
});

test('no page trips the content security policy, signed out or signed in', async ({ page }) => {
  // A violation the page itself swallows (zod's eval probe) still reaches this event.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations: string[] = [];
  const visit = async (path: string, { publicPage = false } = {}) => {
    await page.goto(path);
    if (publicPage) await hydrateByIntent(page);
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    violations.push(...seen.map((violation) => `${path}: ${violation}`));
  };
  for (const path of ['/', '/news']) await visit(path, { publicPage: true });
  await signIn(page);
  for (const path of ['/home', '/chat', '/usage']) await visit(path);
  expect(violations).toEqual([]);
});

test('/#news lands on the News section, from another page too, after everything above it has loaded', async ({ page }) => {
  // The section's top just under the 64 px header (the scroll is smooth, so it is polled for).
  const newsInView = () =>
    page.evaluate(() => {
      const top = document.getElementById('news')?.getBoundingClientRect().top ?? NaN;
      return top >= 0 && top < 120;
    });
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
  };

  await page.goto('/#news');
  await settled();
  await expect.poll(newsInView).toBe(true);
  await expect(page.locator('.mk-faq')).not.toBeInViewport();

  await page.goto('/news');
  await page.getByRole('banner').getByRole('link', { name: 'News', exact: true }).first().click();
  await expect(page).toHaveURL(/\/#news$/);
  await settled();
  await expect.poll(newsInView).toBe(true);
  await expect(page.locator('.mk-faq')).not.toBeInViewport();
});

test('/chat fills the screen exactly at every viewport (no blank strip)', async ({ page }) => {
  await signIn(page);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 1366 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/chat');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    const layout = await page.evaluate(() => ({
      chatBottom: document.querySelector('.rc-chat')?.getBoundingClientRect().bottom,
      pageHeight: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
    }));
    expect(layout).toEqual({ chatBottom: size.height, pageHeight: size.height, viewport: size.height });
  }
});

test('toasts leave the top bar and the viewer controls uncovered; Hindi reads in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/chat?new=1');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'New conversation started' });
  await expect(toast).toBeVisible();
  // Sonner slides a toast in from above: where it comes to rest is what counts.
  await expect.poll(async () => overlaps(await box(toast), await box(page.locator('.rc-topbar')))).toBe(false);
  await expect(page).toHaveURL(/\/chat$/);

  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(QUESTION);
  await input.press('Enter');
  const answer = page.getByRole('log').locator('.rc-message--ai').last();
  await expect(answer.locator('.rc-actions')).toBeVisible({ timeout: 30_000 });
  await answer.getByRole('button', { name: /Gujarat CGDCR 2017/ }).click();
  const opening = page.locator('[data-sonner-toast]').filter({ hasText: /^Opening / });
  await expect(opening).toBeVisible();
  const viewer = page.getByRole('complementary', { name: /Gujarat CGDCR 2017/ });
  await expect(viewer).toBeVisible();
  // The toast moves below the viewer's controls as the viewer opens; the settled place counts.
  // All three controls are measured in one go: the toast lives a few seconds, and three polls in
  // a row on a slow machine could outlast it.
  const controls = ['Close document', 'Zoom in', 'Zoom out'].map((name) => viewer.getByRole('button', { name }));
  const coversAControl = async () => {
    const toastBox = await box(opening);
    for (const control of controls) if (overlaps(toastBox, await box(control))) return true;
    return false;
  };
  await expect.poll(coversAControl).toBe(false);
  await viewer.getByRole('button', { name: 'Close document' }).click();

  // EN → GU → HI: the page's language and the button's words follow.
  const cycle = page.getByRole('button', { name: /(Language|ભાષા|भाषा):/ });
  await cycle.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await cycle.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(cycle).toHaveAttribute('title', 'भाषा: हिन्दी। English चुनें');
  await cycle.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a session restore the server cannot answer signs out with "Your session has expired", not "Please login to access this page"', async ({ page }) => {
  await page.goto('/?auth=login');
  await logIn(page, DEMO.email, DEMO.password);
  // The log-in's own navigation to /home must end first, or it aborts the reload below.
  await expect(page).toHaveURL(/\/home$/);
  // The refresh answers with the user (no /auth/me follows): a failure there is the failed "current user".
  await page.route('**/api/auth/refresh', (route) => route.fulfill({ status: 500, json: { message: 'Internal error', code: 'internal' } }));
  await page.goto('/home');
  await expect(page).toHaveURL(/\/\?auth=login&next=%2Fhome$/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByText('Please login to access this page')).toHaveCount(0);
});
