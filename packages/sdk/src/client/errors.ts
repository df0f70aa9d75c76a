import { errorCodeForStatus, type TErrorCode, ZErrorCode } from '../contracts/errors.js';

/** The spec's texts for failures that carry no server message (part 1, section 8). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/**
 * The text to show for a failed response. The spec's precedence: the body's `message`, else its
 * `detail` when that is text, else the body itself when it is text, else the fallback.
 */
export function errorText(body: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  if (isNonEmptyString(body)) return body;
  if (body && typeof body === 'object') {
    const { message, detail } = body as { message?: unknown; detail?: unknown };
    if (isNonEmptyString(message)) return message;
    if (isNonEmptyString(detail)) return detail;
  }
  return fallback;
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The request id the server put in an error body (`request_id`) or, failing that, a header. */
export function requestIdOf(body: unknown, header?: string | null): string | undefined {
  if (body && typeof body === 'object') {
    const id = (body as { request_id?: unknown }).request_id;
    if (typeof id === 'string' && id) return id;
  }
  return header ?? undefined;
}

/** Why a call failed: the server's error code, or why no response arrived. */
export type ApiErrorCode = TErrorCode | 'network' | 'timeout';

/** The `code` of an error body, else the default code of the status. */
export function errorCodeOf(body: unknown, status: number): TErrorCode {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  const parsed = ZErrorCode.safeParse(code);
  return parsed.success ? parsed.data : errorCodeForStatus(status);
}

/**
 * A failed call. `status` is the HTTP status, or 0 when no response arrived. `code` is what to
 * branch on: the server's error code (`email_not_verified`, `insufficient_tokens`, …), or
 * `network` / `timeout`. `message` follows the spec's precedence (see `errorText`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly request_id: string | undefined;
  readonly code: ApiErrorCode;
  /** Seconds to wait before retrying (429), from the body's `retry_after`. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    status: number;
    message: string;
    body?: unknown;
    request_id?: string;
    code?: ApiErrorCode;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.request_id = init.request_id;
    this.code = init.code ?? errorCodeOf(init.body, init.status);
    const retryAfter = init.body && typeof init.body === 'object' ? (init.body as { retry_after?: unknown }).retry_after : undefined;
    this.retryAfter = typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : undefined;
  }
}

/**
 * The server answered with a body its contract does not allow. The message names every wrong
 * field, e.g. `GET /auth/me 200: user.email: expected string, received number`.
 */
export class ContractMismatchError extends Error {
  readonly route: string;
  readonly status: number;
  readonly issues: string[];
  readonly body: unknown;

  constructor(init: { route: string; status: number; issues: string[]; body: unknown }) {
    super(`${init.route} ${init.status}: ${init.issues.join('; ')}`);
    this.name = 'ContractMismatchError';
    this.route = init.route;
    this.status = init.status;
    this.issues = init.issues;
    this.body = init.body;
  }
}
