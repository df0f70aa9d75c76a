import { randomBytes } from 'node:crypto';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE, type TPaymentMode } from '@app/sdk/contracts';
import Razorpay from 'razorpay';
import type { PaymentsConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { hmacHex } from './signature.js';

export interface ProviderOrder {
  id: string;
}

/** A payment as the provider reports it (verify, and reconciliation of a pending order). */
export interface ProviderPayment {
  id: string;
  status: string;
  orderId: string;
  /** What it took: integer paise, and the currency (orders are INR). */
  amountPaise: number;
  currency: string;
}

/**
 * Where orders are made and who signs checkout callbacks and webhooks: Razorpay with the
 * configured keys, or the offline sandbox with secrets derived from the server secret (so a
 * restart or a second instance verifies the same signatures).
 */
export interface PaymentProvider {
  /** `unconfigured`: nothing can be bought (production without keys or sandbox). */
  mode: TPaymentMode;
  sandbox: boolean;
  /** The public key checkout is opened with. */
  keyId: string;
  /** Signs checkout's `order_id|payment_id`. */
  keySecret: string;
  /** Signs webhook bodies; undefined when Razorpay's webhook secret is not configured. */
  webhookSecret: string | undefined;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  fetchPayments(orderId: string): Promise<ProviderPayment[]>;
  /** One payment by id; null when the provider has no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
}

export function razorpayProvider(keys: NonNullable<PaymentsConfig['razorpay']>): PaymentProvider {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    mode: 'razorpay',
    sandbox: false,
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id };
    },
    async fetchPayments(orderId) {
      const page = await client.orders.fetchPayments(orderId);
      return page.items.map(fromRazorpay);
    },
    async fetchPayment(paymentId) {
      try {
        return fromRazorpay(await client.payments.fetch(paymentId));
      } catch (error) {
        // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR ("The id provided does not exist").
        if ((error as { statusCode?: number }).statusCode === 400) return null;
        throw error;
      }
    },
  };
}

const fromRazorpay = (payment: { id: string; status: string; order_id: string; amount: number | string; currency: string }): ProviderPayment => ({
  id: payment.id,
  status: payment.status,
  orderId: payment.order_id,
  amountPaise: Number(payment.amount),
  currency: payment.currency,
});

/** A payment the sandbox captured, kept until the process ends (for reconciliation). */
export interface SandboxProvider extends PaymentProvider {
  /** Records a captured payment of the order's full amount and returns its id. */
  capture(order: { id: string; amountPaise: number }): string;
}

export function sandboxProvider(serverSecret: string): SandboxProvider {
  const captured = new Map<string, ProviderPayment[]>();
  const id = (prefix: string) => `${prefix}_sbx${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
  return {
    mode: 'sandbox',
    sandbox: true,
    keyId: 'rzp_test_sandbox',
    keySecret: hmacHex(serverSecret, 'payments-sandbox-key-secret'),
    webhookSecret: hmacHex(serverSecret, 'payments-sandbox-webhook-secret'),
    createOrder: async () => ({ id: id('order') }),
    fetchPayments: async (orderId) => captured.get(orderId) ?? [],
    fetchPayment: async (paymentId) => [...captured.values()].flat().find((payment) => payment.id === paymentId) ?? null,
    capture(order) {
      const paymentId = id('pay');
      const payment = { id: paymentId, status: 'captured', orderId: order.id, amountPaise: order.amountPaise, currency: 'INR' };
      captured.set(order.id, [...(captured.get(order.id) ?? []), payment]);
      return paymentId;
    },
  };
}

/** 503 `payments_not_configured`: what every payment route answers without a provider. */
export const paymentsNotConfigured = () => new AppError(503, PAYMENTS_NOT_CONFIGURED_MESSAGE, { code: 'payments_not_configured' });

/**
 * No Razorpay keys and no sandbox (the production default): nothing can be bought. It holds no
 * secret, so no signature can ever match; the service refuses before asking it anything.
 */
export function unconfiguredProvider(): PaymentProvider {
  return {
    mode: 'unconfigured',
    sandbox: false,
    keyId: '',
    keySecret: randomBytes(32).toString('hex'),
    webhookSecret: undefined,
    createOrder: () => Promise.reject(paymentsNotConfigured()),
    fetchPayments: async () => [],
    fetchPayment: async () => null,
  };
}
