import { randomBytes } from 'node:crypto';
import Razorpay from 'razorpay';
import type { PaymentsConfig } from '../../config.js';
import { hmacHex } from './signature.js';

export interface ProviderOrder {
  id: string;
}

/** A payment of an order as the provider reports it (reconciliation of a pending order). */
export interface ProviderPayment {
  id: string;
  status: string;
}

/**
 * Where orders are made and who signs checkout callbacks and webhooks: Razorpay with the
 * configured keys, or the offline sandbox with secrets derived from the server secret (so a
 * restart or a second instance verifies the same signatures).
 */
export interface PaymentProvider {
  sandbox: boolean;
  /** The public key checkout is opened with. */
  keyId: string;
  /** Signs checkout's `order_id|payment_id`. */
  keySecret: string;
  /** Signs webhook bodies; undefined when Razorpay's webhook secret is not configured. */
  webhookSecret: string | undefined;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  fetchPayments(orderId: string): Promise<ProviderPayment[]>;
}

export function razorpayProvider(keys: NonNullable<PaymentsConfig['razorpay']>): PaymentProvider {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
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
      return page.items.map((payment) => ({ id: payment.id, status: payment.status }));
    },
  };
}

/** A payment the sandbox captured, kept until the process ends (for reconciliation). */
export interface SandboxProvider extends PaymentProvider {
  /** Records a captured payment of an order and returns its id. */
  capture(orderId: string): string;
}

export function sandboxProvider(serverSecret: string): SandboxProvider {
  const captured = new Map<string, ProviderPayment[]>();
  const id = (prefix: string) => `${prefix}_sbx${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
  return {
    sandbox: true,
    keyId: 'rzp_test_sandbox',
    keySecret: hmacHex(serverSecret, 'payments-sandbox-key-secret'),
    webhookSecret: hmacHex(serverSecret, 'payments-sandbox-webhook-secret'),
    createOrder: async () => ({ id: id('order') }),
    fetchPayments: async (orderId) => captured.get(orderId) ?? [],
    capture(orderId) {
      const paymentId = id('pay');
      captured.set(orderId, [...(captured.get(orderId) ?? []), { id: paymentId, status: 'captured' }]);
      return paymentId;
    },
  };
}
