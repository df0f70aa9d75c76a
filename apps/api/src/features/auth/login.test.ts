import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp, freshEmail, freshIp, latestCode, outboxOf, PASSWORD, post, refreshCookieOf, registerUser, signUp } from './test-support.js';
import { users } from '../../db/schema/users.js';

const MINUTE = 60_000;
const login = (t: AuthTestApp, email: string, password: string, ip = freshIp()) => post(t, '/api/auth/login', { email, password }, { ip });

describe('password sign-in', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the login shape and sets the HttpOnly refresh cookie for the right password', async () => {
    const { email, user } = await signUp(t);
    const res = await login(t, email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { id: user.id, email } });
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ value: body.refresh_token, httpOnly: true, path: '/api/auth', sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    // Plain http on localhost: the browser would drop a Secure cookie.
    expect(cookie?.secure).toBeFalsy();
  });

  it('answers a wrong password and an unknown e-mail alike: 401 "Invalid email or password"', async () => {
    const { email } = await signUp(t);
    const wrong = await login(t, email, 'Wrong1234');
    const unknown = await login(t, freshEmail('ghost'), PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe('Invalid email or password');
  });

  it('refuses an unverified account with 403 and mails a new code', async () => {
    const email = await registerUser(t);
    const before = (await outboxOf(t, email)).length;
    t.clock.advance(MINUTE + 1000);
    const res = await login(t, email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Please verify your email address before continuing');
    expect((await outboxOf(t, email)).length).toBe(before + 1);
    const verify = await post(t, '/api/auth/verify-email', { email, code: await latestCode(t, email) }, { ip: freshIp() });
    expect(verify.statusCode).toBe(200);
  });

  it('throttles an IP after 20 failures in 15 minutes, whatever the account (429 + Retry-After)', async () => {
    const { email } = await signUp(t);
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await login(t, freshEmail('probe'), 'Wrong1234', ip)).statusCode).toBe(401);
    const res = await login(t, email, PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many attempts. Please try again later');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(t, email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('keeps counting earlier wrong passwords after a successful sign-in, so it gives a guesser no fresh tries', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 4; i++) await login(t, email, 'Wrong1234');
    const owner = await login(t, email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect((await login(t, email, 'Wrong1234')).statusCode).toBe(401);
    expect((await login(t, email, 'Wrong1234')).statusCode).toBe(429);
    // The device the owner signed in on is a known one now: it does not wait.
    const device = owner.cookies.find((c) => c.name === 'known_device')?.value ?? '';
    const again = await post(t, '/api/auth/login', { email, password: PASSWORD }, { headers: { cookie: `known_device=${device}` } });
    expect(again.statusCode).toBe(200);
  });

  it('stores passwords as argon2id hashes (m=19456, t=2, p=1)', async () => {
    const { email } = await signUp(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
