import { createHash } from 'node:crypto';
import {
  rupeesToPaise,
  type TBuyerDetails,
  type TPaymentFailure,
  type TPaymentRecord,
  type TPaymentVerifyResponse,
  type TPurchaseType,
  type TSandboxCheckoutResponse,
} from '@app/sdk/contracts';
import type { PaymentsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { BillingPlanRow, PaymentOrderRow } from '../../db/schema/billing.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Billing } from '../billing/index.js';
import type { Ledger } from '../ledger/index.js';
import { invoiceBuyer } from './buyer.js';
import { captureMatchesOrder, confirmCapture, logMismatch } from './capture-check.js';
import { completeOrder } from './complete.js';
import { orderActions } from './order-actions.js';
import { invoiceOf, toPaymentRecord } from './records.js';
import {
  AMOUNT_MISMATCH_MESSAGE,
  INVALID_WEBHOOK_SIGNATURE_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_ALREADY_CREDITED_MESSAGE,
  PAYMENT_COMPLETED_MESSAGE,
  RECEIPT_REUSED_MESSAGE,
  SANDBOX_OFF_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
} from './messages.js';
import { type PaymentProvider, paymentsNotConfigured, type SandboxProvider } from './provider.js';
import { checkoutSignature, hmacHex, signatureMatches } from './signature.js';
import * as store from './store.js';

export interface OrderRequest {
  purchaseType: TPurchaseType;
  code: string;
  /** The rupee price the client showed; must equal the plan's own. */
  amountInr?: number;
  /** The client's receipt; the same one again returns the same order. */
  receipt?: string;
  buyer: TBuyerDetails;
}

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/** Posts a signed webhook to this server's own route (the sandbox plays Razorpay). */
export type SelfWebhook = (body: string, headers: Record<string, string>) => Promise<void>;

export interface Payments {
  provider: PaymentProvider;
  /** How this server takes payments (the plans response tells the pages). */
  mode: PaymentProvider['mode'];
  createOrder(user: { id: string; email: string }, request: OrderRequest): Promise<PaymentOrderRow>;
  verify(userId: string, input: { orderId: string; paymentId: string; signature: string }): Promise<TPaymentVerifyResponse>;
  webhook(delivery: WebhookDelivery): Promise<void>;
  sandboxCheckout(userId: string, input: { orderId: string; outcome: 'success' | 'failure' }): Promise<TSandboxCheckoutResponse>;
  list(userId: string): Promise<TPaymentRecord[]>;
  invoice(userId: string, orderId: string): Promise<{ filename: string; pdf: Buffer }>;
  /** A pending (unexpired) order to open checkout for again; 409 otherwise. */
  resume(userId: string, orderId: string): Promise<PaymentOrderRow>;
  /** Checkout was closed without paying: a pending order becomes cancelled. */
  cancel(userId: string, orderId: string): Promise<TPaymentRecord>;
  /** Hides an unpaid order from the list; 409 for a paid one. */
  dismiss(userId: string, orderId: string): Promise<TPaymentRecord>;
  /** Completes a pending order from the provider's own record of its payments. */
  reconcile(order: PaymentOrderRow): Promise<PaymentOrderRow>;
}

interface PaymentsDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  billing: Billing;
  provider: PaymentProvider | SandboxProvider;
  config: PaymentsConfig;
  selfWebhook: SelfWebhook;
  log: { error(obj: unknown, msg: string): void };
}

