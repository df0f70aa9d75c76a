import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp, PASSWORD, post, signUp } from './test-support.js';

const setCookies = (header: string | string[] | number | undefined) => [header ?? []].flat().map(String);
/** A header with its token replaced, so the attributes can be compared exactly. */
const shapeOf = (header: string) => header.replace(/^(\w+)=[\w-]{20,}/, '$1=<token>');

// The exact attributes @fastify/cookie wrote before the cookies were written without its hook.
describe('Set-Cookie headers of the auth routes', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({ config: { publicUrl: 'https://app.example.in', cookieDomain: 'example.in' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets the refresh, signed-in hint and known-device cookies at login', async () => {
    const { email } = await signUp(t);
    const res = await post(t, '/api/auth/login', { email, password: PASSWORD });
    expect(setCookies(res.headers['set-cookie']).map(shapeOf)).toEqual([
      'refresh_token=<token>; Max-Age=2592000; Domain=example.in; Path=/api/auth; HttpOnly; Secure; SameSite=Lax',
      'ba_signed_in=1; Max-Age=2592000; Domain=example.in; Path=/; Secure; SameSite=Lax',
      'known_device=<token>; Max-Age=7776000; Domain=example.in; Path=/api/auth; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  const cleared = [
    'refresh_token=; Max-Age=0; Domain=example.in; Path=/api/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    'ba_signed_in=; Max-Age=0; Domain=example.in; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax',
  ];

  it('clears the refresh cookie and its hint on an error answer of a failed refresh', async () => {
    const res = await post(t, '/api/auth/refresh', { refresh_token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(setCookies(res.headers['set-cookie'])).toEqual(cleared);
  });

  it('clears the refresh cookie and its hint at logout', async () => {
    const { refresh_token } = await signUp(t);
    const res = await post(t, '/api/auth/logout', { refresh_token });
    expect(setCookies(res.headers['set-cookie'])).toEqual(cleared);
  });
});
