import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  createAuthTestApp,
  freshIp,
  latestCode,
  post,
  refreshCookieOf,
  registerUser,
} from './test-support.js';

/** A 6-digit code different from `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const MINUTE = 60_000;

describe('e-mail verification', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs the user in with tokens and the refresh cookie when the code is right', async () => {
    const email = await registerUser(t);
    const res = await post(t, '/api/auth/verify-email', { email, code: await latestCode(t, email) }, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email, is_verified: true, handle: expect.any(String) } });
    expect(body.access_token).toBeTruthy();
    expect(refreshCookieOf(res)?.value).toBe(body.refresh_token);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json().is_verified).toBe(true);
  });

  it('refuses a wrong code with "Invalid verification code"', async () => {
    const email = await registerUser(t);
    const res = await post(t, '/api/auth/verify-email', { email, code: wrongCode(await latestCode(t, email)) }, { ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid verification code');
  });

  it('refuses a malformed code with the 6-digit message', async () => {
    const res = await post(t, '/api/auth/verify-email', { email: 'a@b.in', code: '12ab' }, { ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid 6-digit code');
  });

  it('refuses a code older than 10 minutes with "Verification code has expired"', async () => {
    const email = await registerUser(t);
    const code = await latestCode(t, email);
    t.clock.advance(10 * MINUTE + 1000);
    const res = await post(t, '/api/auth/verify-email', { email, code }, { ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verification code has expired');
  });

  it('kills a code after 3 wrong tries, even for the right code afterwards', async () => {
    const email = await registerUser(t);
    const code = await latestCode(t, email);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await post(t, '/api/auth/verify-email', { email, code: wrongCode(code) }, { ip })).statusCode).toBe(400);
    }
    const res = await post(t, '/api/auth/verify-email', { email, code }, { ip });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verification code has expired');
  });

  it('invalidates the old code when a new one is sent', async () => {
    const email = await registerUser(t);
    const oldCode = await latestCode(t, email);
    t.clock.advance(MINUTE + 1000);
    const resend = await post(t, '/api/auth/resend-otp', { email });
    expect(resend.statusCode).toBe(200);
    const newCode = await latestCode(t, email);
    const ip = freshIp();
    if (newCode !== oldCode) {
      const old = await post(t, '/api/auth/verify-email', { email, code: oldCode }, { ip });
      expect(old.json().message).toBe('Invalid verification code');
    }
    expect((await post(t, '/api/auth/verify-email', { email, code: newCode }, { ip })).statusCode).toBe(200);
  });

  it('limits resends to one a minute and five an hour (429 with Retry-After)', async () => {
    const email = await registerUser(t);
    const tooSoon = await post(t, '/api/auth/resend-otp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('Too many attempts. Please try again later');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The body carries the same wait, for the modal's countdown.
    expect(tooSoon.json()).toMatchObject({ code: 'rate_limited', retry_after: Number(tooSoon.headers['retry-after']) });
    // The sign-up mail was the first of five sends in the hour.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(MINUTE + 1000);
      expect((await post(t, '/api/auth/resend-otp', { email })).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE + 1000);
    const sixth = await post(t, '/api/auth/resend-otp', { email });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('keeps counting wrong guesses across new codes: the 11th guess in an hour is refused', async () => {
    const email = await registerUser(t);
    const ip = freshIp();
    let guesses = 0;
    while (guesses < 10) {
      const code = await latestCode(t, email);
      for (let i = 0; i < 3 && guesses < 10; i++, guesses++) {
        expect((await post(t, '/api/auth/verify-email', { email, code: wrongCode(code) }, { ip })).statusCode).toBe(400);
      }
      t.clock.advance(MINUTE + 1000);
      expect((await post(t, '/api/auth/resend-otp', { email })).statusCode).toBe(200);
    }
    const res = await post(t, '/api/auth/verify-email', { email, code: await latestCode(t, email) }, { ip: freshIp() });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many attempts. Please try again later');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers resend for an unknown address with "No account found with this email address"', async () => {
    const res = await post(t, '/api/auth/resend-otp', { email: 'nobody@example.in' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No account found with this email address');
  });

  it('does not resend a code to an account that is already verified', async () => {
    const email = await registerUser(t);
    await post(t, '/api/auth/verify-email', { email, code: await latestCode(t, email) }, { ip: freshIp() });
    t.clock.advance(MINUTE + 1000);
    const res = await post(t, '/api/auth/resend-otp', { email });
    expect(res.statusCode).toBe(400);
  });
});
