import { expect, type Page } from '@playwright/test';

/** A one-page PDF with a small bill of quantities in its text layer, written by hand. */
export const PDF = (() => {
  const lines = ['Bill of Quantities', '1 OPC 53 grade cement 500 Bags', '2 TMT bars Fe 500D 12 mm 8 MT'];
  const content = lines.map((line, i) => `BT /F1 12 Tf 50 ${780 - i * 24} Td (${line}) Tj ET`).join('\n');
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>endobj\n' +
      '4 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n' +
      `5 0 obj<</Length ${content.length}>>stream\n${content}\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
})();

/** The access token of the page's session (the refresh cookie, as the apps restore it). */
export async function accessToken(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/auth/refresh', { headers: { Origin: origin }, data: {} });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function createProjectThroughApi(page: Page, token: string, name: string, location: string) {
  const res = await page.request.post('/api/sourcing/projects', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name, location, documents: { name: 'boq.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { project_id: number }).project_id;
}

/** Creates a project with a document through /sourcing/app and returns its page's URL. */
export async function createProjectInForm(page: Page, name: string) {
  await page.goto('/sourcing/app');
  await page.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await page.getByRole('combobox', { name: /Location/ }).fill('Satellite, Ahmedabad');
  await page.getByLabel('Upload Documents', { exact: true }).setInputFiles({ name: 'boq.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: 'Selected documents' }).getByText('boq.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Start Project' }).click();
  await expect(page).toHaveURL(/\/sourcing\/project\/\d+$/);
  await expect(page.getByText('Project created successfully!')).toBeVisible();
}

/** Materials in three categories, as the sourcing specs add them to a project. */
export const SAMPLE_MATERIALS = [
  { name: 'OPC 53 grade cement', category: 'Cement', quantity: 400, unit: 'bags' },
  { name: 'TMT bars Fe 500D 12 mm', category: 'Steel & Metal', quantity: 6, unit: 'ton' },
  { name: 'River sand', category: 'Sand', quantity: 30, unit: 'brass' },
];

/** A project (through the API) with materials whose vendor discovery, one category each, has completed. */
export async function projectWithMaterialsAndVendors(page: Page, token: string, name: string, materials = SAMPLE_MATERIALS) {
  const auth = { Authorization: `Bearer ${token}` };
  const id = await createProjectThroughApi(page, token, name, 'Satellite, Ahmedabad');
  const byCategory = new Map<string, number[]>();
  for (const material of materials) {
    const res = await page.request.post(`/api/sourcing/projects/${id}/materials`, { headers: auth, data: material });
    expect(res.status()).toBe(201);
    const materialId = ((await res.json()) as { id: number }).id;
    byCategory.set(material.category, [...(byCategory.get(material.category) ?? []), materialId]);
  }
  const started = await page.request.post(`/api/sourcing/projects/${id}/discover-vendors`, {
    headers: auth,
    data: { categories: [...byCategory].map(([category, material_ids]) => ({ category, material_ids })) },
  });
  expect(started.status()).toBe(202);
  const { session_id } = (await started.json()) as { session_id: number };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/sourcing/vendor-search-sessions/${session_id}/status`, { headers: auth })).json()) as { status: string }).status, {
      timeout: 30_000,
    })
    .toBe('completed');
  return id;
}
