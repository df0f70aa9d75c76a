import { expect, test } from '@playwright/test';
import { twoHost } from '../playwright.config.js';
import { DEMO, logIn } from '../support/accounts.js';

test('the session started on one host carries to another host of the cookie domain', async ({ page }) => {
  await page.goto(`${twoHost.origin('www')}/?auth=login`);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${twoHost.origin('www')}/home`);

  // The refresh cookie (Path=/api/auth) would be sent to the chat host's API.
  const cookies = await page.context().cookies(`${twoHost.origin('chat')}/api/auth/refresh`);
  expect(cookies.find((c) => c.name === 'refresh_token')?.domain).toBe(`.${twoHost.domain}`);

  await page.goto(`${twoHost.origin('chat')}/chat`);
  await expect(page).toHaveURL(`${twoHost.origin('chat')}/chat`);
  await expect(page.getByRole('button', { name: 'Chat menu' })).toBeVisible();
});

test('a host outside the allowed origins cannot use the shared cookie', async ({ page }) => {
  await page.goto(`${twoHost.origin('www')}/?auth=login`);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${twoHost.origin('www')}/home`);

  await page.goto(`${twoHost.origin('evil')}/profile`);
  await expect(page).toHaveURL(/\?auth=login&next=%2Fprofile/);
});
