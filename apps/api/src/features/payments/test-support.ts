import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ZCreateOrderResponse, ZPaymentVerifyRequest } from '@app/sdk/contracts';
import type { TestApp } from '../../../test/app.js';
import { loadServerSecret } from '../auth/secrets.js';
import { orderById } from './store.js';
import { bearer } from '../auth/test-support.js';
import { type PaymentProvider, type ProviderPayment, sandboxProvider } from './provider.js';
import { checkoutSignature, hmacHex } from './signature.js';

let fakeOrders = 0;

/** A provider with Razorpay's shape that records what it was asked (no network); order ids are unique per process. */
export function fakeRazorpay() {
  const payments = new Map<string, ProviderPayment[]>();
  const created: { amountPaise: number; receipt: string; notes: Record<string, string> }[] = [];
  const provider: PaymentProvider = {
    mode: 'razorpay',
    sandbox: false,
    keyId: 'rzp_test_fake',
    keySecret: 'fake-key-secret',
    webhookSecret: 'fake-webhook-secret',
    async createOrder(input) {
      created.push(input);
      return { id: `order_fake${++fakeOrders}` };
    },
    fetchPayments: async (orderId) => payments.get(orderId) ?? [],
    fetchPayment: async (paymentId) => [...payments.values()].flat().find((payment) => payment.id === paymentId) ?? null,
  };
  return { provider, payments, created };
}

/** The sandbox's secrets as the running app derives them (same server secret). */
export async function sandboxSecrets(t: TestApp) {
  const provider = sandboxProvider(await loadServerSecret(t.database.db, undefined));
  return { keySecret: provider.keySecret, webhookSecret: provider.webhookSecret ?? '' };
}

export async function createPackOrder(t: TestApp, token: string, pack = 'pack_500k', amount = 599, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: bearer(token),
    payload: { amount, receipt: `rcpt_${Math.random().toString(36).slice(2, 10)}`, purchase_type: 'token_pack', token_pack_id: pack, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return ZCreateOrderResponse.parse(res.json()).order;
}

/** Checkout's success response for `paymentId`, signed the way the sandbox (or Razorpay) signs it. */
export async function signedPayment(t: TestApp, orderId: string, paymentId: string) {
  const { keySecret } = await sandboxSecrets(t);
  return ZPaymentVerifyRequest.parse({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(keySecret, orderId, paymentId),
  });
}

/**
 * A Razorpay-shaped `payment.captured` webhook delivery, signed over its raw body; it captures
 * the order's own amount in INR unless `captured` says otherwise.
 */
export async function capturedWebhook(
  t: TestApp,
  orderId: string,
  paymentId: string,
  eventId = `evt_${paymentId}`,
  captured: { amount?: number; currency?: string } = {},
) {
  const { webhookSecret } = await sandboxSecrets(t);
  const amount = captured.amount ?? (await orderById(t.database.db, orderId))?.amountPaise;
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: captured.currency ?? 'INR', status: 'captured' } } },
  });
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(webhookSecret, body), 'x-razorpay-event-id': eventId },
  };
}

export const postWebhook = (t: TestApp, delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: delivery.body, headers: delivery.headers });

/** The text of a PDF, page by page, read by pdf.js (as the documents feature reads uploads). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const require = createRequire(import.meta.url);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}
