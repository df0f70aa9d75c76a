import { restoreSession } from './restore';
import { subscribeSessionEvents } from './session-events';

/**
 * Starts the page's session: SDK events handled from now on, then the restore from the cookie.
 * Loaded by AppProviders as its own chunk (with the API client and its schemas) so the first
 * paint of a public page does not wait for it. Returns the unsubscribe function.
 */
export function startSession(): () => void {
  const unsubscribe = subscribeSessionEvents();
  void restoreSession();
  return unsubscribe;
}
