import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL } from '../playwright.config.js';
import { DEMO, logIn, signUpAndVerify } from '../support/accounts.js';
import { textPdf } from '../support/text-pdf.js';

// Plain words no other test asks about, so the indexed note never answers another test's question.
const NOTE = [
  'Administrator upload check for the browser tests.',
  'This short note is uploaded by the documents screen test and listed afterwards.',
  'It has a text layer on its only page, so no page needs text recognition.',
];

test('an administrator uploads a PDF on /chat/documents and sees it listed as ready; another user gets no form', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(150_000);
  const title = `Upload check ${Date.now().toString(36)}`;
  await signUpAndVerify(page, request, ADMIN_EMAIL, 'Dina Shah');

  // The chat menu links an administrator to the screen, and a reload of its URL opens it again.
  await page.goto('/chat');
  await page.getByRole('button', { name: /Chat menu/ }).click();
  await page.getByRole('menuitem', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/chat\/documents$/);
  await page.reload();
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel(/PDF file/).setInputFiles({ name: 'upload-check.pdf', mimeType: 'application/pdf', buffer: await textPdf([title, ...NOTE]) });
  await form.getByLabel(/Title/).fill(title);
  await form.getByLabel('Kind').selectOption('document');
  await form.getByLabel('Standing').selectOption('secondary');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(`${title} uploaded`)).toBeVisible({ timeout: 60_000 });

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Ready', { timeout: 60_000 });
  await expect(row).toContainText('Our digest');
  const link = row.getByRole('link', { name: `Open ${title} in the PDF viewer (new tab)` });
  const pdf = await request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await page.screenshot({ path: 'artifacts/documents-admin.png', fullPage: true });

  // Someone not in ADMIN_EMAILS sees the list and the admin-only text, without the form or the menu link.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await context.newPage();
  await other.goto('/chat/documents');
  await expect(other).toHaveURL(/auth=login/);
  await logIn(other, DEMO.email, DEMO.password);
  await expect(other).toHaveURL(/\/chat\/documents$/);
  await expect(other.getByRole('note')).toHaveText('Only administrators can upload documents.');
  await expect(other.getByRole('row', { name: new RegExp(title) })).toContainText('Ready');
  await expect(other.getByRole('form')).toHaveCount(0);
  await other.goto('/chat');
  await other.getByRole('button', { name: /Chat menu/ }).click();
  await expect(other.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(other.getByRole('menuitem', { name: 'Documents' })).toHaveCount(0);
  await context.close();
});
