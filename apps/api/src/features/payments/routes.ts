import type { paymentsContract } from '@app/sdk/contracts';
import type { ContractHandlers } from '../../router/index.js';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-script.js';
import type { Payments } from './service.js';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Orders, checkout verification, the webhook, past payments with their invoices, and the sandbox. */
export function paymentsHandlers(payments: Payments): ContractHandlers<typeof paymentsContract> {
  return {
    createOrder: async ({ user, body }) => {
      const order = await payments.createOrder(user, {
        purchaseType: body.purchase_type,
        // The contract requires the one that matches the purchase type.
        code: (body.purchase_type === 'subscription' ? body.plan_code : body.token_pack_id) ?? '',
        amountInr: body.amount,
        receipt: body.receipt,
        buyer: body,
      });
      return {
        key: payments.provider.keyId,
        order: { id: order.id, amount: order.amountPaise, currency: 'INR' as const },
        sandbox: payments.provider.sandbox,
      };
    },
    verify: ({ user, body }) =>
      payments.verify(user.id, { orderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature }),
    // Served only in sandbox mode: with Razorpay keys, or with payments unconfigured, they do not exist (404).
    sandboxCheckout: {
      enabled: payments.mode === 'sandbox',
      handler: ({ user, body }) => payments.sandboxCheckout(user.id, { orderId: body.order_id, outcome: body.outcome }),
    },
    list: async ({ user }) => ({ payments: await payments.list(user.id) }),
    resume: async ({ user, params }) => {
      const order = await payments.resume(user.id, params.order_id);
      return {
        key: payments.provider.keyId,
        order: { id: order.id, amount: order.amountPaise, currency: 'INR' as const },
        sandbox: order.provider === 'sandbox',
      };
    },
    cancel: async ({ user, params }) => ({ payment: await payments.cancel(user.id, params.order_id) }),
    dismiss: async ({ user, params }) => ({ payment: await payments.dismiss(user.id, params.order_id) }),
    invoice: async ({ user, params, reply }) => {
      const { filename, pdf } = await payments.invoice(user.id, params.order_id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    sandboxScript: {
      enabled: payments.mode === 'sandbox',
      handler: async ({ reply }) =>
        reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CHECKOUT_SCRIPT),
    },
    webhook: async ({ rawBody, request, reply }) => {
      await payments.webhook({
        rawBody: rawBody ?? Buffer.alloc(0),
        signature: header(request.headers['x-razorpay-signature']),
        eventId: header(request.headers['x-razorpay-event-id']),
      });
      return reply.send({ status: 'ok' });
    },
  };
}
