import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken } from '../support/sourcing.js';

/** A real public estimate (abstract sheets with their measurement sheet), as a buyer would upload it. */
const ESTIMATE = fileURLToPath(new URL('../fixtures/dev01_pwd_bridge_estimate.xls', import.meta.url));

test('a real multi-sheet estimate: the document says which sheets were skipped and why, the review filter narrows the table, and a row left out is included in one click', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpAndVerify(page, request, freshEmail('src-summary'));
  // Reading a 1.9 MB workbook holds more tokens than the free month's 10,000: a pack first (offline sandbox).
  await page.goto(`/payment?pack=pack_50k&return=${encodeURIComponent('/sourcing/app')}`);
  await page.getByRole('button', { name: 'Pay ₹79' }).click();
  await page.getByTestId('sandbox-checkout').getByTestId('sandbox-success').click();
  await expect(page).toHaveURL(/\/sourcing\/app$/);
  await page.getByRole('textbox', { name: 'Project Name' }).fill('Residence estimate');
  await page.getByRole('combobox', { name: /Location/ }).fill('Gandhinagar, Gujarat');
  await page.getByLabel('Upload Documents', { exact: true }).setInputFiles(ESTIMATE);
  await expect(page.getByRole('list', { name: 'Selected documents' }).getByText('dev01_pwd_bridge_estimate.xls')).toBeVisible();
  await page.getByRole('button', { name: 'Start Project' }).click();
  await expect(page).toHaveURL(/\/sourcing\/project\/\d+$/);
  const projectId = Number(page.url().split('/').pop());

  await page.getByRole('button', { name: 'Start Material Extraction' }).click();
  await expect(page.getByText(/Extracted \d+ materials? successfully!/)).toBeVisible({ timeout: 60_000 });

  // Under the document: what was read and what was skipped (the measurement sheet), in the server's words.
  const document = page.getByRole('listitem').filter({ hasText: 'dev01_pwd_bridge_estimate.xls' });
  await expect(document.getByText(/^Read sheet .*skipped .*\(measurements\)/)).toBeVisible();

  const token = await accessToken(page);
  const list = await page.request.get(`/api/sourcing/projects/${projectId}/materials`, { headers: { Authorization: `Bearer ${token}` } });
  const { materials } = (await list.json()) as { materials: { needs_review: boolean }[] };
  const toReview = materials.filter((m) => m.needs_review).length;
  expect(toReview).toBeGreaterThan(0);
  const rows = page.getByRole('textbox', { name: 'Material Name' });
  await expect(rows).toHaveCount(materials.length);

  const filter = page.getByRole('button', { name: `Needs review (${toReview})` });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(toReview);
  await filter.click();
  await expect(rows).toHaveCount(materials.length);

  // The rows left out (work items here) are listed under the document; one click includes one.
  const leftOut = document.locator('details');
  const count = Number((await leftOut.locator('summary').textContent())?.match(/^(\d+) rows? left out$/)?.[1]);
  expect(count).toBeGreaterThan(0);
  await leftOut.locator('summary').click();
  const include = leftOut.getByRole('button', { name: /^Include / }).first();
  const name = ((await include.getAttribute('aria-label')) ?? '').replace(/^Include /, '');
  await include.click();
  await expect(page.getByText(`Included: ${name}`)).toBeVisible();
  await expect(rows).toHaveCount(materials.length + 1);
  await expect(leftOut.locator('summary')).toHaveText(count === 1 ? /^$/ : `${count - 1} ${count - 1 === 1 ? 'row' : 'rows'} left out`);
});
