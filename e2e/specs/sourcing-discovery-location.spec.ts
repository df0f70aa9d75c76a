import { expect, test, type Page } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken, createProjectThroughApi } from '../support/sourcing.js';

/*
 * Discovery searches where the user says (issue 30, point 3): the dialog's Search Location is the
 * new-project form's places search, and the picked place is the search centre. The server's demo
 * directory holds suppliers around Ahmedabad and around Rajkot (about 200 km apart); the project
 * is in Ahmedabad.
 */

const RAJKOT = { latitude: 22.3039, longitude: 70.8022 };
const AHMEDABAD = { latitude: 23.0225, longitude: 72.5714 };

interface SessionVendor {
  id: number;
  vendor_name: string;
  latitude: number | null;
  longitude: number | null;
  distance_km: number | null;
}

/** Great-circle distance in kilometres. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number | null; longitude: number | null }): number {
  const rad = Math.PI / 180;
  const dLat = ((b.latitude ?? 0) - a.latitude) * rad;
  const dLon = ((b.longitude ?? 0) - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos((b.latitude ?? 0) * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

async function tilesProjectInAhmedabad(page: Page, token: string) {
  const id = await createProjectThroughApi(page, token, 'Satellite towers', 'Satellite, Ahmedabad');
  const res = await page.request.post(`/api/sourcing/projects/${id}/materials`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Vitrified floor tiles 600x600', category: 'Tiles', quantity: 2400, unit: 'sqft' },
  });
  expect(res.status()).toBe(201);
  return id;
}

async function sessions(page: Page, token: string, projectId: number) {
  const res = await page.request.get(`/api/sourcing/projects/${projectId}/search-sessions`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total_searches: number; sessions: { id: number; session_name: string; location: string; search_radius_km: number; status: string }[] };
}

async function sessionVendors(page: Page, token: string, sessionId: number) {
  const res = await page.request.get(`/api/sourcing/vendor-search-sessions/${sessionId}/vendors?page_size=100`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { vendors: SessionVendor[] }).vendors;
}

async function openDiscovery(page: Page, projectId: number) {
  await page.goto(`/sourcing/project/${projectId}`);
  await page.getByRole('tab', { name: /Vendors/ }).click();
  await page.getByRole('button', { name: 'Find More Vendors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discover Vendors' });
  await expect(dialog.getByRole('checkbox', { name: 'Tiles · 1 material' })).toBeChecked();
  await dialog.getByRole('radio', { name: '3' }).check();
  return dialog;
}

test('discovery around a place picked in the dialog finds the vendors near that place, not near the project', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signUpAndVerify(page, request, freshEmail('src-disc-place'));
  const token = await accessToken(page);
  const projectId = await tilesProjectInAhmedabad(page, token);

  // The control: the project's own place (Ahmedabad) through the API.
  const control = await page.request.post(`/api/sourcing/projects/${projectId}/discover-vendors`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { categories: [{ category: 'Tiles', material_ids: [] }], project_lat: AHMEDABAD.latitude, project_lng: AHMEDABAD.longitude, city: 'Ahmedabad', max_vendors_per_category: 3 },
  });
  expect(control.status()).toBe(202);
  const controlId = ((await control.json()) as { session_id: number }).session_id;
  await expect.poll(async () => (await sessions(page, token, projectId)).sessions.find((s) => s.id === controlId)?.status, { timeout: 30_000 }).toBe('completed');
  const nearAhmedabad = await sessionVendors(page, token, controlId);
  expect(nearAhmedabad.length).toBeGreaterThan(0);
  for (const v of nearAhmedabad) expect(km(AHMEDABAD, v)).toBeLessThanOrEqual(25);

  const dialog = await openDiscovery(page, projectId);
  const location = dialog.getByRole('combobox', { name: 'Search Location' });
  await expect(location).toHaveValue('Ahmedabad');
  await location.fill('Rajk');
  await dialog.getByRole('option', { name: /Rajkot/ }).first().click();
  await expect(location).toHaveValue(/^Rajkot, Gujarat/);
  await expect(dialog.getByText('Vendors within 25 km of Rajkot (22.3039, 70.8022)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Discovery' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText(/Discovered \d+ vendors?!/)).toBeVisible({ timeout: 30_000 });

  const history = await sessions(page, token, projectId);
  const rajkot = history.sessions[0];
  expect(rajkot).toMatchObject({ location: 'Rajkot', session_name: 'Tiles near Rajkot', search_radius_km: 25, status: 'completed' });
  const nearRajkot = await sessionVendors(page, token, rajkot?.id ?? 0);
  expect(nearRajkot.length).toBeGreaterThan(0);
  for (const v of nearRajkot) {
    expect(km(RAJKOT, v)).toBeLessThanOrEqual(25);
    expect(km(AHMEDABAD, v)).toBeGreaterThan(100);
    expect(v.distance_km ?? 99).toBeLessThanOrEqual(25);
  }
  const ahmedabadIds = new Set(nearAhmedabad.map((v) => v.id));
  expect(nearRajkot.some((v) => ahmedabadIds.has(v.id))).toBe(false);

  // The search history shows the place and states the radius in words.
  await page.getByRole('tab', { name: 'AI Search' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Tiles near Rajkot' }) });
  await expect(card).toContainText('within 25 km of Rajkot');
});

test('a typed place that cannot be found is said so in the dialog; a typed name that can is searched around', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpAndVerify(page, request, freshEmail('src-disc-typed'));
  const token = await accessToken(page);
  const projectId = await tilesProjectInAhmedabad(page, token);

  const dialog = await openDiscovery(page, projectId);
  const location = dialog.getByRole('combobox', { name: 'Search Location' });
  await location.fill('Atlantis');
  await expect(dialog.getByText('“Atlantis” is looked up when you start: vendors within 25 km of it. Pick a suggestion to be sure of the place.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Discovery' }).click();
  await expect(dialog.getByText('We could not find “Atlantis”. Choose a place from the suggestions.')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await sessions(page, token, projectId)).total_searches).toBe(0);

  // A name typed in full, without picking a suggestion, is looked up by the server.
  await location.fill('Rajkot');
  await dialog.getByRole('button', { name: 'Start Discovery' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await sessions(page, token, projectId)).sessions[0]?.status, { timeout: 30_000 }).toBe('completed');
  const [session] = (await sessions(page, token, projectId)).sessions;
  expect(session).toMatchObject({ location: 'Rajkot', session_name: 'Tiles near Rajkot' });
  for (const v of await sessionVendors(page, token, session?.id ?? 0)) expect(km(RAJKOT, v)).toBeLessThanOrEqual(25);
});
