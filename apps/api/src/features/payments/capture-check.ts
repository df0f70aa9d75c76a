import type { PaymentOrderRow } from '../../db/schema/billing.js';
import { AppError } from '../../lib/errors.js';
import { PAYMENT_AMOUNT_MISMATCH_MESSAGE, PAYMENT_UNCONFIRMED_MESSAGE, VERIFICATION_FAILED_MESSAGE } from './messages.js';
import type { PaymentProvider } from './provider.js';

/** Orders are made in rupees only. */
export const ORDER_CURRENCY = 'INR';

/** What a capture reports having taken (a webhook's payment entity, or the provider's record). */
export interface CapturedAmount {
  amountPaise: unknown;
  currency: unknown;
}

/** True when the capture took exactly the order's amount, in its currency; anything else is never credited. */
export const captureMatchesOrder = (order: Pick<PaymentOrderRow, 'amountPaise'>, captured: CapturedAmount): boolean =>
  captured.amountPaise === order.amountPaise && captured.currency === ORDER_CURRENCY;

type Log = { error(obj: unknown, msg: string): void };

/** Logs a capture that does not match its order (an attack or a provider fault: someone must look). */
export function logMismatch(log: Log, order: PaymentOrderRow, paymentId: string, captured: CapturedAmount, via: 'webhook' | 'verify' | 'reconcile') {
  log.error(
    { order_id: order.id, payment_id: paymentId, via, captured_amount: captured.amountPaise, captured_currency: captured.currency, order_amount: order.amountPaise },
    'captured payment does not match its order: not credited',
  );
}

/**
 * Before verify grants anything: the provider's own record of the payment must be for this
 * order, in its amount and currency (a signature only proves checkout finished, not what it
 * took). The sandbox knows the payments it captured in this process; one it does not know (a
 * restart) was captured by it at the order's amount, as it never captures anything else.
 */
export async function confirmCapture(provider: PaymentProvider, log: Log, order: PaymentOrderRow, paymentId: string): Promise<void> {
  const captured = await provider.fetchPayment(paymentId).catch((error: unknown) => {
    log.error({ err: error, order_id: order.id, payment_id: paymentId }, 'fetching the payment from the provider failed');
    throw new AppError(503, PAYMENT_UNCONFIRMED_MESSAGE, { code: 'unavailable' });
  });
  if (!captured) {
    if (provider.sandbox) return;
    throw new AppError(400, VERIFICATION_FAILED_MESSAGE, { code: 'payment_verification_failed' });
  }
  if (captured.orderId !== order.id || !captureMatchesOrder(order, captured)) {
    logMismatch(log, order, paymentId, captured, 'verify');
    throw new AppError(400, PAYMENT_AMOUNT_MISMATCH_MESSAGE, { code: 'payment_amount_mismatch' });
  }
}