/** Events that mean money was taken for an order; `payment.failed` records the failure. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid', 'payment.authorized']);

export function createPayments(deps: PaymentsDeps): Payments {
  const { db, clock, provider } = deps;
  const requireConfigured = () => {
    if (provider.mode === 'unconfigured') throw paymentsNotConfigured();
  };

  async function ownOrder(userId: string, orderId: string): Promise<PaymentOrderRow> {
    const order = await store.orderById(db, orderId);
    if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  const complete = (orderId: string, paymentId: string) =>
    completeOrder({ db, clock, ledger: deps.ledger, billing: deps.billing, invoicePrefix: deps.config.invoicePrefix }, orderId, paymentId);

  /** `granted`: this request credited the payment; otherwise it was credited already (a replay, a racing verify or the webhook). */
  function verifyResponse(order: PaymentOrderRow, paymentId: string, granted: boolean): TPaymentVerifyResponse {
    return {
      status: 'completed',
      message: granted ? PAYMENT_COMPLETED_MESSAGE : PAYMENT_ALREADY_CREDITED_MESSAGE,
      already_credited: !granted,
      order_id: order.id,
      payment_id: paymentId,
      purchase_type: order.purchaseType,
      plan_name: order.planName,
      tokens_added: granted && order.purchaseType === 'token_pack' ? order.tokens : 0,
    };
  }

  async function priceOf(userId: string, request: OrderRequest): Promise<BillingPlanRow> {
    return request.purchaseType === 'subscription'
      ? deps.billing.payablePlan(userId, request.code)
      : deps.billing.tokenPack(request.code);
  }

  async function reconcile(order: PaymentOrderRow): Promise<PaymentOrderRow> {
    if (order.status === 'paid') return order;
    const payments = await provider.fetchPayments(order.id);
    const taken = payments.filter((payment) => payment.status === 'captured' || payment.status === 'authorized');
    for (const payment of taken.filter((p) => !captureMatchesOrder(order, p))) logMismatch(deps.log, order, payment.id, payment, 'reconcile');
    const captured = taken.find((payment) => captureMatchesOrder(order, payment));
    return captured ? (await complete(order.id, captured.id)).order : order;
  }

  return {
    provider,
    mode: provider.mode,
    reconcile,

    async createOrder(user, request) {
      requireConfigured();
      const plan = await priceOf(user.id, request);
      if (request.amountInr !== undefined && rupeesToPaise(request.amountInr) !== rupeesToPaise(plan.priceInr)) {
        throw new AppError(400, AMOUNT_MISMATCH_MESSAGE, { code: 'amount_mismatch', detail: { expected_amount: plan.priceInr } });
      }
      const receipt = request.receipt ?? `rcpt_${clock.now().getTime().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      const same = (order: PaymentOrderRow) => {
        if (order.planCode !== plan.code || order.purchaseType !== request.purchaseType) {
          throw new AppError(409, RECEIPT_REUSED_MESSAGE, { code: 'receipt_reused' });
        }
        return order;
      };
      const existing = await store.orderByReceipt(db, user.id, receipt);
      if (existing) return same(existing);
      const amountPaise = rupeesToPaise(plan.priceInr);
      const created = await provider.createOrder({
        amountPaise,
        receipt,
        notes: { user_id: user.id, plan_code: plan.code, purchase_type: request.purchaseType },
      });
      const buyer = await invoiceBuyer(db, user, request.buyer);
      const inserted = await store.insertOrder(db, {
        id: created.id,
        userId: user.id,
        provider: provider.sandbox ? 'sandbox' : 'razorpay',
        purchaseType: request.purchaseType,
        planCode: plan.code,
        planName: plan.name,
        tokens: plan.tokens,
        amountPaise,
        receipt,
        buyer,
        createdAt: clock.now(),
      });
      if (inserted) return inserted;
      // The same receipt raced this request: both answer with the order that was stored.
      const raced = await store.orderByReceipt(db, user.id, receipt);
      if (!raced) throw new Error(`order with receipt ${receipt} vanished`);
      return same(raced);
    },

    async verify(userId, input) {
      requireConfigured();
      const order = await ownOrder(userId, input.orderId);
      const expected = checkoutSignature(provider.keySecret, input.orderId, input.paymentId);
      if (!signatureMatches(expected, input.signature)) {
        throw new AppError(400, VERIFICATION_FAILED_MESSAGE, { code: 'payment_verification_failed' });
      }
      if (order.status === 'paid') {
        // A replay of the same payment answers as the first time; another payment id cannot pay it twice.
        if (order.paymentId !== input.paymentId) throw new AppError(409, ORDER_ALREADY_PAID_MESSAGE, { code: 'order_already_paid' });
        return verifyResponse(order, input.paymentId, false);
      }
      await confirmCapture(provider, deps.log, order, input.paymentId);
      // Of concurrent verifies (and the webhook) exactly one is granted the credit; the others say it was credited already.
      const { order: paid, granted } = await complete(order.id, input.paymentId);
      if (paid.paymentId !== input.paymentId) throw new AppError(409, ORDER_ALREADY_PAID_MESSAGE, { code: 'order_already_paid' });
      return verifyResponse(paid, input.paymentId, granted);
    },

    async webhook({ rawBody, signature, eventId }) {
      requireConfigured();
      const secret = provider.webhookSecret;
      if (!secret || !signatureMatches(hmacHex(secret, rawBody), signature)) {
        throw new AppError(401, INVALID_WEBHOOK_SIGNATURE_MESSAGE, { code: 'invalid_signature' });
      }
      // Razorpay sends x-razorpay-event-id; without it the body itself identifies the delivery.
      const id = eventId ?? createHash('sha256').update(rawBody).digest('hex');
      if (await store.webhookSeen(db, id)) return;
      const event = JSON.parse(rawBody.toString('utf8')) as { event: string; payload?: { payment?: { entity?: Record<string, unknown> } } };
      const payment = event.payload?.payment?.entity;
      const orderId = typeof payment?.order_id === 'string' ? payment.order_id : undefined;
      const paymentId = typeof payment?.id === 'string' ? payment.id : undefined;
      const order = orderId ? await store.orderById(db, orderId) : undefined;
      if (order && orderId && paymentId) {
        // A capture is credited only for the order's own amount and currency; a mismatch is logged and acknowledged, never credited.
        const captured = { amountPaise: payment?.amount, currency: payment?.currency };
        if (PAID_EVENTS.has(event.event) && captureMatchesOrder(order, captured)) await complete(orderId, paymentId);
        else if (PAID_EVENTS.has(event.event)) logMismatch(deps.log, order, paymentId, captured, 'webhook');
        else if (event.event === 'payment.failed') await store.markFailed(db, orderId, { payment_id: paymentId, ...payment });
      }
      // Remembered only once processed, so a delivery that failed half-way is processed again on retry.
      await store.rememberWebhook(db, id, event.event, clock.now());
    },

    async sandboxCheckout(userId, input) {
      if (!('capture' in provider)) throw notFound(SANDBOX_OFF_MESSAGE);
      const order = await ownOrder(userId, input.orderId);
      if (order.status === 'paid') throw new AppError(409, ORDER_ALREADY_PAID_MESSAGE, { code: 'order_already_paid' });
      if (input.outcome === 'failure') {
        const failure: TPaymentFailure = {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed: the sandbox card was declined',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id },
        };
        await store.markFailed(db, order.id, failure);
        return { error: failure };
      }
      const paymentId = provider.capture(order);
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, order_id: order.id, amount: order.amountPaise, currency: 'INR', status: 'captured' } } },
        created_at: Math.floor(clock.now().getTime() / 1000),
      });
      const secret = provider.webhookSecret ?? '';
      // Like Razorpay, the webhook arrives on its own, after checkout has answered.
      setImmediate(() => {
        deps
          .selfWebhook(body, { 'x-razorpay-signature': hmacHex(secret, body), 'x-razorpay-event-id': `evt_${paymentId}` })
          .catch((error: unknown) => deps.log.error({ err: error, order_id: order.id }, 'sandbox webhook failed'));
      });
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(provider.keySecret, order.id, paymentId),
      };
    },

    async list(userId) {
      const orders = await store.ordersOf(db, userId);
      // A Razorpay order still open a minute on may have been paid without verify or webhook reaching us.
      const stale = orders.filter((o) => o.status === 'created' && o.provider === 'razorpay' && clock.now().getTime() - o.createdAt.getTime() > 60_000);
      const reconciled = new Map<string, PaymentOrderRow>();
      for (const order of stale.slice(0, 5)) {
        const after = await reconcile(order).catch((error: unknown) => {
          deps.log.error({ err: error, order_id: order.id }, 'reconciling a pending order failed');
          return order;
        });
        reconciled.set(order.id, after);
      }
      return orders.map((order) => toPaymentRecord(reconciled.get(order.id) ?? order, clock.now()));
    },

    ...orderActions({ db, clock, ownOrder, requireConfigured }),

    async invoice(userId, orderId) {
      const order = await store.orderById(db, orderId);
      if (!order || order.userId !== userId) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
      return invoiceOf(order, deps.config.seller);
    },
  };
}
