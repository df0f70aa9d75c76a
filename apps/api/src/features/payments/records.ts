import type { TPaymentRecord, TPaymentStatus } from '@app/sdk/contracts';
import { PAYMENT_ORDER_TTL_MINUTES, paiseToRupees } from '@app/sdk/contracts';
import type { PaymentsConfig } from '../../config.js';
import type { PaymentOrderRow } from '../../db/schema/billing.js';
import { notFound } from '../../lib/errors.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { INVOICE_NOT_FOUND_MESSAGE } from './messages.js';

const ORDER_TTL_MS = PAYMENT_ORDER_TTL_MINUTES * 60_000;

/** When a pending order stops being payable through checkout. */
export function orderExpiresAt(order: PaymentOrderRow): Date {
  return new Date(order.createdAt.getTime() + ORDER_TTL_MS);
}

/** The status a user sees: a `created` order unpaid for 30 minutes reads as expired (computed, never stored). */
export function orderStatus(order: PaymentOrderRow, now: Date): TPaymentStatus {
  if (order.status === 'created' && now.getTime() >= orderExpiresAt(order).getTime()) return 'expired';
  return order.status;
}

/** An order as the billing page lists it. */
export function toPaymentRecord(order: PaymentOrderRow, now: Date): TPaymentRecord {
  const status = orderStatus(order, now);
  return {
    order_id: order.id,
    payment_id: order.paymentId,
    purchase_type: order.purchaseType,
    plan_code: order.planCode,
    plan_name: order.planName,
    amount_inr: paiseToRupees(order.amountPaise),
    tokens: order.tokens,
    status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    invoice_number: order.invoiceNumber,
    sandbox: order.provider === 'sandbox',
    expires_at: status === 'created' ? orderExpiresAt(order).toISOString() : null,
  };
}

/** The GST tax invoice of a paid order (404 before it is paid). */
export async function invoiceOf(order: PaymentOrderRow, seller: PaymentsConfig['seller']): Promise<{ filename: string; pdf: Buffer }> {
  if (order.status !== 'paid' || !order.paymentId || !order.invoiceNumber || !order.paidAt) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
  const pdf = await renderInvoicePdf({
    invoiceNumber: order.invoiceNumber,
    issuedAt: order.paidAt,
    seller,
    buyer: order.buyer,
    description:
      order.purchaseType === 'token_pack'
        ? `${order.planName} token pack (${order.tokens.toLocaleString('en-IN')} tokens)`
        : `${order.planName} plan (${order.tokens.toLocaleString('en-IN')} tokens a month)`,
    totalPaise: order.amountPaise,
    orderId: order.id,
    paymentId: order.paymentId,
    ledgerEntryId: order.ledgerEntryId,
    sandbox: order.provider === 'sandbox',
  });
  return { filename: `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`, pdf };
}
