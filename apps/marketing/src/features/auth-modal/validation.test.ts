import { describe, expect, it } from 'vitest';
import { canSubmitReset, validateLogin, validateReset, validateSignup, type SignupValues } from './validation';

const validSignup: SignupValues = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  phone: '',
  company: '',
  location: '',
  password: 'Str0ngPass',
  confirm: 'Str0ngPass',
  terms: true,
};

describe('login rules', () => {
  it('require an e-mail matching the basic x@y.z pattern and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    expect(validateLogin({ email: 'asha@example', password: 'x' })).toEqual({ email: 'emailInvalid' });
    expect(validateLogin({ email: 'x@y.z', password: 'x' })).toEqual({});
  });
});

describe('signup rules', () => {
  const check = (change: Partial<SignupValues>) => validateSignup({ ...validSignup, ...change });

  it('accept a complete, valid form', () => {
    expect(check({})).toEqual({});
    expect(check({ phone: '+91 98765 43210', company: 'Patel Builders', location: 'Surat' })).toEqual({});
  });

  it('require a name that is not just spaces', () => {
    expect(check({ name: '   ' })).toEqual({ name: 'nameRequired' });
  });

  it('require a valid e-mail', () => {
    expect(check({ email: '' })).toEqual({ email: 'emailRequired' });
    expect(check({ email: 'asha.example.com' })).toEqual({ email: 'emailInvalid' });
  });

  it('apply the password strength rule of the contracts', () => {
    expect(check({ password: '', confirm: '' })).toEqual({ password: 'passwordRequired', confirm: 'confirmRequired' });
    expect(check({ password: 'Sh0rt', confirm: 'Sh0rt' })).toEqual({ password: 'passwordTooShort' });
    expect(check({ password: 'alllowercase1', confirm: 'alllowercase1' })).toEqual({ password: 'passwordWeak' });
    expect(check({ password: 'ALLUPPERCASE1', confirm: 'ALLUPPERCASE1' })).toEqual({ password: 'passwordWeak' });
    expect(check({ password: 'NoDigitsHere', confirm: 'NoDigitsHere' })).toEqual({ password: 'passwordWeak' });
  });

  it('require the confirmation to equal the password', () => {
    expect(check({ confirm: 'Str0ngPasS' })).toEqual({ confirm: 'passwordMismatch' });
  });

  it('require the terms to be accepted', () => {
    expect(check({ terms: false })).toEqual({ terms: 'termsRequired' });
  });

  it('accept an empty phone number but not a malformed one', () => {
    expect(check({ phone: '12ab' })).toEqual({ phone: 'phoneInvalid' });
  });
});

describe('reset password rules', () => {
  const valid = { email: 'asha@example.com', code: '123456', password: 'N3wPassword', confirm: 'N3wPassword' };

  it('require a 6-digit code, a strong password and a matching confirmation', () => {
    expect(validateReset(valid)).toEqual({});
    expect(validateReset({ ...valid, code: '12345' })).toEqual({ code: 'codeInvalid' });
    expect(validateReset({ ...valid, password: 'weakpass1', confirm: 'weakpass1' })).toEqual({ password: 'passwordWeak' });
    expect(validateReset({ ...valid, confirm: 'Other1234' })).toEqual({ confirm: 'passwordMismatch' });
  });

  it('enable the button only with 6 digits and both password fields filled', () => {
    expect(canSubmitReset({ code: '', password: '', confirm: '' })).toBe(false);
    expect(canSubmitReset({ code: '12345', password: 'a', confirm: 'a' })).toBe(false);
    expect(canSubmitReset({ code: '123456', password: 'a', confirm: '' })).toBe(false);
    expect(canSubmitReset({ code: '123456', password: '', confirm: 'a' })).toBe(false);
    expect(canSubmitReset({ code: '12345a', password: 'a', confirm: 'a' })).toBe(false);
    expect(canSubmitReset({ code: '123456', password: 'a', confirm: 'b' })).toBe(true);
  });
});
