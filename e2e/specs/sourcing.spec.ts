import { expect, test } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken, createProjectInForm, createProjectThroughApi } from '../support/sourcing.js';

test('a project created with a document lands on its page ready to extract; a wrong file is refused before sending', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-create'));
  await page.goto('/sourcing/app');
  await page.getByRole('button', { name: 'Start Project' }).click();
  await expect(page.getByText('Location is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Project Name' }).fill('Riverside Residency');
  await page.getByLabel('Upload Documents', { exact: true }).setInputFiles({ name: 'notes.rtf', mimeType: 'application/rtf', buffer: Buffer.from('cement') });
  await expect(page.getByText(/notes\.rtf: Invalid file type\. Please upload PDF/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Riverside Residency');

  await createProjectInForm(page, 'Riverside Residency');
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Residency' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Extract Materials' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Material Extraction' })).toBeVisible();
  await expect(page.getByText('boq.pdf')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Price Comparison/ })).toContainText('Coming Soon');
});

test('materials: add by hand, edit inline (saved on blur, kept after reload), delete after confirming', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-materials'));
  await createProjectInForm(page, 'Materials test');

  await page.getByRole('button', { name: 'Add Material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Material' });
  await dialog.getByRole('textbox', { name: /Material Name/ }).fill('OPC 53 grade cement');
  await dialog.getByRole('button', { name: 'Add Material' }).click();
  await expect(page.getByText('Material added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('450');
  await quantity.blur();
  await expect(page.getByText('Material updated!')).toBeVisible();
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('ton');
  await expect(page.getByText('Material updated!').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('450');
  await expect(page.getByRole('combobox', { name: 'Unit' })).toHaveValue('ton');

  await page.getByRole('button', { name: 'Delete OPC 53 grade cement' }).click();
  await expect(page.getByText('Are you sure you want to delete this material?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Material deleted successfully!')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
});

test("deleting a project needs 'delete' typed (any case), then goes home", async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-delete'));
  await createProjectInForm(page, 'To be deleted');
  const projectUrl = page.url();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  const confirm = dialog.getByRole('button', { name: 'Delete Project' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type delete to confirm' }).fill('DeLeTe');
  await confirm.click();
  await expect(page.getByText('Project deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(projectUrl);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});

test('/projects: 12 per page, page buttons, search on name, Project #id and location back on page 1', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-list'));
  const token = await accessToken(page);
  const ids: number[] = [];
  for (let i = 1; i <= 13; i++) ids.push(await createProjectThroughApi(page, token, `Tower ${i}`, i === 7 ? 'Vesu, Surat' : 'Bopal, Ahmedabad'));

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();
  await expect(page.getByText('Showing 13 of 13 projects')).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(12);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveText('Tower 1');

  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('surat');
  await expect(cards).toHaveText(['Tower 7']);
  await expect(page.getByText('Showing 1 of 13 projects')).toBeVisible();
  await search.fill(`project #${ids[2]}`);
  await expect(cards).toHaveText(['Tower 3']);
  await search.fill('Vadodara');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(cards).toHaveCount(12);
  await search.fill('tower 1');
  // Tower 1, 10, 11, 12, 13 — on page 1 again, with no pager.
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('navigation', { name: 'Project pages' })).toHaveCount(0);
});
