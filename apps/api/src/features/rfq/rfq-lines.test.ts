import { rfqLineIndexes, rfqNoLinesMessage, ZRfq, ZRfqList } from '@app/sdk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { materials } from '../../db/schema/sourcing.js';
import { projectVendors } from '../../db/schema/vendors.js';
import { outboxOf } from '../auth/test-support.js';
import { extractPdf } from '../documents/index.js';
import { insertProject } from '../sourcing/test-support.js';
import { insertProjectVendor, ownerAndStranger, type CallApi } from './test-support.js';

describe('the lines each vendor is sent', () => {
  it('picks the lines in the categories a vendor supplies, or every line', () => {
    const lines = [{ category: 'Cement' }, { category: 'Tiles' }, { category: 'Plumbing' }, { category: 'Tiles' }];
    expect(rfqLineIndexes(['Tiles'], lines, false)).toEqual([1, 3]);
    expect(rfqLineIndexes(['Tiles', 'Cement'], lines, false)).toEqual([0, 1, 3]);
    expect(rfqLineIndexes(['Glass'], lines, false)).toEqual([]);
    expect(rfqLineIndexes(['Glass'], lines, true)).toEqual([0, 1, 2, 3]);
  });
});

describe('requests for quotation per vendor', () => {
  let t: TestApp;
  let call: CallApi;
  let projectId: number;
  let tiles: number;
  let cementSteel: number;

  beforeAll(async () => {
    let owner: { id: string };
    ({ t, call, owner } = await ownerAndStranger());
    projectId = await insertProject(t.database.db, owner.id, {
      name: 'Bopal Heights',
      location: 'Bopal, Ahmedabad, Gujarat',
    });
    await t.database.db.insert(materials).values([
      { projectId, name: 'OPC 53 cement', category: 'Cement', quantity: 800, unit: 'bags' },
      { projectId, name: 'Vitrified floor tiles 600x600', category: 'Tiles', quantity: 2400, unit: 'sqft' },
      { projectId, name: 'TMT bars Fe 500D 12 mm', category: 'Steel & Metal', quantity: 8, unit: 'MT' },
      { projectId, name: 'CPVC pipes 1 inch', category: 'Plumbing', quantity: 120, unit: 'm' },
      { projectId, name: 'Wall tiles 300x450', category: 'Tiles', quantity: 900, unit: 'sqft' },
    ]);
    tiles = await insertProjectVendor(t.database.db, projectId, { name: 'Rangoli Tiles', email: 'sales@rangoli-tiles.example.in', phone: '+91 98250 11111', categories: ['Tiles'] });
    cementSteel = await insertProjectVendor(t.database.db, projectId, { name: 'Sardar Cement & Steel', email: 'quotes@sardar.example.in', phone: null, categories: ['Cement', 'Steel & Metal'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a tiles supplier only the tile lines and a cement and steel supplier only theirs; the request lists who gets which', async () => {
    const res = await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [tiles, cementSteel] });
    expect(res.statusCode).toBe(201);
    const rfq = ZRfq.parse(res.json());
    expect(rfq.send_all_lines).toBe(false);
    // Plumbing is supplied by neither: it is not part of this request.
    expect(rfq.materials.map((m) => [m.line, m.name])).toEqual([
      [1, 'OPC 53 cement'],
      [2, 'Vitrified floor tiles 600x600'],
      [3, 'TMT bars Fe 500D 12 mm'],
      [4, 'Wall tiles 300x450'],
    ]);
    const [toTiles, toCement] = rfq.recipients;
    expect(toTiles).toMatchObject({ vendor_id: tiles, lines: [2, 4] });
    expect(toCement).toMatchObject({ vendor_id: cementSteel, lines: [1, 3] });
    expect(toTiles?.text).toContain('1. Vitrified floor tiles 600x600 (Tiles): 2,400 sqft');
    expect(toTiles?.text).toContain('2. Wall tiles 300x450 (Tiles): 900 sqft');
    for (const other of ['cement', 'TMT', 'CPVC']) expect(toTiles?.text).not.toContain(other);
    expect(toCement?.text).toContain('1. OPC 53 cement (Cement): 800 bags');
    expect(toCement?.text).toContain('2. TMT bars Fe 500D 12 mm (Steel & Metal): 8 MT');
    expect(toCement?.text).not.toContain('tiles');
    expect(new URL(toTiles?.whatsapp_url ?? '').searchParams.get('text')).toBe(toTiles?.text);
    expect(rfq.text).toContain('4. Wall tiles 300x450 (Tiles)');
    expect(rfq.text).not.toContain('CPVC');

    // Each e-mail carries the vendor's own lines.
    await expect
      .poll(async () => ZRfqList.parse((await call('GET', `/sourcing/projects/${projectId}/rfqs`)).json()).rfqs.find((r) => r.id === rfq.id)?.recipients.map((r) => r.email_status), { timeout: 30_000 })
      .toEqual(['sent', 'sent']);
    const [tileMail] = await outboxOf(t, 'sales@rangoli-tiles.example.in');
    expect(tileMail?.text).toBe(toTiles?.text);
    const [cementMail] = await outboxOf(t, 'quotes@sardar.example.in');
    expect(cementMail?.text).toBe(toCement?.text);

    // The PDF (the buyer's copy) says who was sent each line.
    const pdf = await extractPdf(new Uint8Array((await call('GET', rfq.pdf_path)).rawPayload));
    const text = pdf.pages.flatMap((p) => p.items.map((i) => i.text)).join(' ');
    for (const words of ['Sent to', 'Rangoli Tiles', 'Sardar Cement & Steel', 'Wall tiles 300x450']) expect(text).toContain(words);
    expect(text).not.toContain('CPVC');
  });

  it('sends every line to every vendor with "send all lines"', async () => {
    const rfq = ZRfq.parse((await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [tiles], send_all_lines: true })).json());
    expect(rfq.send_all_lines).toBe(true);
    expect(rfq.materials).toHaveLength(5);
    expect(rfq.recipients[0]?.lines).toEqual([1, 2, 3, 4, 5]);
    expect(rfq.recipients[0]?.text).toBe(rfq.text);
    expect(rfq.text).toContain('4. CPVC pipes 1 inch (Plumbing): 120 m');
  });

  it('refuses (422, naming them) vendors that supply none of the lines, marking no vendor as asked', async () => {
    const glass = await insertProjectVendor(t.database.db, projectId, { name: 'Crystal Glass House', categories: ['Glass'] });
    const res = await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [tiles, glass] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: rfqNoLinesMessage(['Crystal Glass House']), errors: [{ path: 'send_all_lines' }] });
    const [row] = await t.database.db.select().from(projectVendors).where(eq(projectVendors.id, glass));
    expect(row?.quoteRequestedAt).toBeNull();
    // With every line it goes.
    expect((await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [glass], send_all_lines: true })).statusCode).toBe(201);
  });
});
