import { restoreSession } from './restore';
import { subscribeSessionEvents } from './session-events';

/**
 * Starts the page's session: SDK events handled from now on, then (unless the visitor has just
 * signed in on this page) the restore from the cookie. Loaded by AppProviders as its own chunk
 * (with the API client and its schemas) so the first paint of a public page does not wait for
 * it. Returns the unsubscribe function.
 */
export function startSession({ restore = true }: { restore?: boolean } = {}): () => void {
  const unsubscribe = subscribeSessionEvents();
  if (restore) void restoreSession();
  return unsubscribe;
}
