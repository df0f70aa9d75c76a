import { toast } from '@app/ui';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLeavingPage } from '../navigation/navigate';
import { fakeClient, testUser } from '../testing/fake-client';
import { stubLocation } from '../testing/stub-location';
import { resetRestore, restoreSession } from './restore';
import { authAtom, setSignedIn } from './session-atoms';
import { subscribeSessionEvents } from './session-events';

beforeEach(() => {
  resetRestore();
  resetLeavingPage();
});

describe('session events', () => {
  it('clears the session and leaves a protected page for / when the session expires', () => {
    const { assign } = stubLocation('/usage');
    const { client, emit } = fakeClient();
    const store = createStore();
    setSignedIn(testUser, store);
    subscribeSessionEvents(client, store);
    emit('session-expired', { reason: 'refresh-failed' });
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('stays on a public page when the session expires there', () => {
    const { assign } = stubLocation('/news/gdcr-update');
    const { client, emit } = fakeClient();
    const store = createStore();
    setSignedIn(testUser, store);
    subscribeSessionEvents(client, store);
    emit('session-expired', { reason: 'refresh-failed' });
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves "no session on load" to the restore (RequireAuth then remembers the page)', async () => {
    const { assign } = stubLocation('/projects');
    const { client, emit, fake } = fakeClient();
    fake.session.refresh.mockImplementation(async () => {
      emit('session-expired', { reason: 'refresh-failed' }); // what the SDK does with no cookie
      return false;
    });
    const store = createStore();
    subscribeSessionEvents(client, store);
    await restoreSession(client, store);
    expect(assign).not.toHaveBeenCalled();
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });

  it('toasts the insufficient-tokens text on a 402', () => {
    const error = vi.spyOn(toast, 'error');
    const { client, emit } = fakeClient();
    subscribeSessionEvents(client, createStore());
    emit('insufficient-tokens', { message: 'Insufficient tokens', detail: { required: 500, available: 20 }, request_id: 'r1' } as never);
    expect(error).toHaveBeenCalledWith('Not enough tokens', expect.objectContaining({ description: expect.stringContaining('Buy a token pack') }));
  });

  it('stops listening once unsubscribed', () => {
    const { assign } = stubLocation('/usage');
    const { client, emit } = fakeClient();
    const store = createStore();
    setSignedIn(testUser, store);
    subscribeSessionEvents(client, store)();
    emit('session-expired', { reason: 'refresh-failed' });
    expect(store.get(authAtom).isAuthenticated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});
