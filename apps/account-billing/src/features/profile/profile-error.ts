import { apiErrorText } from '../../lib/api-error-text';

/** The text of a failed profile load (spec part 1, section 8 "Profile"): the server's message, else 'Failed to load profile'. */
export const profileErrorMessage = apiErrorText;

/** Only web links become anchors: a stored `javascript:` or `data:` URL is shown as text. */
export function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
