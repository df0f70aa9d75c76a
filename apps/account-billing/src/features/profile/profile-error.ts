import { ApiError, errorText } from '@app/sdk';

/**
 * The text of a failed profile load (spec part 1, section 8 "Profile"): the message from the
 * response, else the fallback ('Failed to load profile'). A failure without a response (network,
 * time-out) has no server message, so it gets the fallback too.
 */
export function profileErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0) return errorText(error.body, fallback);
  return fallback;
}

/** Only web links become anchors: a stored `javascript:` or `data:` URL is shown as text. */
export function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
