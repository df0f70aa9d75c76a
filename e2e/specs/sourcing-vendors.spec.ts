import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { codeFromOutbox, freshEmail, PASSWORD } from '../support/accounts.js';
import { accessToken, createProjectThroughApi } from '../support/sourcing.js';

/* Vendor discovery in the browser: the real server, its demo directory and its durable runs. */

interface ListedVendor {
  id: number;
  vendor_name: string;
  average_rating: number;
}

const MATERIALS = [
  { name: 'OPC 53 grade cement', category: 'Cement', quantity: 400, unit: 'bags' },
  { name: 'TMT bars Fe 500D 12 mm', category: 'Steel & Metal', quantity: 6, unit: 'ton' },
  { name: 'River sand', category: 'Sand', quantity: 30, unit: 'brass' },
];

/**
 * A verified user signed in in this browser context, made through the auth API (the sign-up
 * modal has its own tests): the verification answer sets the refresh cookie the app restores.
 */
async function signedIn(page: Page, request: APIRequestContext, stem: string) {
  const email = freshEmail(stem);
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const registered = await page.request.post('/api/auth/register', { headers: { Origin: origin }, data: { email, name: 'Ravi Patel', password: PASSWORD } });
  expect(registered.ok()).toBe(true);
  const code = await codeFromOutbox(request, email, 'verify_email');
  const verified = await page.request.post('/api/auth/verify-email', { headers: { Origin: origin }, data: { email, code } });
  expect(verified.ok()).toBe(true);
}

async function projectWithMaterials(page: Page, token: string) {
  const id = await createProjectThroughApi(page, token, 'Vendors tower', 'Satellite, Ahmedabad');
  for (const material of MATERIALS) {
    const res = await page.request.post(`/api/sourcing/projects/${id}/materials`, { headers: { Authorization: `Bearer ${token}` }, data: material });
    expect(res.status()).toBe(201);
  }
  return id;
}

/** The vendor ids the list shows, top to bottom. */
const shownIds = (page: Page) =>
  page
    .getByRole('list', { name: 'Vendors' })
    .locator('li.sr-vendor')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-vendor-id'))));

