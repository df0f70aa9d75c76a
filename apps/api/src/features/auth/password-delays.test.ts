import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from './limits.js';
import { accountDelayMs } from './throttle.js';
import { type AuthTestApp, bearer, createAuthTestApp, freshEmail, freshIp, latestCode, PASSWORD, post, signUp } from './test-support.js';

const WRONG = 'Wrong1234';
const { free } = LIMITS.accountDelay;
const login = (t: AuthTestApp, email: string, password: string, cookie?: string) =>
  post(t, '/api/auth/login', { email, password }, { ip: freshIp(), headers: cookie ? { cookie } : {} });
/** What a client can observe of an answer. */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, message: res.json().message, retryAfter: res.headers['retry-after'] });

describe('wrong-password delays per e-mail', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the first 5 wrong passwords through, then makes each try wait a doubling delay, refused before any hash', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < free; i++) expect((await login(t, email, WRONG)).statusCode).toBe(401);
    // Even the right password waits: the delay is checked before the password is.
    const waiting = await login(t, email, PASSWORD);
    expect(seen(waiting)).toEqual({ status: 429, message: MESSAGES.locked, retryAfter: String(accountDelayMs(free) / 1000) });
    t.clock.advance(accountDelayMs(free));
    expect((await login(t, email, WRONG)).statusCode).toBe(401);
    expect(Number((await login(t, email, WRONG)).headers['retry-after'])).toBe(accountDelayMs(free + 1) / 1000);
    t.clock.advance(accountDelayMs(free + 1));
    expect((await login(t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('caps the delay, so nobody can lock an account out for long', () => {
    expect(accountDelayMs(free - 1)).toBe(0);
    expect(accountDelayMs(free)).toBe(LIMITS.accountDelay.baseMs);
    expect(accountDelayMs(free + 1)).toBe(2 * LIMITS.accountDelay.baseMs);
    expect(accountDelayMs(free + 50)).toBe(LIMITS.accountDelay.maxMs);
  });

  it('answers an unknown e-mail exactly like an existing one at every step', async () => {
    const { email } = await signUp(t);
    const ghost = freshEmail('ghost');
    const steps = async (address: string) => {
      const answers = [];
      for (let i = 0; i < free + 2; i++) answers.push(seen(await login(t, address, WRONG)));
      return answers;
    };
    const [known, unknown] = [await steps(email), await steps(ghost)];
    expect(unknown).toEqual(known);
    expect(known.at(-1)?.status).toBe(429);
  });

  it('lets the owner in from a device that signed in before while someone else guesses', async () => {
    const { email } = await signUp(t);
    const first = await login(t, email, PASSWORD);
    const device = first.cookies.find((c) => c.name === 'known_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });
    for (let i = 0; i < free; i++) await login(t, email, WRONG);
    expect((await login(t, email, PASSWORD)).statusCode).toBe(429);
    expect((await login(t, email, PASSWORD, 'known_device=forged')).statusCode).toBe(429);
    expect((await login(t, email, PASSWORD, `known_device=${device?.value}`)).statusCode).toBe(200);
    // The cookie is this account's: it does not skip another e-mail's delay, nor does a made-up one.
    const other = (await signUp(t)).email;
    for (let i = 0; i < free; i++) await login(t, other, WRONG);
    expect((await login(t, other, PASSWORD, `known_device=${device?.value}`)).statusCode).toBe(429);
  });

  it('checks at most 5 passwords of one e-mail in a burst of 30 from 30 addresses', async () => {
    const { email } = await signUp(t);
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(t, email, WRONG)));
    expect(burst.filter((res) => res.statusCode === 401)).toHaveLength(free);
    expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(30 - free);
  });

  it('ends every access token of the account at once when its password is reset (401 on the next request)', async () => {
    const { email, access_token } = await signUp(t);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(access_token) })).statusCode).toBe(200);
    await post(t, '/api/auth/forgot-password', { email }, { ip: freshIp() });
    const reset = await post(t, '/api/auth/reset-password', { email, reset_code: await latestCode(t, email, 'reset_password'), new_password: 'Newpass123' }, { ip: freshIp() });
    expect(reset.statusCode).toBe(200);
    for (const url of ['/api/auth/me', '/api/users/me/profile', '/api/regagent/conversations']) {
      const res = await t.app.inject({ url, headers: bearer(access_token) });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
    expect((await login(t, email, 'Newpass123')).statusCode).toBe(200);
  });
});
