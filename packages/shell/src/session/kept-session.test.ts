import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, hasKeptSession } from './kept-session';

afterEach(() => localStorage.clear());

describe('hasKeptSession', () => {
  it('is true for a stored signed-in user', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { id: 'u1' }, isAuthenticated: true }));
    expect(hasKeptSession()).toBe(true);
  });

  it('is false without a stored session, for the flag without a user, and for malformed storage', () => {
    expect(hasKeptSession()).toBe(false);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: null, isAuthenticated: true }));
    expect(hasKeptSession()).toBe(false);
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(hasKeptSession()).toBe(false);
  });

  it('is false where storage cannot be read', () => {
    expect(hasKeptSession({ getItem: () => { throw new Error('blocked'); } })).toBe(false);
  });
});
