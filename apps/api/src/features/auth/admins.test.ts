import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, createAuthTestApp, freshEmail, post, refreshCookieOf, signUp } from './test-support.js';

const get = (t: AuthTestApp, url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('administrators (ADMIN_EMAILS) on the user', () => {
  let t: AuthTestApp;
  const adminEmail = freshEmail('admin');
  beforeAll(async () => {
    // Listed in another case: the list is compared case-insensitively.
    t = await createAuthTestApp({ config: { adminEmails: [adminEmail.toLowerCase()] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says is_admin in the sign-in answer, at /auth/me and in the profile of a listed account', async () => {
    const session = await signUp(t, adminEmail.toUpperCase());
    expect(session.user).toMatchObject({ is_admin: true });
    expect((await get(t, '/api/auth/me', session.access_token)).json()).toMatchObject({ is_admin: true });
    expect((await get(t, '/api/users/me/profile', session.access_token)).json()).toMatchObject({ is_admin: true });
  });

  it('says is_admin false for an account that is not listed, also after a refresh', async () => {
    const session = await signUp(t);
    expect(session.user).toMatchObject({ is_admin: false });
    expect((await get(t, '/api/auth/me', session.access_token)).json()).toMatchObject({ is_admin: false });
    const refreshed = await post(t, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshCookieOf(refreshed)).toBeDefined();
    expect(refreshed.json()).toMatchObject({ user: { is_admin: false } });
  });
});
