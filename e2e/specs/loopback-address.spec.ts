import { expect, test } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.js';

// PUBLIC_URL is http://localhost:<port>; users also open the address the server logs, 127.0.0.1.
test('signs in at http://127.0.0.1 and stays signed in on every app page', async ({ page, baseURL }) => {
  const loopback = (path: string) => {
    const url = new URL(path, baseURL);
    url.hostname = '127.0.0.1';
    return url.toString();
  };
  await page.goto(loopback('/'));
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/home$/);

  // Each full page load restores the session through POST /api/auth/refresh with the cookie.
  for (const path of ['/home', '/chat', '/profile']) {
    await page.goto(loopback(path));
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${path}$`));
  }
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});