test('discovery streams vendors in; the list filters, sorts with the tie rule, and exports the filtered CSV', async ({ page, request }) => {
  // A long journey on a shared machine: sign-up, a discovery run, three filters, a sort and an export.
  test.setTimeout(180_000);
  await signedIn(page, request, 'src-vendors');
  const token = await accessToken(page);
  const projectId = await projectWithMaterials(page, token);
  const api = async (path: string) => {
    const res = await page.request.get(`/api/sourcing/projects/${projectId}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
    return res;
  };

  await page.goto(`/sourcing/project/${projectId}`);
  await page.getByRole('tab', { name: /Vendors/ }).click();
  await expect(page.getByRole('heading', { name: 'No Vendors Found' })).toBeVisible();

  await page.getByRole('button', { name: 'Find More Vendors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discover Vendors' });
  await expect(dialog.getByRole('checkbox', { name: 'Cement · 1 material' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Sand · 1 material' }).click();
  await dialog.getByRole('radio', { name: '10' }).check();
  await expect(dialog.getByRole('region', { name: 'Estimate' })).toContainText(/About [\d,]+ tokens/);
  await expect(dialog.getByRole('region', { name: 'Estimate' })).toContainText('₹');

  // The list reloads from the server when the run ends; rows on screen at that moment can only
  // have come from the stream (the list was empty), however fast the run was.
  let rowsAtReload: number | null = null;
  await page.route(
    (url) => url.pathname === `/api/sourcing/projects/${projectId}/vendors`,
    async (route) => {
      rowsAtReload ??= await page.locator('li.sr-vendor').count();
      await route.continue();
    },
  );
  await dialog.getByRole('button', { name: 'Start Discovery' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Starting vendor discovery...')).toBeVisible();
  const done = toasts.getByText(/Discovered \d+ vendors?!/);
  await expect(done).toBeVisible({ timeout: 30_000 });
  const discovered = Number(/\d+/.exec((await done.textContent()) ?? '')?.[0]);
  expect(discovered).toBeGreaterThan(3);
  // Rows arrived with the stream, before the list reloaded at the end.
  expect(rowsAtReload).toBeGreaterThan(0);

  // After completion the list and stats reload from the server.
  const all = (await (await api('/vendors?page_size=100')).json()) as { vendors: ListedVendor[]; total: number };
  expect(all.total).toBe(discovered);
  await expect(page.getByRole('region', { name: 'Vendor Overview' })).toContainText(String(discovered));
  await expect(page.getByRole('region', { name: 'Estimated Savings' })).toContainText('Estimate');
  await expect.poll(() => shownIds(page)).toEqual(all.vendors.slice(0, 20).map((v) => v.id));
  await expect(page.locator('li.sr-vendor').first().getByText('DEMO', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(`Vendors\\s*${discovered}`) })).toBeVisible();

  // Risk and category filters show what the server lists for them.
  await page.getByRole('combobox', { name: 'Risk' }).selectOption('low');
  const low = (await (await api('/vendors?risk=low')).json()) as { vendors: ListedVendor[] };
  await expect.poll(() => shownIds(page)).toEqual(low.vendors.map((v) => v.id));
  for (const badge of await page.locator('li.sr-vendor .sr-vendor__head').allTextContents()) expect(badge).toContain('Low Risk');
  await page.getByRole('combobox', { name: 'Risk' }).selectOption('');
  await page.getByRole('combobox', { name: 'Material Category' }).selectOption('Steel & Metal');
  const steel = (await (await api('/vendors?category=Steel+%26+Metal')).json()) as { vendors: ListedVendor[]; total: number };
  expect(steel.total).toBeGreaterThan(0);
  expect(steel.total).toBeLessThan(discovered);
  await expect.poll(() => shownIds(page)).toEqual(steel.vendors.map((v) => v.id));

  // Sort by rating: ratings with one decimal tie, and a tie is ordered by id, newest first.
  await page.getByRole('combobox', { name: 'Material Category' }).selectOption('');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
  const byRating = (await (await api('/vendors?sort=rating&page_size=100')).json()) as { vendors: ListedVendor[] };
  await expect.poll(() => shownIds(page)).toEqual(byRating.vendors.slice(0, 20).map((v) => v.id));
  const ties = byRating.vendors.slice(1).filter((v, i) => Math.abs(v.average_rating - byRating.vendors[i]!.average_rating) < 1e-9);
  expect(ties.length).toBeGreaterThan(0);
  byRating.vendors.slice(1).forEach((v, i) => {
    const before = byRating.vendors[i]!;
    expect(v.average_rating).toBeLessThanOrEqual(before.average_rating + 0.01);
    if (v.average_rating === before.average_rating) expect(v.id).toBeLessThan(before.id);
  });

  // Export CSV: the server's file for the current filters and order, downloaded with the session.
  await page.getByRole('combobox', { name: 'Risk' }).selectOption('medium');
  const medium = (await (await api('/vendors?risk=medium&sort=rating&page_size=100')).json()) as { total: number };
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = await readFile(await download.path(), 'utf8');
  const expected = await (await api('/vendors/export?risk=medium&sort=rating')).text();
  expect(csv).toBe(expected);
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^vendor_name,categories,suitability_score,trust_score,risk_level,/);
  expect(lines.length - 1).toBe(medium.total);
});

test("'Please select at least one material category' keeps the dialog open without starting", async ({ page, request }) => {
  await signedIn(page, request, 'src-vendors-none');
  const token = await accessToken(page);
  const projectId = await projectWithMaterials(page, token);
  await page.goto(`/sourcing/project/${projectId}`);
  await page.getByRole('tab', { name: /Vendors/ }).click();
  await page.getByRole('button', { name: 'Find More Vendors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discover Vendors' });
  // Two categories start ticked, so "Select all" is half-ticked: the first click ticks all, the second clears all.
  const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
  await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
  await selectAll.click();
  await expect(selectAll).toHaveAttribute('aria-checked', 'true');
  await selectAll.click();
  await expect(selectAll).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Start Discovery' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select at least one material category');
  const sessions = await page.request.get(`/api/sourcing/projects/${projectId}/search-sessions`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await sessions.json()) as { total_searches: number }).total_searches).toBe(0);
});
