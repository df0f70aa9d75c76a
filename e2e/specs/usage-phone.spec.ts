import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken } from '../support/sourcing.js';

/*
 * /usage and /billing on a 390 px phone (issue 28, point 9): the operations and the payments
 * fit the screen — the page never scrolls sideways, and each row's tokens, amount and invoice
 * are on screen, not pushed off to the right.
 */

const PHONE = { width: 390, height: 844 };

/** The page does not scroll sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element lies within the phone's width. */
async function expectOnScreen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, 'a box').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
}

test('on a 390 px phone the usage operations and the past payments fit the screen, tokens, amount and invoice included', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpAndVerify(page, request, freshEmail('usage-phone'));
  // A payment (Past Payments) through the offline sandbox, and one metered operation (a description's extraction).
  await page.goto(`/payment?pack=pack_50k&return=${encodeURIComponent('/billing')}`);
  await page.getByRole('button', { name: 'Pay ₹79' }).click();
  await page.getByTestId('sandbox-checkout').getByTestId('sandbox-success').click();
  await expect(page).toHaveURL(/\/billing$/);
  const token = await accessToken(page);
  const created = await page.request.post('/api/sourcing/projects', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name: 'Row house at Bopal', location: 'Bopal, Ahmedabad', project_description: 'Need 400 bags OPC 53 grade cement and 30 brass river sand.' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { project_id: number }).project_id;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/sourcing/projects/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('ready');

  await page.setViewportSize(PHONE);
  await page.goto('/usage');
  const operation = page.getByRole('row').filter({ hasText: 'Material Extraction' });
  await expect(operation).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectOnScreen(operation.locator('td[data-label="Tokens"]'));
  await expectOnScreen(operation.locator('td[data-label="Amount"]'));

  await page.goto('/billing');
  const payment = page.getByRole('row').filter({ hasText: '₹79' });
  await expect(payment).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectOnScreen(payment.locator('td[data-label="Amount"]'));
  await expectOnScreen(payment.getByRole('button', { name: /Download GST tax invoice/ }));
});
