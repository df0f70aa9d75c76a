import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken, createProjectThroughApi } from '../support/sourcing.js';

/* Requests for quotation and the AI Search history in the browser, on vendors a real discovery found. */

interface Recipient {
  vendor_id: number;
  vendor_name: string;
  email: string | null;
  emailed: boolean;
  email_status: 'queued' | 'sent' | 'failed' | null;
  whatsapp_url: string | null;
}

const MATERIALS = [
  { name: 'OPC 53 grade cement', category: 'Cement', quantity: 400, unit: 'bags' },
  { name: 'River sand', category: 'Sand', quantity: 30, unit: 'brass' },
];

/** A project with materials whose discovery (Cement and Sand, the dialog's defaults otherwise) has completed. */
async function projectWithDiscoveredVendors(page: Page, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const id = await createProjectThroughApi(page, token, 'Quotes tower', 'Satellite, Ahmedabad');
  const materialIds: Record<string, number> = {};
  for (const material of MATERIALS) {
    const res = await page.request.post(`/api/sourcing/projects/${id}/materials`, { headers: auth, data: material });
    expect(res.status()).toBe(201);
    materialIds[material.category] = ((await res.json()) as { id: number }).id;
  }
  const started = await page.request.post(`/api/sourcing/projects/${id}/discover-vendors`, {
    headers: auth,
    data: { categories: Object.entries(materialIds).map(([category, m]) => ({ category, material_ids: [m] })) },
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

test('requests quotes from discovered vendors: the e-mail reaches the outbox, the PDF downloads, and the vendors show Quote requested', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-rfq'));
  const token = await accessToken(page);
  const projectId = await projectWithDiscoveredVendors(page, token);

  await page.goto(`/sourcing/project/${projectId}`);
  await page.getByRole('tab', { name: /Vendors/ }).click();
  const rows = page.locator('li.sr-vendor');
  await expect(rows.first()).toBeVisible();
  const names = (await rows.locator('.sr-vendor__name').allTextContents()).slice(0, 3);
  for (const name of names) await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Request quotes (3 vendors)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Request Quotes' });
  await expect(dialog.getByText('3 vendors selected')).toBeVisible();
  await dialog.getByLabel('Required by').fill('2027-05-20');
  await dialog.getByLabel('Note to vendors (optional)').fill('Please quote delivered prices including GST.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();

  const result = page.getByRole('dialog', { name: 'Request Sent' });
  await expect(result).toBeVisible();
  // E-mails go out as jobs after the answer: wait until none is still queued.
  const auth = { Authorization: `Bearer ${token}` };
  const listRfqs = async () =>
    ((await (await page.request.get(`/api/sourcing/projects/${projectId}/rfqs`, { headers: auth })).json()) as {
      rfqs: { id: number; subject: string; text: string; recipients: Recipient[] }[];
    }).rfqs;
  await expect.poll(async () => (await listRfqs())[0]?.recipients.some((r) => r.email_status === 'queued'), { timeout: 30_000 }).toBe(false);
  const rfq = (await listRfqs())[0]!;
  expect(rfq.recipients.map((r) => r.vendor_name).sort()).toEqual([...names].sort());
  expect(rfq.text).toContain('1. OPC 53 grade cement (Cement): 400 bags');
  expect(rfq.text).toContain('Required by: 20 May 2027');

  // Every vendor with an address got the request in the outbox, replies going to the buyer.
  const emailed = rfq.recipients.filter((r) => r.emailed);
  expect(emailed.length).toBeGreaterThan(0);
  for (const r of emailed) {
    const outbox = (await (await request.get(`/api/dev/outbox?email=${encodeURIComponent(r.email!)}`)).json()) as { messages: { subject: string; text: string }[] };
    expect(outbox.messages.find((m) => m.subject === rfq.subject)?.text).toBe(rfq.text);
  }
  for (const r of rfq.recipients.filter((x) => x.whatsapp_url)) {
    const link = result.getByRole('link', { name: `Send on WhatsApp to ${r.vendor_name}` });
    await expect(link).toHaveAttribute('href', r.whatsapp_url!);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(new URL(r.whatsapp_url!).searchParams.get('text')).toBe(rfq.text);
  }

  const downloading = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rfq-${rfq.id}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await result.getByRole('button', { name: 'Done' }).click();
  const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());
  for (const name of names) {
    await expect(rows.filter({ has: page.getByRole('checkbox', { name }) }).getByText(`Quote requested ${today}`)).toBeVisible();
  }

  // The Requested Quotes panel shows each e-mail's state; a quote a vendor sent back is recorded there.
  const panel = page.getByRole('region', { name: 'Requested Quotes' });
  for (const r of emailed) await expect(panel.getByRole('listitem').filter({ hasText: r.vendor_name }).getByText('E-mailed')).toBeVisible();
  const quoted = rfq.recipients[0]!;
  await panel.getByRole('listitem').filter({ hasText: quoted.vendor_name }).getByRole('button', { name: 'Record quote' }).click();
  const record = page.getByRole('dialog', { name: 'Record Quote' });
  await record.getByLabel('Amount (₹)').fill('245000');
  await record.getByLabel('Valid until (optional)').fill('2027-06-30');
  await record.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page.getByText(`Quote from ${quoted.vendor_name} recorded`)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: quoted.vendor_name })).toContainText('Quoted ₹2,45,000');
  const project = (await (await page.request.get(`/api/sourcing/projects/${projectId}`, { headers: auth })).json()) as { quotes_count: number };
  expect(project.quotes_count).toBe(1);
});

test('the AI Search tab lists the discovery with its counters, status, place, materials and duration', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-ai-search'));
  const token = await accessToken(page);
  const projectId = await projectWithDiscoveredVendors(page, token);
  const history = (await (await page.request.get(`/api/sourcing/projects/${projectId}/search-sessions`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    sessions: { session_name: string; total_vendors_found: number; new_vendors_found: number }[];
  };
  const session = history.sessions[0]!;

  await page.goto(`/sourcing/project/${projectId}`);
  await page.getByRole('tab', { name: 'AI Search' }).click();
  const counter = (label: string) => page.locator('.sr-search-history__counter').filter({ hasText: label }).locator('dd');
  await expect(counter('Total Searches')).toHaveText('1');
  await expect(counter('Vendors Discovered')).toHaveText(String(session.total_vendors_found));
  await expect(counter('Material Categories')).toHaveText('2');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: session.session_name }) });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card).toContainText('within 25 km');
  await expect(card).toContainText('Materials searched: Cement, Sand');
  await expect(card.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(String(session.total_vendors_found));
  await expect(card.getByText('New', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(String(session.new_vendors_found));
  await expect(card.locator('.sr-session__duration')).toHaveText(/^\d+m \d+s$/);
  await expect(card.getByRole('button')).toHaveCount(0);
});
