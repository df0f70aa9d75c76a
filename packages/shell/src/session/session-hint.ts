import { authAtom, type shellStore } from './session-atoms';

/** Set by the API beside the HttpOnly refresh cookie (apps/api, auth/cookies.ts); readable here. */
export const SIGNED_IN_HINT_COOKIE = 'ba_signed_in';

const hasHintCookie = () => document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

/**
 * Whether the page may hold a cookie session worth a refresh call. Without it a signed-out
 * visitor's page would log a 401 on every load. A persisted signed-in state also counts: a
 * session begun before the hint existed is still restored (its first refresh sets the hint).
 */
export function mayHaveSession(store: typeof shellStore): boolean {
  return hasHintCookie() || store.get(authAtom).isAuthenticated;
}
