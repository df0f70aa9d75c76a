import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { LIMITS } from './limits.js';
import { type AuthTestApp, createAuthTestApp, freshEmail, latestCode, outboxOf, PASSWORD, post, registerUser } from './test-support.js';

describe('sign-up', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an unverified account, answers 201 and mails a 6-digit code that expires in 10 minutes', async () => {
    const email = freshEmail();
    const res = await post(t, '/api/auth/register', { email: email.toUpperCase(), name: 'Ravi Patel', password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, email });
    const [mail] = await outboxOf(t, email);
    expect(mail?.subject).toBe('Your verification code');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.text).toContain('expires in 10 minutes');
  });

  it('refuses a second account with the same e-mail in any letter case (409)', async () => {
    const email = await registerUser(t);
    const res = await post(t, '/api/auth/register', { email: email.toUpperCase(), name: 'Other', password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });

  it('refuses a second account with the same phone number (409)', async () => {
    await registerUser(t, freshEmail(), { phone: '+91 98765 43210' });
    const res = await post(t, '/api/auth/register', { email: freshEmail(), name: 'Other', password: PASSWORD, phone: '+919876543210' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this phone number already exists');
  });

  it('rejects a weak password with the strength hint (400)', async () => {
    const res = await post(t, '/api/auth/register', { email: freshEmail(), name: 'Ravi', password: 'password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('At least 8 characters with uppercase, lowercase, and number');
  });

  it('rejects an invalid e-mail address (400)', async () => {
    const res = await post(t, '/api/auth/register', { email: 'not-an-email', name: 'Ravi', password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it('derives unique handles from names, with user+digits for names without Latin letters', async () => {
    const handleOf = async (name: string) => {
      const email = freshEmail();
      await post(t, '/api/auth/register', { email, name, password: PASSWORD });
      const verify = await post(t, '/api/auth/verify-email', { email, code: await latestCode(t, email) });
      return verify.json().user.handle as string;
    };
    const first = await handleOf('Asha Mehta');
    const second = await handleOf('Asha  Mehta!');
    expect(first).toBe('ashamehta');
    expect(second).toBe('ashamehta2');
    expect(await handleOf('ધ્રુવ')).toMatch(/^user\d+$/);
  });

  it('gives 50 concurrent sign-ups with the same name 50 distinct handles (no 500)', async () => {
    const name = `Kiran Shah ${Date.now().toString(36).replace(/[0-9]/g, '')}`;
    const emails = Array.from({ length: 50 }, () => freshEmail('same'));
    const results = await Promise.all(
      emails.map((email, i) => post(t, '/api/auth/register', { email, name, password: PASSWORD }, { ip: `10.50.0.${i + 1}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(emails.map(() => 201));
    const rows = await t.database.db.select({ handle: users.handle }).from(users).where(inArray(users.email, emails));
    expect(new Set(rows.map((r) => r.handle)).size).toBe(50);
  });

  it('throttles sign-ups from one address: the 31st within an hour gets 429 with Retry-After', async () => {
    const ip = '10.60.0.1';
    for (let i = 0; i < LIMITS.signUpsPerAddress.max; i++) {
      expect((await post(t, '/api/auth/register', { email: freshEmail('flood'), name: 'Flood', password: PASSWORD }, { ip })).statusCode).toBe(201);
    }
    const refused = await post(t, '/api/auth/register', { email: freshEmail('flood'), name: 'Flood', password: PASSWORD }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(t, '/api/auth/register', { email: freshEmail('other'), name: 'Other', password: PASSWORD })).statusCode).toBe(201);
  });

  it('throttles sign-ups naming one e-mail from many addresses: the 6th within an hour gets 429', async () => {
    const email = freshEmail('wanted');
    const tries = [];
    for (let i = 0; i < LIMITS.signUpsPerEmail.max; i++) {
      tries.push((await post(t, '/api/auth/register', { email, name: 'Wanted', password: PASSWORD }, { ip: `10.61.0.${i + 1}` })).statusCode);
    }
    expect(tries).toEqual([201, 409, 409, 409, 409]);
    const refused = await post(t, '/api/auth/register', { email: email.toUpperCase(), name: 'Wanted', password: PASSWORD }, { ip: '10.61.1.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles code e-mails asked for from one address, whatever the accounts', async () => {
    const ip = '10.60.0.2';
    for (let i = 0; i < LIMITS.codeMailsPerAddress.max; i++) {
      expect((await post(t, '/api/auth/forgot-password', { email: freshEmail('nobody') }, { ip })).statusCode).toBe(200);
    }
    expect((await post(t, '/api/auth/forgot-password', { email: freshEmail('nobody') }, { ip })).statusCode).toBe(429);
    expect((await post(t, '/api/auth/resend-otp', { email: freshEmail('nobody') }, { ip })).statusCode).toBe(429);
  });
});
