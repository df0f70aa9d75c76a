import type { TPaymentRecord } from '@app/sdk/contracts';
import { paiseToRupees } from '@app/sdk/contracts';
import type { PaymentsConfig } from '../../config.js';
import type { PaymentOrderRow } from '../../db/schema/billing.js';
import { notFound } from '../../lib/errors.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { INVOICE_NOT_FOUND_MESSAGE } from './messages.js';

/** An order as the billing page lists it. */
export function toPaymentRecord(order: PaymentOrderRow): TPaymentRecord {
  return {
    order_id: order.id,
    payment_id: order.paymentId,
    purchase_type: order.purchaseType,
    plan_code: order.planCode,
    plan_name: order.planName,
    amount_inr: paiseToRupees(order.amountPaise),
    tokens: order.tokens,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    invoice_number: order.invoiceNumber,
    sandbox: order.provider === 'sandbox',
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
