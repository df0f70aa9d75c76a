import { expect, test } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.js';

// The browser reports a point in Navrangpura, Ahmedabad.
test.use({ geolocation: { latitude: 23.0367, longitude: 72.5605 }, permissions: ['geolocation'] });

test("the top bar's location chip names the city the browser reports, with the address in its dropdown", async ({ page }) => {
  await page.goto('/?auth=login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  const chip = page.getByRole('button', { name: /Ahmedabad/ });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page.getByText('Navrangpura, Ahmedabad, Gujarat 380009, India')).toBeVisible();
});
