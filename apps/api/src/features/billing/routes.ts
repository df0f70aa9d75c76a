import type { subscriptionsContract, TCheckoutOrder } from '@app/sdk/contracts';
import type { PaymentOrderRow } from '../../db/schema/billing.js';
import type { ContractHandlers } from '../../router/index.js';
import type { Payments } from '../payments/index.js';
import { CANCELLED_MESSAGE } from './messages.js';
import type { Billing } from './service.js';

const checkoutOrder = (payments: Payments, order: PaymentOrderRow): TCheckoutOrder => ({
  razorpay_order_id: order.id,
  amount_inr: order.amountPaise / 100,
  plan_name: order.planName,
  key: payments.provider.keyId,
  sandbox: payments.provider.sandbox,
});

/** Plans, the current plan, cancelling, and the orders of an upgrade or a token pack. */
export function subscriptionsHandlers(billing: Billing, payments: Payments): ContractHandlers<typeof subscriptionsContract> {
  return {
    current: async ({ user }) => ({ subscription: await billing.current(user.id) }),
    plans: async () => ({ ...(await billing.plans()), payment_mode: payments.mode }),
    upgrade: async ({ user, body }) =>
      checkoutOrder(payments, await payments.createOrder(user, { purchaseType: 'subscription', code: body.plan_code, buyer: body })),
    purchaseTokens: async ({ user, body }) =>
      checkoutOrder(payments, await payments.createOrder(user, { purchaseType: 'token_pack', code: body.plan_code, buyer: body })),
    cancel: async ({ user }) => ({ message: CANCELLED_MESSAGE, subscription: await billing.cancel(user.id) }),
  };
}
