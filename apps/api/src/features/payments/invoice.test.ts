import { GSTIN_CHECKSUM_MESSAGE, ZCheckoutOrder, ZErrorBody, ZPaymentList } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, freshIp, latestCode, post, registerUser } from '../auth/test-support.js';
import { pdfText, signedPayment } from './test-support.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A verified account whose profile has a name, a phone and a location. */
async function signUpWithProfile(extra: Record<string, unknown>) {
  const email = await registerUser(t, undefined, extra);
  const res = await post(t, '/api/auth/verify-email', { email, code: await latestCode(t, email) }, { ip: freshIp() });
  if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as { access_token: string }), email };
}

async function buyPackFromBilling(token: string, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions/purchase-tokens', headers: bearer(token), payload: { plan_code: 'pack_50k', ...body } });
  expect(res.statusCode, res.body).toBe(200);
  const order = ZCheckoutOrder.parse(res.json());
  const verified = await t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: bearer(token), payload: await signedPayment(t, order.razorpay_order_id, `pay_${order.razorpay_order_id.slice(-10)}`) });
  expect(verified.statusCode, verified.body).toBe(200);
  return order.razorpay_order_id;
}

async function invoiceText(token: string, orderId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/payments/${orderId}/invoice`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

async function invoiceNumbers(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(token) });
  return ZPaymentList.parse(res.json()).payments.map((p) => p.invoice_number);
}

describe('the invoice of a purchase', () => {
  it('made from /billing (no form) names the buyer from the profile: name, phone and address, the e-mail once', async () => {
    t.clock.set(new Date('2026-05-10T09:00:00Z'));
    const user = await signUpWithProfile({ name: 'Kiran Mehta', phone: '+91 98250 11111', location: 'Navrangpura, Ahmedabad' });
    const text = await invoiceText(user.access_token, await buyPackFromBilling(user.access_token));
    expect(text).toContain('Kiran Mehta');
    expect(text).toContain('Phone: +919825011111');
    expect(text).toContain('Address: Navrangpura, Ahmedabad');
    expect(text.split(user.email)).toHaveLength(2);
    expect(text).toContain('Place of supply: Gujarat (24)');
  });

  it('keeps what the buyer typed over the profile, and takes the place of supply from a registered buyer’s GSTIN', async () => {
    t.clock.set(new Date('2026-05-10T09:00:00Z'));
    const user = await signUpWithProfile({ name: 'Kiran Mehta', phone: '+91 98250 22222' });
    const orderId = await buyPackFromBilling(user.access_token, {
      buyer_name: 'Unique Builders LLP',
      buyer_gstin: '27aapfu0939f1zv',
      buyer_address: 'Bandra Kurla Complex, Mumbai 400051',
    });
    const text = await invoiceText(user.access_token, orderId);
    expect(text).toContain('Unique Builders LLP');
    expect(text).not.toContain('Kiran Mehta');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Address: Bandra Kurla Complex, Mumbai 400051');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST @ 18%');
  });

  it('is refused for a GSTIN whose check character is wrong, and for a place of supply that is not the GSTIN’s state', async () => {
    const user = await signUpWithProfile({});
    const order = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/subscriptions/purchase-tokens', headers: bearer(user.access_token), payload: { plan_code: 'pack_50k', buyer_address: 'Surat', ...body } });
    const wrongCheck = await order({ buyer_gstin: '27AAPFU0939F1ZW' });
    expect(wrongCheck.statusCode).toBe(400);
    expect(ZErrorBody.parse(wrongCheck.json()).message).toContain(GSTIN_CHECKSUM_MESSAGE);
    const mismatch = await order({ buyer_gstin: '24AAACC1206D1ZM', buyer_state: 'Maharashtra' });
    expect(mismatch.statusCode).toBe(400);
    expect(ZErrorBody.parse(mismatch.json()).message).toContain('The place of supply Maharashtra (27) is not the state of the GSTIN, Gujarat (24)');
    const freeText = await order({ buyer_state: 'Gujrat' });
    expect(freeText.statusCode).toBe(400);
    expect(ZErrorBody.parse(freeText.json()).message).toContain('Please choose a state or union territory from the list');
  });

  it('numbers invoices consecutively within a financial year and starts again at 1 in the next (Indian time)', async () => {
    t.clock.set(new Date('2027-03-31T10:00:00Z'));
    const march = await signUpWithProfile({});
    await buyPackFromBilling(march.access_token);
    await buyPackFromBilling(march.access_token);
    const [second, first] = await invoiceNumbers(march.access_token);
    expect(first).toMatch(/^GBA\/2627\/\d{6}$/);
    expect(Number(second?.slice(-6))).toBe(Number(first?.slice(-6)) + 1);
    // 19:00 UTC on 31 March is 1 April in India: financial year 2027-28, a new series.
    t.clock.set(new Date('2027-03-31T19:00:00Z'));
    const april = await signUpWithProfile({});
    await buyPackFromBilling(april.access_token);
    expect(await invoiceNumbers(april.access_token)).toEqual(['GBA/2728/000001']);
  });
});
