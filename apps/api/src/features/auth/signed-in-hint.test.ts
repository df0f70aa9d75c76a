import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp, freshIp, latestCode, PASSWORD, post, registerUser, signUp } from './test-support.js';

const hintOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'ba_signed_in');
const isCleared = (cookie: LightMyRequestResponse['cookies'][number] | undefined) =>
  cookie !== undefined && cookie.value === '' && ((cookie.expires?.getTime() ?? Infinity) <= Date.now() || cookie.maxAge === 0);

describe('signed-in hint cookie (lets the page skip the refresh call when signed out)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is set, readable by the page on every path, beside the refresh cookie at login', async () => {
    const { email } = await signUp(t);
    const res = await post(t, '/api/auth/login', { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const hint = hintOf(res);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('is set when the e-mail verification signs the user in', async () => {
    const email = await registerUser(t);
    const res = await post(t, '/api/auth/verify-email', { email, code: await latestCode(t, email) }, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(hintOf(res)?.value).toBe('1');
  });

  it('is renewed by a refresh and cleared by a refresh that fails', async () => {
    const session = await signUp(t);
    const renewed = await post(t, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(renewed.statusCode).toBe(200);
    expect(hintOf(renewed)).toMatchObject({ value: '1', path: '/', maxAge: 30 * 24 * 3600 });

    const failed = await post(t, '/api/auth/refresh', { refresh_token: 'not-a-token' });
    expect(failed.statusCode).toBe(401);
    expect(isCleared(hintOf(failed))).toBe(true);
    expect(hintOf(failed)?.path).toBe('/');
  });

  it('is cleared at logout', async () => {
    const session = await signUp(t);
    const res = await post(t, '/api/auth/logout', { refresh_token: session.refresh_token });
    expect(res.statusCode).toBe(200);
    expect(isCleared(hintOf(res))).toBe(true);
    expect(hintOf(res)?.path).toBe('/');
  });
});
