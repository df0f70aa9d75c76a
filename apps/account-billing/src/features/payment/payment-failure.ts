import { ApiError, PAYMENT_FAILURE_CODES, type TPaymentFailure } from '@app/sdk';

type PageCode = keyof typeof PAYMENT_FAILURE_CODES;

/** A failure the page itself raises (script, cancel, verification), shaped like checkout's. */
export function pageFailure(code: PageCode, step: string, orderId?: string, reason?: string): TPaymentFailure {
  return {
    code,
    description: PAYMENT_FAILURE_CODES[code],
    source: 'client',
    step,
    reason: reason ?? code.toLowerCase(),
    metadata: orderId ? { order_id: orderId } : {},
  };
}

/** An order or verify call that failed: the server's code and message, at the given step. */
export function callFailure(error: unknown, step: 'initiation' | 'verification', fallback: string, orderId?: string): TPaymentFailure {
  const api = error instanceof ApiError ? error : null;
  return {
    code: api?.code ?? (step === 'verification' ? 'VERIFICATION_ERROR' : 'INITIATION_ERROR'),
    description: api?.message ?? fallback,
    source: 'server',
    step,
    reason: api ? `http_${api.status}` : 'network',
    metadata: orderId ? { order_id: orderId } : {},
  };
}
