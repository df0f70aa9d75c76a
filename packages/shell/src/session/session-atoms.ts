import type { TUser } from '@app/sdk';
import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { AUTH_STORAGE_KEY, keptAuth, type PersistedAuth } from './kept-session';

export { AUTH_STORAGE_KEY, type PersistedAuth } from './kept-session';

/** No storage while prerendering (Node): the page is rendered signed out. */
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const browserStorage = () => (typeof localStorage === 'undefined' ? noStorage : localStorage);

export const signedOut: PersistedAuth = { user: null, isAuthenticated: false };

/**
 * Persisted for a fast first paint (a signed-in top bar before the refresh answers) and shared
 * with the other tabs through the storage event; the truth comes from the cookie refresh on load.
 * `getOnInit` reads storage before the first render instead of flashing the signed-out state.
 */
export const persistedAuthAtom = atomWithStorage<PersistedAuth>(
  AUTH_STORAGE_KEY,
  signedOut,
  createJSONStorage<PersistedAuth>(browserStorage),
  { getOnInit: true },
);

/** The session in the shape of the spec's auth state; only `user` and `isAuthenticated` persist. */
export const authAtom = atom(
  (get): PersistedAuth => keptAuth(get(persistedAuthAtom)),
  (_get, set, next: PersistedAuth) => {
    // Written field by field so nothing else (tokens, errors) can ever reach storage.
    set(persistedAuthAtom, { user: next.user, isAuthenticated: next.isAuthenticated });
  },
);

/** True until the session restore on load has answered. */
export const sessionLoadingAtom = atom(true);
/** The last authentication error text (spec: "the error is stored and shown as a toast"). */
export const sessionErrorAtom = atom<string | null>(null);

/**
 * One store per page, shared by every React tree and by the SDK event handlers that run outside
 * React (session expiry). AppProviders mounts it.
 */
export const shellStore = createStore();

export function setSignedIn(user: TUser, store = shellStore): void {
  store.set(authAtom, { user, isAuthenticated: true });
  store.set(sessionErrorAtom, null);
}

export function setSignedOut(store = shellStore): void {
  store.set(authAtom, signedOut);
}
