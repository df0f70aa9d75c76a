import { RFQ_NO_MATERIALS_MESSAGE, ZRfq, ZRfqList } from '@app/sdk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials } from '../../db/schema/sourcing.js';
import { users } from '../../db/schema/users.js';
import { projectVendors } from '../../db/schema/vendors.js';
import { outboxOf } from '../auth/test-support.js';
import { extractPdf } from '../documents/index.js';
import { insertProject } from '../sourcing/test-support.js';
import type { TestApp } from '../../../test/app.js';
import { insertProjectVendor, ownerAndStranger, type CallApi } from './test-support.js';

describe('requests for quotation', () => {
  let t: TestApp;
  let owner: { token: string; id: string; email: string };
  let other: { token: string; id: string };
  let call: CallApi;
  let projectId: number;

  beforeAll(async () => {
    ({ t, owner, other, call } = await ownerAndStranger());
    await t.database.db.update(users).set({ company: 'Patel Builders', phone: '+91 99099 00000' }).where(eq(users.id, owner.id));
    projectId = await insertProject(t.database.db, owner.id, {
      name: 'Shela Villas',
      location: 'Shela, Ahmedabad, Gujarat',
      requiredByDate: '2027-02-01',
    });
    await t.database.db.insert(materials).values([
      { projectId, name: 'OPC 53 cement', category: 'Cement', quantity: 1200, unit: 'bags', specifications: { grade: '53', brand: 'UltraTech' }, notes: 'Fresh stock' },
      { projectId, name: 'સિમેન્ટ બ્લોક', category: 'Bricks & Blocks', quantity: null, unit: 'nos', source: 'extracted', confidence: 0.5 },
      { projectId, name: 'रेत', category: 'Sand', quantity: 30.5, unit: 'brass' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('e-mails the request to vendors with an address, links WhatsApp for those with a phone, and marks them as asked', async () => {
    const both = await insertProjectVendor(t.database.db, projectId, { name: 'Shree Cement Traders', email: 'sales@shree.example.in', phone: '079 2656 1234' });
    const mailOnly = await insertProjectVendor(t.database.db, projectId, { name: 'Mail Only', email: 'quotes@mailonly.example.in', phone: null });
    const phoneOnly = await insertProjectVendor(t.database.db, projectId, { name: 'Phone Only', email: null, phone: '+91 98250 55555' });

    // Every line to every vendor here; per-vendor lines are rfq-lines.test.ts's.
    const res = await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [both, mailOnly, phoneOnly], message: 'Delivered prices please.', send_all_lines: true });
    expect(res.statusCode).toBe(201);
    const rfq = ZRfq.parse(res.json());
    expect(rfq).toMatchObject({ project_id: projectId, required_by_date: '2027-02-01', pdf_path: `/sourcing/rfqs/${rfq.id}/pdf` });
    expect(rfq.subject).toBe('Request for quotation: Shela Villas (Shela, Ahmedabad, Gujarat)');
    expect(rfq.text).toContain('1. OPC 53 cement (Cement): 1,200 bags');
    expect(rfq.text).toContain('2. સિમેન્ટ બ્લોક (Bricks & Blocks): quantity to confirm (nos)');
    expect(rfq.text).toContain('Required by: 1 February 2027');
    expect(rfq.text).toContain('Ravi Patel, Patel Builders requests a quotation');
    expect(rfq.text).toContain('Delivered prices please.');
    expect(rfq.text).toContain(owner.email);

    // The answer comes once the mails are queued; each is then sent by its own job.
    const whatsapp = (n: string) => `https://wa.me/${n}?text=${encodeURIComponent(rfq.text)}`;
    const all = { lines: [1, 2, 3], text: rfq.text };
    expect(rfq.recipients).toEqual([
      { vendor_id: both, vendor_name: 'Shree Cement Traders', email: 'sales@shree.example.in', emailed: expect.any(Boolean), email_status: expect.stringMatching(/^(queued|sent)$/), whatsapp_url: whatsapp('917926561234'), ...all },
      { vendor_id: mailOnly, vendor_name: 'Mail Only', email: 'quotes@mailonly.example.in', emailed: expect.any(Boolean), email_status: expect.stringMatching(/^(queued|sent)$/), whatsapp_url: null, ...all },
      { vendor_id: phoneOnly, vendor_name: 'Phone Only', email: null, emailed: false, email_status: null, whatsapp_url: whatsapp('919825055555'), ...all },
    ]);
    expect(rfq.send_all_lines).toBe(true);
    expect(rfq.materials.map((m) => [m.line, m.category])).toEqual([
      [1, 'Cement'],
      [2, 'Bricks & Blocks'],
      [3, 'Sand'],
    ]);
    expect(new URL(rfq.recipients[0]?.whatsapp_url ?? '').searchParams.get('text')).toBe(rfq.text);

    await expect
      .poll(async () => ZRfqList.parse((await call('GET', `/sourcing/projects/${projectId}/rfqs`)).json()).rfqs.find((r) => r.id === rfq.id)?.recipients.map((r) => [r.email_status, r.emailed]), { timeout: 30_000 })
      .toEqual([
        ['sent', true],
        ['sent', true],
        [null, false],
      ]);
    const [mail] = await outboxOf(t, 'sales@shree.example.in');
    expect(mail).toMatchObject({ subject: rfq.subject, text: rfq.text, purpose: 'rfq' });
    expect(await outboxOf(t, 'quotes@mailonly.example.in')).toHaveLength(1);

    const rows = await t.database.db.select().from(projectVendors).where(eq(projectVendors.projectId, projectId));
    for (const row of rows) expect(row.quoteRequestedAt?.toISOString()).toBe(rfq.created_at);
  });

  it("takes the body's required-by date over the project's", async () => {
    const vendor = await insertProjectVendor(t.database.db, projectId);
    const rfq = ZRfq.parse((await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [vendor], required_by_date: '2027-03-10' })).json());
    expect(rfq.required_by_date).toBe('2027-03-10');
    expect(rfq.text).toContain('Required by: 10 March 2027');
  });

  it('lists the requests newest first', async () => {
    const vendor = await insertProjectVendor(t.database.db, projectId);
    t.clock.advance(60_000);
    const newest = ZRfq.parse((await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [vendor] })).json());
    const list = ZRfqList.parse((await call('GET', `/sourcing/projects/${projectId}/rfqs`)).json());
    expect(list.rfqs[0]?.id).toBe(newest.id);
    const times = list.rfqs.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('serves the request as a PDF attachment with the materials table, Gujarati and Hindi names included', async () => {
    const vendor = await insertProjectVendor(t.database.db, projectId);
    const rfq = ZRfq.parse((await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [vendor], send_all_lines: true })).json());
    const res = await call('GET', rfq.pdf_path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rfq-${rfq.id}.pdf"`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await extractPdf(new Uint8Array(bytes));
    expect(pdf.pageCount).toBe(1);
    const text = pdf.pages.flatMap((p) => p.items.map((i) => i.text)).join(' ');
    for (const words of ['Request for Quotation', 'OPC 53 cement', 'quantity to confirm', 'Shela, Ahmedabad, Gujarat', '1 February 2027', 'grade: 53']) {
      expect(text).toContain(words);
    }
    // Devanagari comes back as written; Gujarati's pre-base vowel sign comes back in visual order.
    expect(text).toContain('रेत');
    expect(text).toContain('મેન્ટ');
    // The Gujarati and Devanagari faces are embedded only when a name needs them.
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/NotoSansGujarati/);
    expect(raw).toMatch(/NotoSansDevanagari/);
  });

  it("answers 404 for another user's project, request and PDF", async () => {
    const vendor = await insertProjectVendor(t.database.db, projectId);
    const rfq = ZRfq.parse((await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [vendor] })).json());
    expect((await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [vendor] }, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/sourcing/projects/${projectId}/rfqs`, undefined, other.token)).statusCode).toBe(404);
    const pdf = await call('GET', rfq.pdf_path, undefined, other.token);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json<{ message: string }>().message).toBe('Request for quotation not found');
    expect((await call('GET', '/sourcing/rfqs/999999/pdf')).statusCode).toBe(404);
  });

  it("answers 404 naming the vendor ids that are unknown or another project's", async () => {
    const otherProject = await insertProject(t.database.db, owner.id, { materials: 1 });
    const elsewhere = await insertProjectVendor(t.database.db, otherProject);
    const mine = await insertProjectVendor(t.database.db, projectId);
    const res = await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [mine, elsewhere, 987654] });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(`Vendors not found in this project: ${elsewhere}, 987654`);
    const row = (await t.database.db.select().from(projectVendors).where(eq(projectVendors.id, mine)))[0];
    expect(row?.quoteRequestedAt).toBeNull();
  });

  it('answers 409 with the spec message for a project without materials', async () => {
    const empty = await insertProject(t.database.db, owner.id);
    const vendor = await insertProjectVendor(t.database.db, empty);
    const res = await call('POST', `/sourcing/projects/${empty}/rfqs`, { vendor_ids: [vendor] });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(RFQ_NO_MATERIALS_MESSAGE);
  });

  it('refuses bad bodies with 400 and the contract messages', async () => {
    const none = await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'invalid_request', message: 'Please select at least one vendor' });
    const tooMany = await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: Array.from({ length: 51 }, (_, i) => i + 1) });
    expect(tooMany.json()).toMatchObject({ code: 'invalid_request', message: 'Please select at most 50 vendors' });
    const badDate = await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [1], required_by_date: '31/12/2027' });
    expect(badDate.statusCode).toBe(400);
  });
});
