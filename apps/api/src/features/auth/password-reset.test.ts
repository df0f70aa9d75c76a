import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';
import { type AuthTestApp, createAuthTestApp, freshEmail, freshIp, latestCode, outboxOf, PASSWORD, post, registerUser, signUp } from './test-support.js';

const NEW_PASSWORD = 'Fresh456x';
const MINUTE = 60_000;
const forgot = (t: AuthTestApp, email: string) => post(t, '/api/auth/forgot-password', { email });
const reset = (t: AuthTestApp, email: string, code: string, password = NEW_PASSWORD) =>
  post(t, '/api/auth/reset-password', { email, reset_code: code, new_password: password }, { ip: freshIp() });

describe('password reset', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the same answer for an unknown address as for a known one', async () => {
    const { email } = await signUp(t);
    const known = await forgot(t, email);
    const unknown = await forgot(t, freshEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('mails a reset code that expires in 10 minutes to a known address', async () => {
    const { email } = await signUp(t);
    await forgot(t, email);
    const code = await latestCode(t, email, 'reset_password');
    const mail = (await outboxOf(t, email)).find((m) => m.purpose === 'reset_password');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain(code);
    expect(mail?.text).toContain('expires in 10 minutes');
  });

  it('sets the new password, ends every session, and lets the user sign in with it', async () => {
    const { email, refresh_token } = await signUp(t);
    await forgot(t, email);
    const res = await reset(t, email, await latestCode(t, email, 'reset_password'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();
    expect((await post(t, '/api/auth/refresh', { refresh_token })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: NEW_PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('refuses a wrong reset code and leaves the password unchanged', async () => {
    const { email } = await signUp(t);
    await forgot(t, email);
    const code = await latestCode(t, email, 'reset_password');
    const res = await reset(t, email, code === '000000' ? '000001' : '000000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid verification code');
    expect((await post(t, '/api/auth/login', { email, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it("keeps the requester's code alive through someone else's wrong codes, however many addresses they use", async () => {
    const { email } = await signUp(t);
    const owner = freshIp();
    await post(t, '/api/auth/forgot-password', { email }, { ip: owner });
    const code = await latestCode(t, email, 'reset_password');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // More wrong codes than one code's tries and than the account's hourly budget, each from its own address.
    const guesses = [];
    for (let i = 0; i < LIMITS.codeFailures.max + 2; i++) guesses.push((await reset(t, email, wrong(i))).statusCode);
    expect(guesses.every((status) => status === 400)).toBe(true);
    const res = await post(t, '/api/auth/reset-password', { email, reset_code: code, new_password: NEW_PASSWORD }, { ip: owner });
    expect(res.statusCode).toBe(200);
  });

  it('still kills a code after 3 wrong tries from the address that asked for it', async () => {
    const { email } = await signUp(t);
    const owner = freshIp();
    await post(t, '/api/auth/forgot-password', { email }, { ip: owner });
    const code = await latestCode(t, email, 'reset_password');
    const other = code === '000000' ? '000001' : '000000';
    const fromOwner = (reset_code: string) => post(t, '/api/auth/reset-password', { email, reset_code, new_password: NEW_PASSWORD }, { ip: owner });
    for (let i = 0; i < LIMITS.codeTries; i++) expect((await fromOwner(other)).json().message).toBe('Invalid verification code');
    const late = await fromOwner(code);
    expect({ status: late.statusCode, message: late.json().message }).toEqual({ status: 400, message: 'Verification code has expired' });
  });

  it('refuses an expired reset code', async () => {
    const { email } = await signUp(t);
    await forgot(t, email);
    const code = await latestCode(t, email, 'reset_password');
    t.clock.advance(10 * MINUTE + 1000);
    const res = await reset(t, email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verification code has expired');
  });

  it('applies the password strength rule to the new password', async () => {
    const res = await reset(t, freshEmail(), '123456', 'weakpass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('At least 8 characters with uppercase, lowercase, and number');
  });

  it('verifies an unverified account, since the code proves the address', async () => {
    const email = await registerUser(t);
    await forgot(t, email);
    expect((await reset(t, email, await latestCode(t, email, 'reset_password'))).statusCode).toBe(200);
    const login = await post(t, '/api/auth/login', { email, password: NEW_PASSWORD }, { ip: freshIp() });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.is_verified).toBe(true);
  });
});
