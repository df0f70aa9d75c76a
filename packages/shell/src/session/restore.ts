import { authContract, type Client } from '@app/sdk';
import { sdk } from '../sdk';
import { sessionErrorAtom, sessionLoadingAtom, setSignedIn, setSignedOut, shellStore } from './session-atoms';
import { mayHaveSession } from './session-hint';

let restoring: Promise<void> | null = null;
let inProgress = false;

/**
 * Restores the session once per page: refresh through the HttpOnly cookie (the access token
 * lives only in memory, so every page load starts without one), then `GET /auth/me`. Skipped
 * when nothing hints at a session (see session-hint).
 * Every caller shares the same run.
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
    // False when there is no cookie session (the SDK has already cleared its tokens).
    if (!(await client.session.refresh())) {
      setSignedOut(store);
      return;
    }
    try {
      setSignedIn(await client.call(authContract.me), store);
    } catch (error) {
      // "Failing to fetch the current user logs the user out" (spec part 1, section 4). Only the
      // page's session ends: the cookie stays, so a transient failure is cured by a reload.
      console.warn('[shell] could not load the current user; signing out', error);
      await client.session.clear();
      setSignedOut(store);
      store.set(sessionErrorAtom, error instanceof Error ? error.message : String(error));
    }
  } catch (error) {
    // The refresh itself failed (network, 429, 5xx): the page cannot be signed in.
    console.warn('[shell] could not restore the session', error);
    setSignedOut(store);
    store.set(sessionErrorAtom, error instanceof Error ? error.message : String(error));
  } finally {
    inProgress = false;
    store.set(sessionLoadingAtom, false);
  }
}
