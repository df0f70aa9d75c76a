import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, authAtom, setSignedIn, setSignedOut } from './session-atoms';
import { testUser as user } from '../testing/fake-client';

const stored = () => JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

describe('the persisted session (auth-storage)', () => {
  it('holds only the user and the authenticated flag after sign-in', () => {
    const store = createStore();
    setSignedIn(user, store);
    expect(stored()).toEqual({ user, isAuthenticated: true });
    expect(Object.keys(stored() ?? {}).sort()).toEqual(['isAuthenticated', 'user']);
  });

  it('holds a signed-out session after sign-out', () => {
    const store = createStore();
    setSignedIn(user, store);
    setSignedOut(store);
    expect(stored()).toEqual({ user: null, isAuthenticated: false });
  });

  it('restores the stored user on the first read, ignoring anything else stored with it', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user, isAuthenticated: true, access_token: 'leaked' }));
    const store = createStore();
    store.sub(authAtom, () => {}); // mounted, as a component reading it would
    expect(store.get(authAtom)).toEqual({ user, isAuthenticated: true });
  });

  it('never reports authenticated without a user', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: null, isAuthenticated: true }));
    const store = createStore();
    store.sub(authAtom, () => {});
    expect(store.get(authAtom)).toEqual({ user: null, isAuthenticated: false });
  });
});
