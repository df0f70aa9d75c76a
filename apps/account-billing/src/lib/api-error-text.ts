import { ApiError, errorText } from '@app/sdk';

/**
 * The text of a failed call: the message from the response, else the screen's fallback. A
 * failure without a response (network, time-out) has no server message, so it gets the fallback.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0) return errorText(error.body, fallback);
  return fallback;
}
