import { QUOTE_AMOUNT_MESSAGE, QUOTE_NOT_REQUESTED_MESSAGE, ZProject, ZVendorList, ZVendorQuote, ZVendorQuoteList } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { materials } from '../../db/schema/sourcing.js';
import { insertProject } from '../sourcing/test-support.js';
import { insertProjectVendor, ownerAndStranger, type CallApi } from './test-support.js';

describe('received quotes', () => {
  let t: TestApp;
  let owner: { token: string; id: string };
  let other: { token: string; id: string };
  let call: CallApi;
  let projectId: number;
  let asked: number;
  let notAsked: number;
  let rfqId: number;

  beforeAll(async () => {
    ({ t, owner, other, call } = await ownerAndStranger());
    projectId = await insertProject(t.database.db, owner.id, { name: 'Bopal Tower' });
    await t.database.db.insert(materials).values({ projectId, name: 'TMT bars', category: 'Steel & Metal', quantity: 12, unit: 'tonnes' });
    asked = await insertProjectVendor(t.database.db, projectId, { name: 'Sardar Steel', categories: ['Steel & Metal'] });
    notAsked = await insertProjectVendor(t.database.db, projectId, { name: 'Never Asked Metals', categories: ['Steel & Metal'] });
    const rfq = await call('POST', `/sourcing/projects/${projectId}/rfqs`, { vendor_ids: [asked] });
    expect(rfq.statusCode).toBe(201);
    rfqId = rfq.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('records the quote of an asked vendor against its request, and the vendor, project and list show it', async () => {
    const res = await call('POST', `/sourcing/projects/${projectId}/quotes`, { vendor_id: asked, amount_rupees: 684500.5, valid_until: '2027-01-15', note: ' Delivered to site ' });
    expect(res.statusCode).toBe(201);
    const quote = ZVendorQuote.parse(res.json());
    expect(quote).toMatchObject({ project_id: projectId, vendor_id: asked, vendor_name: 'Sardar Steel', rfq_id: rfqId, amount_rupees: 684500.5, valid_until: '2027-01-15', note: 'Delivered to site' });

    const list = ZVendorQuoteList.parse((await call('GET', `/sourcing/projects/${projectId}/quotes`)).json());
    expect(list.quotes).toEqual([quote]);
    const project = ZProject.parse((await call('GET', `/sourcing/projects/${projectId}`)).json());
    expect(project.quotes_count).toBe(1);
    const vendors = ZVendorList.parse((await call('GET', `/sourcing/projects/${projectId}/vendors`)).json()).vendors;
    expect(vendors.find((v) => v.id === asked)?.quote_received).toBe(true);
    expect(vendors.find((v) => v.id === notAsked)?.quote_received).toBe(false);

    // A second quote (a revised offer) is kept too, newest first.
    t.clock.advance(1_000);
    const revised = ZVendorQuote.parse((await call('POST', `/sourcing/projects/${projectId}/quotes`, { vendor_id: asked, amount_rupees: 660000 })).json());
    expect(revised).toMatchObject({ valid_until: null, note: null });
    const again = ZVendorQuoteList.parse((await call('GET', `/sourcing/projects/${projectId}/quotes`)).json());
    expect(again.quotes.map((q) => q.id)).toEqual([revised.id, quote.id]);
    expect(ZProject.parse((await call('GET', `/sourcing/projects/${projectId}`)).json()).quotes_count).toBe(2);
  });

  it('refuses a quote from a vendor no request was sent to with 409 quote_not_requested', async () => {
    const res = await call('POST', `/sourcing/projects/${projectId}/quotes`, { vendor_id: notAsked, amount_rupees: 1000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'quote_not_requested', message: QUOTE_NOT_REQUESTED_MESSAGE });
  });

  it.each([
    ['a zero amount', { amount_rupees: 0 }],
    ['a negative amount', { amount_rupees: -5 }],
    ['fractions of a paisa', { amount_rupees: 10.555 }],
    ['an amount as text', { amount_rupees: '1000' }],
  ])('refuses %s with 400 and the amount message', async (_name, body) => {
    const res = await call('POST', `/sourcing/projects/${projectId}/quotes`, { vendor_id: asked, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request', errors: [expect.objectContaining({ message: QUOTE_AMOUNT_MESSAGE })] });
  });

  it('refuses a validity that is not a date with 400', async () => {
    const res = await call('POST', `/sourcing/projects/${projectId}/quotes`, { vendor_id: asked, amount_rupees: 10, valid_until: '15/01/2027' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });

  it("answers 404 for another user's project and for a vendor of another project", async () => {
    const foreign = await call('POST', `/sourcing/projects/${projectId}/quotes`, { vendor_id: asked, amount_rupees: 10 }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found' });
    expect((await call('GET', `/sourcing/projects/${projectId}/quotes`, undefined, other.token)).statusCode).toBe(404);
    const otherProject = await insertProject(t.database.db, other.id, { name: 'Elsewhere' });
    const otherVendor = await insertProjectVendor(t.database.db, otherProject);
    const res = await call('POST', `/sourcing/projects/${projectId}/quotes`, { vendor_id: otherVendor, amount_rupees: 10 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: `Vendors not found in this project: ${otherVendor}` });
  });
});
