import { ApiError, errorText } from '@app/sdk';
import { AnswerStreamError } from './stream-answer';

/** True for the 402 the shell already announces with its insufficient-tokens toast. */
export const isInsufficientTokens = (error: unknown): boolean => error instanceof ApiError && error.code === 'insufficient_tokens';

/** Too many questions in a minute: the chat's own, translated text says to wait. */
export const isRateLimited = (error: unknown): boolean => error instanceof ApiError && error.code === 'rate_limited';

/**
 * The text of a failed chat call: the server's message (else its detail), else the screen's
 * default (spec part 1, section 8); a stream that dropped says the connection was lost.
 */
export function chatErrorText(error: unknown, fallback: string, connectionLost: string): string {
  if (error instanceof ApiError) return errorText(error.body, fallback);
  if (error instanceof AnswerStreamError) return error.lost ? connectionLost : errorText(error.message, fallback);
  return fallback;
}
