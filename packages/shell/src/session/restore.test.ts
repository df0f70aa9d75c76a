import { ApiError, createClient } from '@app/sdk';
import { toast } from '@app/ui';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLeavingPage } from '../navigation/navigate';
import { fakeClient, testUser } from '../testing/fake-client';
import { stubLocation } from '../testing/stub-location';
import { isRestoringSession, resetRestore, restoreSession } from './restore';
import { authAtom, sessionErrorAtom, sessionLoadingAtom, setSignedIn } from './session-atoms';

const HINT = 'ba_signed_in';
const setHint = () => {
  document.cookie = `${HINT}=1; path=/`;
};
const clearHint = () => {
  document.cookie = `${HINT}=; path=/; max-age=0`;
};

const EXPIRED = 'Your session has expired. Please log in again.';

beforeEach(() => {
  resetRestore();
  resetLeavingPage();
  setHint();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(clearHint);

describe('restoreSession', () => {
  it('signs in from the cookie in one round trip: the refresh answers with the user, no /auth/me', async () => {
    const { client, fake } = fakeClient();
    const store = createStore();
    const running = restoreSession(client, store);
    expect(store.get(sessionLoadingAtom)).toBe(true);
    expect(isRestoringSession()).toBe(true);
    await running;
    expect(fake.session.restore).toHaveBeenCalledTimes(1);
    expect(fake.call).not.toHaveBeenCalled();
    expect(store.get(authAtom)).toEqual({ user: testUser, isAuthenticated: true });
    expect(store.get(sessionLoadingAtom)).toBe(false);
    expect(isRestoringSession()).toBe(false);
  });

  it('clears a persisted user when there is no session to restore', async () => {
    const { client } = fakeClient({}, false);
    const store = createStore();
    setSignedIn(testUser, store);
    await restoreSession(client, store);
    expect(store.get(authAtom)).toEqual({ user: null, isAuthenticated: false });
    expect(store.get(sessionLoadingAtom)).toBe(false);
  });

  it('signs out with "Your session has expired" and keeps the cookie when the server cannot answer with the user (500)', async () => {
    stubLocation('/news');
    const error = vi.spyOn(toast, 'error');
    const logout = vi.fn(() => ({ message: 'Logged out successfully' }));
    const { client, fake } = fakeClient({ 'POST /auth/logout': logout }, new ApiError({ status: 500, message: 'Internal error' }));
    const store = createStore();
    await restoreSession(client, store);
    expect(fake.session.clear).toHaveBeenCalled();
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    expect(store.get(sessionErrorAtom)).toBe(EXPIRED);
    expect(error).toHaveBeenCalledWith(EXPIRED, { id: 'session-expired' });
    expect(error).not.toHaveBeenCalledWith('Please login to access this page', expect.anything());
    // A transient failure: a reload may still restore the session.
    expect(logout).not.toHaveBeenCalled();
  });

  it('passes no verdict when the refresh gets no answer (offline, or the page is being left)', async () => {
    const { assign } = stubLocation('/chat');
    const error = vi.spyOn(toast, 'error');
    const { client, fake } = fakeClient({}, new ApiError({ status: 0, message: 'Network error. Please check your connection.' }));
    const store = createStore();
    await restoreSession(client, store);
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    expect(fake.session.clear).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('shell-flash-toast')).toBeNull();
  });

  it('ends signed out (not loading forever) when the refresh itself fails', async () => {
    const { client } = fakeClient({}, new ApiError({ status: 0, message: 'Network error. Please check your connection.' }));
    const store = createStore();
    await restoreSession(client, store);
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    expect(store.get(sessionLoadingAtom)).toBe(false);
  });

  it('makes no refresh request without the signed-in hint cookie, and ends signed out', async () => {
    clearHint();
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = createClient({ baseUrl: 'http://api.test/api', credentials: 'include', fetch });
    const store = createStore();
    await restoreSession(client, store);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.get(authAtom)).toEqual({ user: null, isAuthenticated: false });
    expect(store.get(sessionLoadingAtom)).toBe(false);
  });

  it('still restores a session remembered from before the hint existed (persisted signed-in state)', async () => {
    clearHint();
    const { client, fake } = fakeClient();
    const store = createStore();
    setSignedIn(testUser, store);
    await restoreSession(client, store);
    expect(fake.session.restore).toHaveBeenCalledTimes(1);
    expect(store.get(authAtom).isAuthenticated).toBe(true);
  });

  it('runs once per page however many times it is asked', async () => {
    const { client, fake } = fakeClient();
    const store = createStore();
    await Promise.all([restoreSession(client, store), restoreSession(client, store)]);
    expect(fake.session.restore).toHaveBeenCalledTimes(1);
  });
});
