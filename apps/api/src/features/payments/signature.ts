import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256, hex: Razorpay's checkout signature (`order_id|payment_id`) and webhook signature (raw body). */
export const hmacHex = (secret: string, payload: string | Buffer): string => createHmac('sha256', secret).update(payload).digest('hex');

/** The signature checkout returns for a payment of an order. */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string): string =>
  hmacHex(secret, `${orderId}|${paymentId}`);

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  // timingSafeEqual needs equal lengths; the length of a hex HMAC is public anyway.
  return a.length === b.length && timingSafeEqual(a, b);
}
