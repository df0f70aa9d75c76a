import { expect, test } from '@playwright/test';

test('serves the API health check and interactive docs on the same origin as the apps', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });

  await page.goto('/api/docs/');
  await expect(page.locator('#swagger-ui')).toBeVisible();
});

test('answers a path no app owns with status 404', async ({ request }) => {
  const res = await request.get('/definitely-not-a-page');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('text/html');
});
