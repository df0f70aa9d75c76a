import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authAtom, sessionLoadingAtom, setSignedIn, setSignedOut, shellStore } from '../session/session-atoms';
import { SIGNED_IN_HINT_COOKIE } from '../session/session-hint';
import { useSessionRuntime } from './use-session-runtime';

const startSession = vi.fn((_options: { restore?: boolean }) => () => undefined);
vi.mock('../session/session-runtime', () => ({ startSession }));
const { startEarlyRefresh } = vi.hoisted(() => ({ startEarlyRefresh: vi.fn() }));
vi.mock('../session/early-refresh', () => ({ startEarlyRefresh }));

const user: Parameters<typeof setSignedIn>[0] = {
  id: 'u-1',
  name: 'Ravi Patel',
  email: 'ravi@example.in',
  handle: 'ravi',
  bio: null,
  is_verified: true,
  is_admin: false,
  created_at: '2026-01-01T00:00:00.000Z',
  links: [],
};

afterEach(() => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0`;
  setSignedOut();
  shellStore.set(sessionLoadingAtom, true);
  startSession.mockClear();
  startEarlyRefresh.mockClear();
});

describe('useSessionRuntime', () => {
  it('signs a visitor with no sign of a session out at once, without loading the session runtime', async () => {
    renderHook(() => useSessionRuntime());
    expect(shellStore.get(sessionLoadingAtom)).toBe(false);
    expect(shellStore.get(authAtom).isAuthenticated).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startSession).not.toHaveBeenCalled();
    expect(startEarlyRefresh).not.toHaveBeenCalled();
  });

  it('starts the runtime without a restore once the visitor signs in on the page', async () => {
    renderHook(() => useSessionRuntime());
    setSignedIn(user);
    await waitFor(() => expect(startSession).toHaveBeenCalledWith({ restore: false }));
    expect(startSession).toHaveBeenCalledTimes(1);
  });

  it('restores the session when the signed-in hint cookie is there', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    renderHook(() => useSessionRuntime());
    await waitFor(() => expect(startSession).toHaveBeenCalledWith({ restore: true }));
  });

  it("starts the session's refresh call before the runtime's code has loaded", () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    renderHook(() => useSessionRuntime());
    expect(startEarlyRefresh).toHaveBeenCalled();
    expect(startSession).not.toHaveBeenCalled();
  });
});
