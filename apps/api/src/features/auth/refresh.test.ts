import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp, post, refreshCookieOf, signUp } from './test-support.js';

const ORIGIN = 'http://localhost:3000';
const refresh = (t: AuthTestApp, token: string) => post(t, '/api/auth/refresh', { refresh_token: token });
const cookieRefresh = (t: AuthTestApp, token: string, origin?: string, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { refresh_token: token },
    headers: { ...(origin ? { origin } : {}), ...(host ? { host } : {}) },
  });

describe('refresh tokens', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('rotates the token on every refresh and returns the login shape with a new cookie', async () => {
    const session = await signUp(t);
    const res = await refresh(t, session.refresh_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { id: session.user.id } });
    expect(body.refresh_token).not.toBe(session.refresh_token);
    expect(refreshCookieOf(res)?.value).toBe(body.refresh_token);
    expect((await refresh(t, body.refresh_token)).statusCode).toBe(200);
  });

  it('gives the same successor to a rotated token presented within the grace period (two tabs)', async () => {
    const session = await signUp(t);
    const [a, b] = await Promise.all([refresh(t, session.refresh_token), refresh(t, session.refresh_token)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
    t.clock.advance(5_000);
    const late = await refresh(t, session.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(late.json().refresh_token).toBe(a.json().refresh_token);
  });

  it('revokes the whole family when a rotated token is reused after the grace period', async () => {
    const session = await signUp(t);
    const next = (await refresh(t, session.refresh_token)).json().refresh_token as string;
    t.clock.advance(11_000);
    const reuse = await refresh(t, session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Your session has expired. Please log in again.');
    // The legitimate holder of the successor is signed out too: the family is burnt.
    expect((await refresh(t, next)).statusCode).toBe(401);
  });

  it('refreshes from the cookie alone when the request comes from an allowed origin', async () => {
    const session = await signUp(t);
    const res = await cookieRefresh(t, session.refresh_token, ORIGIN);
    expect(res.statusCode).toBe(200);
    expect(refreshCookieOf(res)?.value).toBe(res.json().refresh_token);
  });

  it('refuses a cookie-only refresh from a foreign or missing origin (403, CSRF)', async () => {
    const session = await signUp(t);
    expect((await cookieRefresh(t, session.refresh_token, 'https://evil.example')).statusCode).toBe(403);
    expect((await cookieRefresh(t, session.refresh_token)).statusCode).toBe(403);
    // The token was not spent by the refused attempts.
    expect((await refresh(t, session.refresh_token)).statusCode).toBe(200);
  });

  it('refreshes from the cookie when the page comes from the address the request was sent to (127.0.0.1, [::1])', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:4000']) {
      const session = await signUp(t);
      const res = await cookieRefresh(t, session.refresh_token, `http://${host}`, host);
      expect({ host, status: res.statusCode }).toEqual({ host, status: 200 });
    }
  });

  it('still refuses a foreign origin whatever address the request was sent to', async () => {
    const session = await signUp(t);
    expect((await cookieRefresh(t, session.refresh_token, 'http://evil.example:3000', '127.0.0.1:3000')).statusCode).toBe(403);
    expect((await cookieRefresh(t, session.refresh_token, 'https://127.0.0.1:3000', '127.0.0.1:3000')).statusCode).toBe(403);
  });

  it('trusts only the listed origins when the cookie is shared by a whole domain (COOKIE_DOMAIN)', async () => {
    const shared = await createAuthTestApp({ config: { cookieDomain: 'buildassist.test' } });
    try {
      const session = await signUp(shared);
      const sibling = 'evil.buildassist.test:3000';
      expect((await cookieRefresh(shared, session.refresh_token, `http://${sibling}`, sibling)).statusCode).toBe(403);
    } finally {
      await shared.close();
    }
  });

  it('answers 401 without any token, for an unknown token and for an expired one', async () => {
    expect((await post(t, '/api/auth/refresh')).statusCode).toBe(401);
    expect((await refresh(t, 'not-a-real-token')).statusCode).toBe(401);
    const session = await signUp(t);
    t.clock.advance(30 * 24 * 3600_000 + 1000);
    expect((await refresh(t, session.refresh_token)).statusCode).toBe(401);
  });
});
