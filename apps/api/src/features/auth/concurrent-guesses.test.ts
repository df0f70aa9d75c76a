import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from './limits.js';
import { type AuthTestApp, createAuthTestApp, freshEmail, freshIp, latestCode, post, registerUser } from './test-support.js';

/** Bursts fired at once: the limits must hold however the requests interleave. */
describe('concurrent guesses', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks at most the per-address allowance of passwords in a burst of 30 from one address', async () => {
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => post(t, '/api/auth/login', { email: freshEmail('probe'), password: 'Wrong1234' }, { ip })),
    );
    const checked = burst.filter((res) => res.statusCode === 401).length;
    const refused = burst.filter((res) => res.statusCode === 429).length;
    expect(checked + refused).toBe(30);
    expect(checked).toBe(LIMITS.ipFailures.max);
  });

  it('compares at most 3 guesses against one code, however many arrive at once', async () => {
    const email = await registerUser(t, freshEmail('guess'));
    const code = await latestCode(t, email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(t, '/api/auth/verify-email', { email, code: wrong(i) }, { ip: freshIp() })),
    );
    const compared = burst.filter((res) => res.json().message === MESSAGES.invalidCode).length;
    expect(compared).toBeLessThanOrEqual(LIMITS.codeTries);
    // The code is dead now: even the right one is refused.
    const late = await post(t, '/api/auth/verify-email', { email, code }, { ip: freshIp() });
    expect(late.statusCode).toBe(400);
    expect(burst.every((res) => res.statusCode === 400 || res.statusCode === 429)).toBe(true);
  });

  it('compares at most 3 guesses from the address that asked for the code, however many arrive at once', async () => {
    const ip = freshIp();
    const email = freshEmail('requester');
    const signUp = await post(t, '/api/auth/register', { email, name: 'Ravi Patel', password: 'Secret123' }, { ip });
    expect(signUp.statusCode).toBe(201);
    const code = await latestCode(t, email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => post(t, '/api/auth/verify-email', { email, code: wrong(i) }, { ip })));
    expect(burst.filter((res) => res.json().message === MESSAGES.invalidCode).length).toBeLessThanOrEqual(LIMITS.codeTries);
    expect((await post(t, '/api/auth/verify-email', { email, code }, { ip })).json().message).toBe(MESSAGES.expiredCode);
  });

  it('still accepts the right code on its last allowed try', async () => {
    const email = await registerUser(t, freshEmail('last-try'));
    const code = await latestCode(t, email);
    const other = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < LIMITS.codeTries - 1; i++) {
      expect((await post(t, '/api/auth/verify-email', { email, code: other }, { ip: freshIp() })).statusCode).toBe(400);
    }
    expect((await post(t, '/api/auth/verify-email', { email, code }, { ip: freshIp() })).statusCode).toBe(200);
  });
});
