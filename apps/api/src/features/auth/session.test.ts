import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/users.js';
import { type AuthTestApp, bearer, createAuthTestApp, post, refreshCookieOf, signUp } from './test-support.js';

const EXPIRED = 'Your session has expired. Please log in again.';
const get = (t: AuthTestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('current user, profile and logout', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the signed-in user at /auth/me', async () => {
    const session = await signUp(t);
    const res = await get(t, '/api/auth/me', bearer(session.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: session.user.id,
      name: 'Ravi Patel',
      email: session.email,
      handle: session.user.handle,
      bio: null,
      is_verified: true,
      is_admin: false,
      created_at: '2026-01-15T10:00:00.000Z',
      links: [],
    });
  });

  it('returns the profile with the phone at /users/me/profile', async () => {
    const session = await signUp(t);
    const res = await get(t, '/api/users/me/profile', bearer(session.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: session.user.id, email: session.email, phone: null, links: [], bio: null, is_verified: true });
  });

  it('answers 401 with the session-expired message without a token or with a bad one', async () => {
    for (const headers of [{}, bearer('garbage'), { authorization: 'Basic abc' }]) {
      for (const url of ['/api/auth/me', '/api/users/me/profile']) {
        const res = await get(t, url, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(EXPIRED);
      }
    }
  });

  it("answers 401, never 500, on every kind of route once the token's account is deleted", async () => {
    const session = await signUp(t);
    expect((await get(t, '/api/auth/me', bearer(session.access_token))).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, session.user.id));
    // Deleted outside the API: every instance hears of it from the database's notification.
    await vi.waitFor(async () => expect((await get(t, '/api/auth/me', bearer(session.access_token))).statusCode).toBe(401));
    const auth = { ...bearer(session.access_token), 'content-type': 'application/json' };
    const calls = [
      get(t, '/api/auth/me', auth),
      get(t, '/api/usage/summary', auth),
      get(t, '/api/regagent/conversations', auth),
      post(t, '/api/regagent/query', { query: 'What is the FSI in R1?' }, { headers: auth }),
      post(t, '/api/regagent/conversations', {}, { headers: auth }),
    ];
    for (const res of await Promise.all(calls)) {
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 401, message: EXPIRED });
    }
  });

  it('answers 401 once the access token has expired (15 minutes), also after it was accepted', async () => {
    const session = await signUp(t);
    expect((await get(t, '/api/auth/me', bearer(session.access_token))).statusCode).toBe(200);
    t.clock.advance(899_000);
    expect((await get(t, '/api/auth/me', bearer(session.access_token))).statusCode).toBe(200);
    t.clock.advance(2_000);
    const res = await get(t, '/api/auth/me', bearer(session.access_token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(EXPIRED);
  });

  it('logs out: the refresh token stops working and the cookie is cleared', async () => {
    const session = await signUp(t);
    const res = await post(t, '/api/auth/logout', { refresh_token: session.refresh_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
    const cleared = refreshCookieOf(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((cleared?.expires?.getTime() ?? Infinity) <= Date.now() || cleared?.maxAge === 0).toBe(true);
    expect((await post(t, '/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401);
  });

  it('logs out with the cookie only from an allowed origin', async () => {
    const session = await signUp(t);
    const logout = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refresh_token: session.refresh_token }, headers: { origin } });
    expect((await logout('https://evil.example')).statusCode).toBe(403);
    expect((await logout('http://localhost:3000')).statusCode).toBe(200);
    expect((await post(t, '/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401);
  });

  it('lists no sign-in providers when Google is not configured', async () => {
    const res = await get(t, '/api/auth/oauth/providers');
    expect(res.json()).toEqual({ providers: [] });
    const google = await post(t, '/api/auth/oauth/google', { id_token: 'x' });
    expect(google.statusCode).toBe(404);
  });

  it('allows cross-origin calls with credentials from allowed origins only (CORS)', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/refresh',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
