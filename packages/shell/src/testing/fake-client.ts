import type { Client, ClientEvents, SessionTokens } from '@app/sdk';
import { vi } from 'vitest';

type Handler = (input: unknown) => unknown;

/**
 * A stand-in for the SDK client in unit tests of the session logic: `call` answers per route
 * path from `routes` (a missing route throws), events are emitted by hand. No HTTP involved:
 * the real client is tested against the real API in the SDK's own tests.
 */
export function fakeClient(routes: Record<string, Handler> = {}, refreshResult: boolean | Error = true) {
  let tokens: SessionTokens | null = null;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const client = {
    call: vi.fn(async (route: { method: string; path: string }, input?: unknown) => {
      const handler = routes[`${route.method} ${route.path}`];
      if (!handler) throw new Error(`no fake answer for ${route.method} ${route.path}`);
      return handler(input);
    }),
    on: (name: string, callback: (payload: unknown) => void) => {
      const set = listeners.get(name) ?? new Set();
      set.add(callback);
      listeners.set(name, set);
      return () => set.delete(callback);
    },
    session: {
      get: vi.fn(async () => tokens),
      set: vi.fn(async (next: SessionTokens) => {
        tokens = { access_token: next.access_token, refresh_token: next.refresh_token, expires_in: next.expires_in };
      }),
      clear: vi.fn(async () => {
        tokens = null;
      }),
      refresh: vi.fn(async () => {
        if (refreshResult instanceof Error) throw refreshResult;
        return refreshResult;
      }),
      // The refresh's own answer carries the user (testUser) when there is a session.
      restore: vi.fn(async () => {
        if (refreshResult instanceof Error) throw refreshResult;
        return refreshResult ? testUser : null;
      }),
    },
  };
  const emit = <K extends keyof ClientEvents>(name: K, payload: ClientEvents[K]) => listeners.get(String(name))?.forEach((cb) => cb(payload));
  return { client: client as unknown as Client, fake: client, emit };
}

export const testUser = {
  id: '6f1c1d8e-7b0a-4c55-9a43-2f2b7c1d0e11',
  name: 'Asha Patel',
  email: 'asha@example.in',
  handle: 'asha',
  bio: null,
  is_verified: true,
  is_admin: false,
  created_at: '2026-01-05T10:00:00Z',
  links: [],
};

export const tokensFor = (user = testUser) => ({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 900,
  token_type: 'bearer' as const,
  user,
});
