import { benchBoqWorkbook } from '@app/api';
import { expect, test } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken, createProjectInForm } from '../support/sourcing.js';

/* Extraction in the browser, with the real offline engine behind the real server. */
test('a project created with only a description extracts at once: materials stream into the table', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-describe'));
  await page.goto('/sourcing/app');
  await page.getByRole('textbox', { name: 'Project Name' }).fill('Bungalow at Bopal');
  await page.getByRole('combobox', { name: /Location/ }).fill('Bopal, Ahmedabad');
  await page
    .getByLabel('Project Description')
    .fill('G+1 bungalow. Need 400 bags OPC 53 grade cement, 6 MT TMT bars Fe 500D 12 mm and 30 brass river sand by March.');
  await page.getByRole('button', { name: 'Start Project' }).click();
  await expect(page).toHaveURL(/\/sourcing\/project\/\d+$/);
  await expect(page.getByText(/Extracted \d+ materials? successfully!/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Material Name' })).toHaveCount(3);
  await expect(page.getByText('Description, line 1').first()).toBeVisible();
  await expect(page.getByText('3 items')).toBeVisible();
});

test('a project created with a PDF: Start Material Extraction streams its rows, and a row opens the PDF at its line', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-pdf'));
  await createProjectInForm(page, 'PDF BOQ');
  await page.getByRole('button', { name: 'Start Material Extraction' }).click();
  await expect(page.getByText('Material extraction started!')).toBeVisible();
  await expect(page.getByText(/Extracted \d+ materials? successfully!/)).toBeVisible({ timeout: 30_000 });
  // How the engine splits this page into rows is its own business (tested with it); each row names its page.
  await expect(page.getByRole('textbox', { name: 'Material Name' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'boq.pdf · page 1' }).first().click();
  const viewer = page.getByRole('dialog', { name: 'boq.pdf' });
  await expect(viewer.locator('canvas[data-page="1"]')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.locator('.ui-pdf-highlight--active').first()).toBeVisible();
});

test('a spreadsheet run left and reopened mid-run shows every material exactly once', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-xlsx'));
  await page.goto('/sourcing/app');
  await page.getByRole('textbox', { name: 'Project Name' }).fill('Tower BOQ');
  await page.getByRole('combobox', { name: /Location/ }).fill('Vastrapur, Ahmedabad');
  await page.getByLabel('Upload Documents', { exact: true }).setInputFiles({
    name: 'boq.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await benchBoqWorkbook(300)),
  });
  await page.getByRole('button', { name: 'Start Project' }).click();
  await expect(page).toHaveURL(/\/sourcing\/project\/\d+$/);
  const projectUrl = page.url();
  const projectId = Number(projectUrl.split('/').pop());

  await page.getByRole('button', { name: 'Start Material Extraction' }).click();
  await expect(page.getByRole('textbox', { name: 'Material Name' }).first()).toBeVisible({ timeout: 30_000 });
  // Leave while materials are still arriving, then come back: the page resumes the same stream.
  await page.goto('/home');
  await page.goto(projectUrl);

  const token = await accessToken(page);
  let stored = 0;
  await expect
    .poll(
      async () => {
        const project = await page.request.get(`/api/sourcing/projects/${projectId}`, { headers: { Authorization: `Bearer ${token}` } });
        const { status } = (await project.json()) as { status: string };
        if (status !== 'ready') return status;
        const list = await page.request.get(`/api/sourcing/projects/${projectId}/materials`, { headers: { Authorization: `Bearer ${token}` } });
        stored = ((await list.json()) as { materials: unknown[] }).materials.length;
        return status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  expect(stored).toBeGreaterThan(200);
  await expect(page.getByText(`${stored} items`, { exact: true })).toBeVisible({ timeout: 30_000 });
  // The table mounts only the rows in view; it announces every row (and its header row) once.
  await expect(page.getByRole('table', { name: 'Materials' })).toHaveAttribute('aria-rowcount', String(stored + 1));
});
