import { AUTH_PARAM, NEXT_PARAM } from './auth-param';
import { fullNavigate } from './navigate';
import { carrySuccessToast } from '../providers/flash-toast';

export { AUTH_PARAM, NEXT_PARAM, type AuthModal } from './auth-param';

/** Where a signed-in user lands when there is no (valid) remembered page. */
export const DEFAULT_AFTER_LOGIN = '/home';

/**
 * `next` if it is a same-origin absolute path, else null. Refused: anything not starting with a
 * single `/` (`http:`, `javascript:`, relative paths), protocol-relative `//evil.example` and its
 * backslash variants (`/\evil.example`, which browsers read as `//`), and control characters
 * (a tab or newline inside `/\t/evil` is dropped by URL parsing and would make `//`).
 */
export function safeNextPath(next: string | null | undefined, origin = window.location.origin): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The page to come back to after login: path, query and hash of the current location. */
export function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The landing page with the login modal open and the page to come back to. */
export function loginUrl(next: string): string {
  const params = new URLSearchParams({ [AUTH_PARAM]: 'login', [NEXT_PARAM]: next });
  return `/?${params.toString()}`;
}

/** The page to go to after login: the validated `next` of the current URL, else /home. */
export function afterLoginPath(search: string = window.location.search): string {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? DEFAULT_AFTER_LOGIN;
}

/** Full navigation to the remembered `next` (same-origin path) or /home. */
export function navigateAfterLogin(): void {
  carrySuccessToast();
  fullNavigate(afterLoginPath());
}
