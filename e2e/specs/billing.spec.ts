import { expect, type Page, test } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';

/*
 * Paying through the offline sandbox (no Razorpay keys on the test server): the API serves its
 * checkout.js stand-in, whose SANDBOX sheet settles the order with a real signature (success),
 * reports checkout's failure object (failure) or closes (cancel).
 */

const sheet = (page: Page) => page.getByTestId('sandbox-checkout');

/** The plan card's total available tokens on /usage. */
async function totalAvailable(page: Page) {
  await page.goto('/usage');
  const card = page.getByRole('region', { name: 'Your Plan' });
  await expect(card).toBeVisible();
  return card.locator('dt', { hasText: 'Total available' }).locator('xpath=following-sibling::dd');
}

test.describe.configure({ mode: 'serial' });

test('buys the 500K pack in the sandbox: success toast, redirect to /profile, new balance on /usage', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('pack'), 'Nita Desai');
  await expect(await totalAvailable(page)).toHaveText('10,000');

  await page.goto('/payment?pack=pack_500k');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Nita Desai');
  await page.getByRole('button', { name: 'Pay ₹599' }).click();
  await expect(sheet(page)).toContainText('SANDBOX');
  await sheet(page).getByTestId('sandbox-success').click();
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment completed successfully!' })).toBeVisible();
  await expect(page.getByText('You now have access to 500K Tokens').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await expect(await totalAvailable(page)).toHaveText('5,10,000');
});

test('a failed sandbox payment shows the Payment Error banner and credits nothing; cancel is only a toast', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('fail'), 'Hetal Joshi');
  await page.goto('/payment?pack=pack_50k');
  await page.getByRole('button', { name: 'Pay ₹79' }).click();
  await sheet(page).getByTestId('sandbox-failure').click();
  const banner = page.getByRole('alert').filter({ hasText: 'Payment Error' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Reason:');

  await page.getByRole('button', { name: 'Pay ₹79' }).click();
  await sheet(page).getByTestId('sandbox-cancel').click();
  await expect(sheet(page)).toHaveCount(0);
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹79' })).toBeEnabled();

  await expect(await totalAvailable(page)).toHaveText('10,000');
});

test('upgrades to Pro from /billing, then downloads the GST invoice of the payment', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('pro'), 'Mehul Shah');
  await page.goto('/billing');
  const pro = page.getByRole('article', { name: 'Pro' });
  await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await sheet(page).getByTestId('sandbox-success').click();
  await expect(page.getByText('Successfully upgraded to Pro!')).toBeVisible();

  const current = page.getByRole('region', { name: 'Current Plan' });
  await expect(current.getByText('₹29,999/year')).toBeVisible();
  await expect(current.getByRole('button', { name: 'Cancel Plan' })).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();

  const payments = page.getByRole('table');
  await expect(payments.getByText('Paid')).toBeVisible();
  const download = page.waitForEvent('download');
  await payments.getByRole('button', { name: /Download GST tax invoice/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await file.createReadStream();
  const head = await new Promise<string>((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())));
  expect(head).toBe('%PDF-');

  await page.goto('/usage');
  await expect(page.getByRole('region', { name: 'Your Plan' }).getByText('Pro', { exact: true })).toBeVisible();
});

test('Buy Tokens with ?return= brings the user back to where they were after paying', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('return'), 'Jignesh Patel');
  await page.goto('/payment?pack=pack_50k&return=%2Fusage');
  await page.getByRole('button', { name: 'Pay ₹79' }).click();
  await sheet(page).getByTestId('sandbox-success').click();
  await expect(page).toHaveURL(/\/usage$/);
  await expect(page.getByRole('region', { name: 'Your Plan' }).locator('dd').filter({ hasText: '60,000' })).toBeVisible();
});
