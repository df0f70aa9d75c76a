import { describe, expect, it } from 'vitest';
import { authContract, PASSWORD_HINT, ZLoginEmail, ZOtpCode, ZPassword, ZRefreshRequest, ZRegisterRequest } from './auth.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth contracts', () => {
  it('accepts a password of 8+ characters with a lowercase, an uppercase and a digit', () => {
    expect(ZPassword.safeParse('Abcdefg1').success).toBe(true);
  });

  it('rejects weak passwords with the strength hint', () => {
    for (const weak of ['Abc1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      const result = ZPassword.safeParse(weak);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(PASSWORD_HINT);
    }
    expect(PASSWORD_HINT).toBe('At least 8 characters with uppercase, lowercase, and number');
  });

  it('accepts a basic x@y.z login e-mail, trimmed and lower-cased', () => {
    expect(ZLoginEmail.parse('  X@Y.Z ')).toBe('x@y.z');
    expect(ZLoginEmail.safeParse('no-at-sign.com').success).toBe(false);
    expect(ZLoginEmail.safeParse('a@b').success).toBe(false);
    expect(firstMessage(ZLoginEmail.safeParse(''))).toBe('Email is required');
  });

  it('accepts exactly six digits as a code', () => {
    expect(ZOtpCode.safeParse('012345').success).toBe(true);
    for (const bad of ['12345', '1234567', '12a456']) {
      expect(firstMessage(ZOtpCode.safeParse(bad))).toBe('Please enter a valid 6-digit code');
    }
  });

  it('requires a name at sign-up and allows optional phone, company and location', () => {
    const ok = ZRegisterRequest.safeParse({ email: 'a@b.in', name: ' Ravi ', password: 'Secret123', phone: '+91 98765 43210' });
    expect(ok.success && ok.data.name).toBe('Ravi');
    expect(firstMessage(ZRegisterRequest.safeParse({ email: 'a@b.in', name: '  ', password: 'Secret123' }))).toBe('Name is required');
    expect(ZRegisterRequest.safeParse({ email: 'a@b.in', name: 'R', password: 'Secret123', phone: 'call me' }).success).toBe(false);
  });

  it('lets refresh be called without a body (the cookie is used)', () => {
    expect(ZRefreshRequest.safeParse(undefined).success).toBe(true);
    expect(ZRefreshRequest.safeParse(null).success).toBe(true);
    expect(ZRefreshRequest.safeParse({}).success).toBe(true);
    expect(ZRefreshRequest.safeParse({ refresh_token: 'abc' }).success).toBe(true);
  });

  it('declares the spec paths relative to /api', () => {
    expect(authContract.register).toMatchObject({ method: 'POST', path: '/auth/register' });
    expect(authContract.profile).toMatchObject({ method: 'GET', path: '/users/me/profile', auth: true });
    expect(authContract.google.path).toBe('/auth/oauth/google');
  });
});
