import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken, createProjectThroughApi, projectWithMaterialsAndVendors } from '../support/sourcing.js';

/* Requests for quotation and the AI Search history in the browser, on vendors a real discovery found. */

interface Recipient {
  vendor_id: number;
  vendor_name: string;
  email: string | null;
  emailed: boolean;
  email_status: 'queued' | 'sent' | 'failed' | null;
  whatsapp_url: string | null;
  /** The request's lines (from 1) this vendor was sent, and its own text. */
  lines: number[];
  text: string;
}

interface Rfq {
  id: number;
  subject: string;
  text: string;
  send_all_lines: boolean;
  materials: { line: number; name: string; category: string }[];
  recipients: Recipient[];
}

/** Cement and Sand: the discovery dialog's default categories for this project. */
const MATERIALS = [
  { name: 'OPC 53 grade cement', category: 'Cement', quantity: 400, unit: 'bags' },
  { name: 'River sand', category: 'Sand', quantity: 30, unit: 'brass' },
];

test('requests quotes from discovered vendors: the e-mail reaches the outbox, the PDF downloads, and the vendors show Quote requested', async ({ page, request }) => {
  await signUpAndVerify(page, request, freshEmail('src-rfq'));
  const token = await accessToken(page);
  const projectId = await projectWithMaterialsAndVendors(page, token, 'Quotes tower', MATERIALS);

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
  const listRfqs = async () => ((await (await page.request.get(`/api/sourcing/projects/${projectId}/rfqs`, { headers: auth })).json()) as { rfqs: Rfq[] }).rfqs;
  await expect.poll(async () => (await listRfqs())[0]?.recipients.some((r) => r.email_status === 'queued'), { timeout: 30_000 }).toBe(false);
  const rfq = (await listRfqs())[0]!;
  expect(rfq.recipients.map((r) => r.vendor_name).sort()).toEqual([...names].sort());
  expect(rfq.text).toContain('Required by: 20 May 2027');
  // Each vendor was sent the lines in the categories it supplies, numbered in its own text.
  for (const r of rfq.recipients) {
    expect(r.lines.length).toBeGreaterThan(0);
    r.lines.forEach((line, i) => {
      const m = rfq.materials.find((x) => x.line === line)!;
      expect(r.text).toContain(`${i + 1}. ${m.name} (${m.category})`);
    });
    expect(r.text).toContain('Required by: 20 May 2027');
  }

  // Every vendor with an address got its request in the outbox, replies going to the buyer.
  const emailed = rfq.recipients.filter((r) => r.emailed);
  expect(emailed.length).toBeGreaterThan(0);
  for (const r of emailed) {
    const outbox = (await (await request.get(`/api/dev/outbox?email=${encodeURIComponent(r.email!)}`)).json()) as { messages: { subject: string; text: string }[] };
    expect(outbox.messages.find((m) => m.subject === rfq.subject)?.text).toBe(r.text);
  }
  for (const r of rfq.recipients.filter((x) => x.whatsapp_url)) {
    const link = result.getByRole('link', { name: `Send on WhatsApp to ${r.vendor_name}` });
    await expect(link).toHaveAttribute('href', r.whatsapp_url!);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(new URL(r.whatsapp_url!).searchParams.get('text')).toBe(r.text);
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
  const projectId = await projectWithMaterialsAndVendors(page, token, 'Quotes tower', MATERIALS);
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

test('an RFQ to a tiles supplier carries only the tile lines, and "send all lines" sends every line', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signUpAndVerify(page, request, freshEmail('src-rfq-tiles'));
  const token = await accessToken(page);
  const auth = { Authorization: `Bearer ${token}` };
  const projectId = await createProjectThroughApi(page, token, 'Tiled tower', 'Satellite, Ahmedabad');
  const lines = [
    { name: 'OPC 53 grade cement', category: 'Cement', quantity: 400, unit: 'bags' },
    { name: 'Vitrified floor tiles 600x600', category: 'Tiles', quantity: 2400, unit: 'sqft' },
    { name: 'TMT bars Fe 500D 12 mm', category: 'Steel & Metal', quantity: 6, unit: 'ton' },
    { name: 'Ceramic wall tiles 300x450', category: 'Tiles', quantity: 900, unit: 'sqft' },
  ];
  for (const material of lines) expect((await page.request.post(`/api/sourcing/projects/${projectId}/materials`, { headers: auth, data: material })).status()).toBe(201);
  const started = await page.request.post(`/api/sourcing/projects/${projectId}/discover-vendors`, {
    headers: auth,
    data: { categories: [{ category: 'Tiles', material_ids: [] }], max_vendors_per_category: 3 },
  });
  expect(started.status()).toBe(202);
  const { session_id } = (await started.json()) as { session_id: number };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/sourcing/vendor-search-sessions/${session_id}/status`, { headers: auth })).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('completed');
  const vendors = ((await (await page.request.get(`/api/sourcing/projects/${projectId}/vendors?page_size=100`, { headers: auth })).json()) as {
    vendors: { id: number; vendor_name: string; email: string | null; materials_supplied: { material_category: string }[] }[];
  }).vendors;
  // A tiles supplier that supplies neither cement nor steel (tile shops may also sell marble or plumbing).
  const tiles = vendors.find((v) => {
    const supplied = v.materials_supplied.map((m) => m.material_category);
    return supplied.includes('Tiles') && !supplied.includes('Cement') && !supplied.includes('Steel & Metal') && v.email;
  });
  expect(tiles, 'a tiles supplier with an e-mail').toBeTruthy();
  const vendor = tiles!;

  await page.goto(`/sourcing/project/${projectId}`);
  await page.getByRole('tab', { name: /Vendors/ }).click();
  await page.getByRole('checkbox', { name: vendor.vendor_name }).check();
  await page.getByRole('button', { name: 'Request quotes (1 vendor)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Quotes' });
  const preview = dialog.getByRole('region', { name: 'What each vendor receives' });
  const own = preview.getByRole('list', { name: `Lines for ${vendor.vendor_name}` }).getByRole('listitem');
  await expect(own).toHaveText(['Vitrified floor tiles 600x600 (Tiles)', 'Ceramic wall tiles 300x450 (Tiles)']);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  const result = page.getByRole('dialog', { name: 'Request Sent' });
  await expect(result.getByText('2 lines')).toBeVisible();
  await result.getByRole('button', { name: 'Done' }).click();

  const listRfqs = async () => ((await (await page.request.get(`/api/sourcing/projects/${projectId}/rfqs`, { headers: auth })).json()) as { rfqs: Rfq[] }).rfqs;
  await expect.poll(async () => (await listRfqs())[0]?.recipients[0]?.email_status, { timeout: 30_000 }).toBe('sent');
  const [onlyTiles] = await listRfqs();
  expect(onlyTiles!.send_all_lines).toBe(false);
  expect(onlyTiles!.materials.map((m) => m.category)).toEqual(['Tiles', 'Tiles']);
  const outboxTexts = async () =>
    ((await (await request.get(`/api/dev/outbox?email=${encodeURIComponent(vendor.email!)}`)).json()) as { messages: { text: string }[] }).messages.map((m) => m.text);
  const tileMail = onlyTiles!.recipients[0]!.text;
  expect(await outboxTexts()).toContain(tileMail);
  expect(tileMail).toContain('1. Vitrified floor tiles 600x600 (Tiles): 2,400 sqft');
  expect(tileMail).toContain('2. Ceramic wall tiles 300x450 (Tiles): 900 sqft');
  expect(tileMail).not.toContain('cement');
  expect(tileMail).not.toContain('TMT');

  // "Send all lines": the same supplier gets every line.
  await page.getByRole('checkbox', { name: vendor.vendor_name }).check();
  await page.getByRole('button', { name: 'Request quotes (1 vendor)' }).click();
  await dialog.getByRole('checkbox', { name: 'Send all lines to every vendor' }).click();
  await expect(own).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(result.getByText('4 lines')).toBeVisible();
  await expect.poll(async () => (await listRfqs()).length).toBe(2);
  await expect.poll(async () => (await listRfqs())[0]?.recipients[0]?.email_status, { timeout: 30_000 }).toBe('sent');
  const [everything] = await listRfqs();
  expect(everything!.send_all_lines).toBe(true);
  expect(everything!.recipients[0]!.lines).toEqual([1, 2, 3, 4]);
  const allMail = everything!.recipients[0]!.text;
  expect(await outboxTexts()).toContain(allMail);
  expect(allMail).toContain('1. OPC 53 grade cement (Cement): 400 bags');
  expect(allMail).toContain('3. TMT bars Fe 500D 12 mm (Steel & Metal): 6 ton');
});
