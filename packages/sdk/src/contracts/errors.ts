import { z } from 'zod';

/**
 * The error statuses a contract route may declare (500 and 503 can come from any route; a route
 * declares 503 when it has a reason of its own, e.g. payments not configured on this server).
 */
export const ERROR_STATUSES = [400, 401, 402, 403, 404, 409, 413, 415, 416, 422, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * Machine-readable error codes, each with the status it travels with. Clients branch on `code`;
 * `message` is the text to show and may change.
 */
export const ERROR_CODE_STATUS = {
  invalid_request: 400,
  unauthenticated: 401,
  insufficient_tokens: 402,
  forbidden: 403,
  email_not_verified: 403,
  origin_not_allowed: 403,
  admin_only: 403,
  link_expired: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  unprocessable: 422,
  /** The plot calculator's inputs fall outside every row of the rule tables. */
  outside_rule_tables: 422,
  rate_limited: 429,
  /** Billing and payments: clients branch on these to pick the spec's toast. */
  payment_verification_failed: 400,
  amount_mismatch: 400,
  invalid_signature: 401,
  subscription_not_active: 409,
  already_on_plan: 409,
  plan_not_payable: 409,
  order_already_paid: 409,
  receipt_reused: 409,
  /** Resuming an order that is no longer pending (cancelled, failed, expired or dismissed). */
  order_not_resumable: 409,
  /** The captured payment's amount or currency is not the order's: nothing is credited. */
  payment_amount_mismatch: 400,
  /** No Razorpay keys and no sandbox on this server (production default): nothing can be bought. */
  payments_not_configured: 503,
  /** Recording a quote from a vendor no request for quotation was sent to. */
  quote_not_requested: 409,
  internal_error: 500,
  unavailable: 503,
} as const;
export type TErrorCode = keyof typeof ERROR_CODE_STATUS;
export const ZErrorCode = z.enum(Object.keys(ERROR_CODE_STATUS) as [TErrorCode, ...TErrorCode[]]);

/** The code of an error that names nothing more specific than its status. */
export const DEFAULT_ERROR_CODE: Record<ErrorStatus | 500, TErrorCode> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  402: 'insufficient_tokens',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
};

/** The code for any status: its default, or the generic one of its class. */
export function errorCodeForStatus(status: number): TErrorCode {
  if (status in DEFAULT_ERROR_CODE) return DEFAULT_ERROR_CODE[status as keyof typeof DEFAULT_ERROR_CODE];
  return status >= 500 ? 'internal_error' : 'invalid_request';
}

/** Every error the API returns has this body, whatever the status. */
export const ZErrorBody = z.object({
  message: z.string(),
  code: ZErrorCode,
  detail: z.unknown().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** 429: seconds until a retry may succeed (the Retry-After header), for a countdown. */
  retry_after: z.number().int().positive().optional(),
  request_id: z.string(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** HTTP 402: the operation costs more tokens than the account has. */
export const ZInsufficientTokensBody = ZErrorBody.extend({
  detail: z.object({ required: z.number().int(), available: z.number().int() }),
});
export type TInsufficientTokensBody = z.infer<typeof ZInsufficientTokensBody>;
