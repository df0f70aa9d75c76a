import { expect, test, type Page } from '@playwright/test';
import { codeFromOutbox, freshEmail, PASSWORD } from '../support/accounts.js';
import { createProjectThroughApi } from '../support/sourcing.js';

const MATERIALS = 2000;
/** Requests in flight at once while the materials are created. */
const PARALLEL = 16;

/** An account made and verified through the API (the sign-up modal has its own tests); the page's context is signed in. */
async function signUpThroughApi(page: Page, email: string) {
  const origin = { Origin: new URL(page.url()).origin };
  const registered = await page.request.post('/api/auth/register', { headers: origin, data: { email, name: 'Ravi Patel', password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const code = await codeFromOutbox(page.request, email, 'verify_email');
  const verified = await page.request.post('/api/auth/verify-email', { headers: origin, data: { email, code } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { access_token: string }).access_token;
}

async function createMaterials(page: Page, token: string, projectId: number, count: number) {
  const names = Array.from({ length: count }, (_, i) => `OPC 53 grade Ordinary Portland Cement, lot ${String(i + 1).padStart(4, '0')}`);
  for (let start = 0; start < count; start += PARALLEL) {
    const statuses = await Promise.all(
      names.slice(start, start + PARALLEL).map(async (name) => {
        const res = await page.request.post(`/api/sourcing/projects/${projectId}/materials`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { name, category: 'Cement', quantity: 10, unit: 'bags' },
        });
        return res.status();
      }),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
  }
}

test('a project with 2,000 materials shows its table with only the rows in view in the page, and scrolls to the last one', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/api/health');
  const token = await signUpThroughApi(page, freshEmail('src-large'));
  const projectId = await createProjectThroughApi(page, token, 'Large BOQ', 'Satellite, Ahmedabad');
  await createMaterials(page, token, projectId, MATERIALS);
  const list = await page.request.get(`/api/sourcing/projects/${projectId}/materials`, { headers: { Authorization: `Bearer ${token}` } });
  const { materials } = (await list.json()) as { materials: { id: number; name: string }[] };
  expect(materials).toHaveLength(MATERIALS);
  const [first, last] = [materials[0], materials.at(-1)];
  if (!first || !last) throw new Error('no materials listed');

  await page.goto(`/sourcing/project/${projectId}`);
  const table = page.getByRole('table', { name: 'Materials' });
  await expect(table).toBeVisible();
  // Every row is announced (the header and the 2,000 materials); few are in the page.
  await expect(table).toHaveAttribute('aria-rowcount', String(MATERIALS + 1));
  await expect(page.getByTestId(`material-${first.id}`).getByRole('textbox', { name: 'Material Name' })).toHaveValue(first.name);
  const rowsInPage = await table.locator('tr[data-testid^="material-"]').count();
  expect(rowsInPage).toBeGreaterThan(5);
  expect(rowsInPage).toBeLessThan(200);

  // Scrolled to the end (the table scrolls in its own box), the last material is there to read.
  const lastRow = page.getByTestId(`material-${last.id}`);
  const box = page.locator('.sr-materials__scroll');
  await box.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect(async () => {
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(lastRow).toBeInViewport({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(lastRow.getByRole('textbox', { name: 'Material Name' })).toHaveValue(last.name);
  await expect(lastRow).toHaveAttribute('aria-rowindex', String(MATERIALS + 1));
  await expect(page.getByTestId(`material-${first.id}`)).toHaveCount(0);
  expect(await table.locator('tr[data-testid^="material-"]').count()).toBeLessThan(200);

  // Its buttons still work at the far end: the edit dialog opens with the row's material.
  await lastRow.getByRole('button', { name: `Edit ${last.name}` }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /Material Name/ })).toHaveValue(last.name);
});
