import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken } from '../support/sourcing.js';

/**
 * Prices before metered jobs (issue 28, point 1), as a new free account sees them: the extraction
 * and discovery prices are the server's estimates, shown before the start, and the settled charge
 * is never above the price shown.
 */

/** A real one-sheet insulation enquiry (shared/realworld-boq dev10), small enough for the free month. */
const ENQUIRY = fileURLToPath(new URL('../fixtures/dev10_insulation_enquiry_simple.xlsx', import.meta.url));

/** "About 1,234 tokens" (or "about 1,23,456 tokens") → 1234. */
async function tokensIn(locator: Locator, pattern: RegExp): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const digits = pattern.exec(text)?.[1];
  expect(digits, `a price in "${text}"`).toBeDefined();
  return Number(digits?.replace(/,/g, ''));
}

const ABOUT = /about ([\d,]+) tokens/i;

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test('a new free account sees the price of extraction and of discovery before starting, and is never charged more', async ({ page, request }) => {
  // Sign-up, a real workbook's run, /usage and a discovery estimate on a shared machine.
  test.setTimeout(150_000);
  await signUpAndVerify(page, request, freshEmail('src-prices'));
  const token = await accessToken(page);

  // The description-only form: its run starts with the project, so the price is shown as typed.
  await page.goto('/sourcing/app');
  await page.getByRole('textbox', { name: 'Project Name' }).fill('Clean room insulation');
  await page.getByRole('combobox', { name: /Location/ }).fill('Sanand, Ahmedabad');
  const description = 'Need 400 bags OPC 53 grade cement and 30 brass river sand.';
  await page.getByLabel('Project Description').fill(description);
  const descriptionPrice = page.getByText(/^Extraction starts when the project is created: about [\d,]+ tokens, never more\.$/);
  await expect(descriptionPrice).toBeVisible();
  const described = await api<{ tokens: number }>(page, token, 'POST', '/sourcing/extraction-estimate', { project_description: description });
  expect(described.tokens).toBeGreaterThan(0);
  expect(await tokensIn(descriptionPrice, ABOUT)).toBe(described.tokens);

  // With a document the run waits for the project page, which prices it from the rows read.
  await page.getByLabel('Project Description').fill('');
  await expect(descriptionPrice).toHaveCount(0);
  await page.getByLabel('Upload Documents', { exact: true }).setInputFiles(ENQUIRY);
  await expect(page.getByRole('list', { name: 'Selected documents' }).getByText('dev10_insulation_enquiry_simple.xlsx')).toBeVisible();
  await expect(page.getByText(/^Extraction does not start yet: the project page shows its price/)).toBeVisible();
  await page.getByRole('button', { name: 'Start Project' }).click();
  await expect(page).toHaveURL(/\/sourcing\/project\/\d+$/);
  const projectId = Number(page.url().split('/').pop());

  // The price before the start is the server's estimate, with its margin stated.
  const estimate = await api<{ tokens: number; margin_percent: number }>(page, token, 'GET', `/sourcing/projects/${projectId}/extraction-estimate`);
  expect(estimate.tokens).toBeGreaterThan(0);
  const price = page.locator('#sr-extraction-price');
  await expect(price.getByText(/^About [\d,]+ tokens$/)).toBeVisible();
  expect(await tokensIn(price, ABOUT)).toBe(estimate.tokens);
  await expect(price).toContainText(
    `Priced from the rows and pages to be read, plus ${estimate.margin_percent} %. You are never charged more, and nothing if the extraction fails.`,
  );
  // The start button names its price for a screen reader.
  await expect(page.getByRole('button', { name: 'Start Material Extraction' })).toHaveAttribute('aria-describedby', 'sr-extraction-price');

  await page.getByRole('button', { name: 'Start Material Extraction' }).click();
  await expect(page.getByText(/Extracted \d+ materials? successfully!/)).toBeVisible({ timeout: 60_000 });

  // The ledger: one extraction, charged, never above the price shown.
  interface Operation {
    operation_type: string;
    tokens_used: number;
    charged: boolean;
    project_name: string | null;
  }
  let extraction: Operation | undefined;
  await expect
    .poll(async () => {
      const history = await api<{ operations: Operation[] }>(page, token, 'GET', '/usage/history?operation_type=material_extraction');
      extraction = history.operations.find((op) => op.project_name === 'Clean room insulation');
      return extraction?.charged ?? false;
    })
    .toBe(true);
  const settled = extraction?.tokens_used ?? Number.NaN;
  expect(settled).toBeGreaterThan(0);
  expect(settled).toBeLessThanOrEqual(estimate.tokens);

  // /usage shows the same charge.
  await page.goto('/usage');
  const row = page.getByRole('row').filter({ hasText: 'Material Extraction' }).filter({ hasText: 'Clean room insulation' });
  await expect(row).toHaveCount(1);
  const shown = await tokensIn(row.locator('td[data-label="Tokens"]'), /^([\d,]+)$/);
  expect(shown).toBe(settled);
  expect(shown).toBeLessThanOrEqual(estimate.tokens);

  // Vendor discovery: the dialog's price for its default selection is the server's estimate of it.
  await page.goto(`/sourcing/project/${projectId}`);
  await page.getByRole('tab', { name: /Vendors/ }).click();
  await page.getByRole('button', { name: 'Find More Vendors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discover Vendors' });
  const region = dialog.getByRole('region', { name: 'Estimate' });
  await expect(region).toContainText(/About [\d,]+ tokens/);
  await expect(region).toHaveAttribute('aria-busy', 'false');
  const shownDiscovery = await tokensIn(region, ABOUT);

  // The default selection: the categories with the most materials are ticked, at the recommended vendors per category.
  const { categories } = await api<{ categories: { category: string; material_count: number; material_ids: number[] }[] }>(
    page,
    token,
    'GET',
    `/sourcing/projects/${projectId}/material-categories`,
  );
  expect(categories.length).toBeGreaterThan(0);
  const snapshot = await dialog.ariaSnapshot();
  const tickedCounts = [...snapshot.matchAll(/checkbox "[^"]+ · (\d+) materials?" \[checked\]/g)].map((m) => Number(m[1]));
  expect(tickedCounts.length).toBeGreaterThan(0);
  const chosen = [...categories].sort((a, b) => b.material_count - a.material_count).slice(0, tickedCounts.length);
  expect(tickedCounts.sort((a, b) => b - a)).toEqual(chosen.map((c) => c.material_count));
  const vendors = Number(/radio "(\d+)[^"]*" \[checked\]/.exec(snapshot)?.[1]);
  expect(vendors).toBeGreaterThan(0);
  const asked = { categories: chosen.map((c) => ({ category: c.category, material_ids: c.material_ids })), max_vendors_per_category: vendors };

  const server = await api<{ total_tokens: number }>(page, token, 'POST', '/sourcing/estimate-discovery-cost', asked);
  expect(server.total_tokens).toBeGreaterThan(0);
  expect(shownDiscovery).toBe(server.total_tokens);
});
