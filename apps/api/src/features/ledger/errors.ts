import { AppError } from '../../lib/errors.js';

/**
 * HTTP 402 whose body matches `ZInsufficientTokensBody`: the client shows how many tokens the
 * operation needs and how many the user has.
 */
export function insufficientTokens(required: number, available: number): AppError {
  return new AppError(402, 'Insufficient tokens', { detail: { required, available } });
}

/** Guards against programming errors (fractional, zero or negative amounts). */
export function assertPositiveTokens(tokens: number, what = 'tokens'): void {
  if (!Number.isSafeInteger(tokens) || tokens <= 0) {
    throw new RangeError(`${what} must be a positive integer, got ${tokens}`);
  }
}
