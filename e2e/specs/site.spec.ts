import { expect, test } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.js';

test('news search and filters narrow the list, and clearing restores it', async ({ page }) => {
  await page.goto('/news');
  // The prerendered list shows at once; the app loads on the first intent, and a filter picked
  // before it owns the page is applied once it does.
  const count = page.getByText(/^\d+ articles?$/);
  await expect(count).toHaveText('15 articles');
  await expect(page.locator('#root[data-interactive="true"]')).toHaveCount(0);

  await page.getByLabel('Type').selectOption({ label: 'Local News' });
  // The list re-renders after the change: read the count once it has moved.
  await expect(count).not.toHaveText('15 articles');
  const localCount = Number((await count.textContent())?.split(' ')[0]);
  expect(localCount).toBeGreaterThan(0);
  expect(localCount).toBeLessThan(15);

  await page.getByLabel('Search articles').fill('zzzz-no-such-article');
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText('15 articles');

  await page.getByRole('link', { name: 'Read full article' }).first().click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page with its two ways out', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('Gujarati stays chosen across a reload and across apps', async ({ page }) => {
  await page.goto('/');
  await page.screenshot({ path: 'artifacts/landing-en.png', fullPage: false });
  await page.getByRole('banner').getByRole('button', { name: /ગુજરાતી|GU/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await page.screenshot({ path: 'artifacts/landing-gu.png', fullPage: false });

  // Signed in through the API: the browser context keeps the session cookie it sets.
  expect((await page.request.post('/api/auth/login', { data: DEMO })).status()).toBe(200);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await expect(page.getByRole('heading', { name: /ફરી સ્વાગત/ })).toBeVisible();
});

test('/home shows the agents and the recent projects of the demo account', async ({ page }) => {
  await page.goto('/?auth=login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: /Urban Planning Assistant/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Sourcing Assistant/ }).first()).toBeVisible();
  await expect(page.getByText('Recent Projects')).toBeVisible();
  await expect(page.getByText(/Project #\d+/).first()).toBeVisible();
  await page.screenshot({ path: 'artifacts/home.png', fullPage: true });
});
