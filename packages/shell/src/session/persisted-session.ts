import { authAtom, shellStore } from './session-atoms';

/**
 * True when this browser kept a signed-in session (the persisted user): the first render then
 * differs from a page prerendered signed out, so the app renders afresh instead of hydrating.
 */
export function hasPersistedSession(): boolean {
  return shellStore.get(authAtom).isAuthenticated;
}
