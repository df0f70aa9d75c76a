import { benchBoqWorkbook } from '@app/api';
import { expect, test } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken } from '../support/sourcing.js';

/** Rows of the first user's workbook: its run keeps the slot busy for ~6 s here (measured), twice what the queued page needs. */
const ROWS = 8_000;

/*
 * Fair queues (issue 26, point 3): the server runs one extraction at a time. Another user's
 * large workbook holds that slot; a run started meanwhile waits in line, shows its place, and
 * starts — its progress, then its materials — once the slot frees.
 */
test("a run queued behind another user's shows its place in line and starts once the slot frees", async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const other = await (await browser.newContext()).newPage();
  await signUpAndVerify(other, request, freshEmail('src-queue-first'));
  const auth = { Authorization: `Bearer ${await accessToken(other)}` };
  // The second user has the form filled before the first user's run starts.
  await signUpAndVerify(page, request, freshEmail('src-queue-second'));
  await page.goto('/sourcing/app');
  await page.getByRole('textbox', { name: 'Project Name' }).fill('Row house at Bopal');
  await page.getByRole('combobox', { name: /Location/ }).fill('Bopal, Ahmedabad');
  await page.getByLabel('Project Description').fill('Need 400 bags OPC 53 grade cement and 30 brass river sand.');

  const created = await other.request.post('/api/sourcing/projects', {
    headers: auth,
    multipart: {
      name: 'Large BOQ',
      location: 'Vastrapur, Ahmedabad',
      documents: {
        name: 'boq.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await benchBoqWorkbook(ROWS)),
      },
    },
  });
  expect(created.status()).toBe(201);
  const firstId = ((await created.json()) as { project_id: number }).project_id;
  const firstStatus = async () => ((await (await other.request.get(`/api/sourcing/projects/${firstId}`, { headers: auth })).json()) as { status: string }).status;
  expect((await other.request.post(`/api/sourcing/projects/${firstId}/extract-materials`, { headers: auth })).status()).toBe(202);
  await expect.poll(firstStatus, { timeout: 30_000 }).toMatch(/parsing_documents|ai_analyzing_materials|extracting/);

  // Meanwhile the second user starts a project: its run waits for the slot, in line.
  await page.getByRole('button', { name: 'Start Project' }).click();
  await expect(page).toHaveURL(/\/sourcing\/project\/\d+$/);
  await expect(page.getByText('Queued — #1 in line. It starts as soon as the server is free.')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await firstStatus()).not.toBe('ready');

  // The first run ends; the queued one starts and streams its materials.
  await expect.poll(firstStatus, { timeout: 90_000 }).toBe('ready');
  await expect(page.getByText(/Extracted \d+ materials? successfully!/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Queued — #\d+ in line/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Material Name' })).toHaveCount(2);
});
