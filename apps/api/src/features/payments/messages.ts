import { PAYMENT_FAILURE_CODES } from '@app/sdk/contracts';

/** The payment feature's answers (clients branch on the error code). */
export const AMOUNT_MISMATCH_MESSAGE = 'Amount does not match the price of the selected plan';
export const VERIFICATION_FAILED_MESSAGE = PAYMENT_FAILURE_CODES.VERIFICATION_ERROR;
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const RECEIPT_REUSED_MESSAGE = 'This receipt belongs to another order';
export const SANDBOX_OFF_MESSAGE = 'The sandbox checkout is off: payments go through Razorpay';
export const ORDER_ALREADY_PAID_MESSAGE = 'This order is already paid';
export const INVALID_WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature';
export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
export const PAYMENT_COMPLETED_MESSAGE = 'Payment completed successfully!';
/** Verify of a payment another verify (or the webhook) already credited: nothing more is added. */
export const PAYMENT_ALREADY_CREDITED_MESSAGE = 'Payment already credited';
export const PAYMENT_AMOUNT_MISMATCH_MESSAGE = "The payment does not match the order's amount or currency; nothing was credited";
export const PAYMENT_UNCONFIRMED_MESSAGE = 'The payment could not be confirmed with the payment provider. Please try again.';
export const ORDER_NOT_RESUMABLE_MESSAGE = 'This order can no longer be paid. Please start a new purchase.';
export const PAID_ORDER_NOT_DISMISSABLE_MESSAGE = 'A paid order stays in Past Payments';
