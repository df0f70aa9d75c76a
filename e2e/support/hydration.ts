import type { Page } from '@playwright/test';

/**
 * A public page loads its React app on the visitor's first intent: moves the pointer over it and
 * waits until the app owns the page (`#root[data-interactive]`).
 */
export async function hydrateByIntent(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 120);
  await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
}
