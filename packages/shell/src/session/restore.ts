import { ApiError, type Client } from '@app/sdk';
import { toast } from '@app/ui';
import { fullNavigate } from '../navigation/navigate';
import { currentLocation, loginUrl } from '../navigation/next-path';
import { isPublicPath } from '../navigation/public-paths';
import { flashToast } from '../providers/flash-toast';
import { sdk } from '../sdk';
import { authTexts } from './auth-texts';
import { sessionErrorAtom, sessionLoadingAtom, setSignedIn, setSignedOut, shellStore } from './session-atoms';
import { mayHaveSession } from './session-hint';

const SESSION_EXPIRED_TOAST = 'session-expired';

let restoring: Promise<void> | null = null;
let inProgress = false;

/**
 * Restores the session once per page in one round trip: the refresh through the HttpOnly cookie
 * (the access token lives only in memory, so every page load starts without one) answers with
 * the user, so no `GET /auth/me` follows it. Skipped when nothing hints at a session (see
 * session-hint). Every caller shares the same run.
 */
export function restoreSession(client: Client = sdk, store = shellStore): Promise<void> {
  restoring ??= run(client, store);
  return restoring;
}

/** True while the restore runs: its own "no session" answer is not an expiry to act on. */
export function isRestoringSession(): boolean {
  return inProgress;
}

/** For tests: allow another restore in the same page. */
export function resetRestore(): void {
  restoring = null;
  inProgress = false;
}

async function run(client: Client, store: typeof shellStore): Promise<void> {
  inProgress = true;
  store.set(sessionLoadingAtom, true);
  try {
    // No hint cookie: nothing to refresh, and the call would only log a 401.
    if (!mayHaveSession(store)) {
      setSignedOut(store);
      return;
    }
    // Null when there is no cookie session (the SDK has already cleared its tokens).
    const user = await client.session.restore();
    if (user) setSignedIn(user, store);
    else setSignedOut(store);
  } catch (error) {
    // The server answered with an error (5xx, 429): the user cannot be loaded, which "logs the
    // user out" (spec part 1, section 4) with the reason; the cookie stays, so a reload can cure
    // a transient error.
    if (error instanceof ApiError && error.status !== 0) {
      console.warn('[shell] could not load the current user; signing out', error);
      await signOutExpired(client, store);
      return;
    }
    // No answer at all (offline, or the request aborted because the user is already leaving the
    // page): this page ends signed out, with no verdict on the session.
    console.warn('[shell] could not restore the session', error);
    await client.session.clear();
    setSignedOut(store);
    store.set(sessionErrorAtom, error instanceof Error ? error.message : String(error));
  } finally {
    inProgress = false;
    store.set(sessionLoadingAtom, false);
  }
}

/**
 * Signs the page out and says why: 'Your session has expired. Please log in again.' A protected
 * page leaves for the login modal, remembering the page; navigating before the state changes
 * keeps RequireAuth from adding its 'Please login to access this page'.
 */
async function signOutExpired(client: Client, store: typeof shellStore): Promise<void> {
  const { t } = await authTexts();
  const message = t('auth:errors.sessionExpired');
  const leave = !isPublicPath(window.location.pathname);
  if (leave) {
    flashToast('error', message, SESSION_EXPIRED_TOAST);
    fullNavigate(loginUrl(currentLocation()));
  }
  await client.session.clear();
  setSignedOut(store);
  store.set(sessionErrorAtom, message);
  // One toast, also when the landing page's own restore fails the same way after the redirect.
  if (!leave) toast.error(message, { id: SESSION_EXPIRED_TOAST });
}
