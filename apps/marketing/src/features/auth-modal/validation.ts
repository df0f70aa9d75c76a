// zod comes with the contracts here: parse without compiling (the CSP forbids eval).
import '@app/shell/zod-config';
import { ZLoginEmail, ZOtpCode, ZPassword, ZPhone } from '@app/sdk/contracts';

/**
 * Form rules (spec part 1, section 5) built on the contracts' schemas, so the forms accept exactly
 * what the server accepts. Results are `auth:validation.*` keys, translated by the form.
 */
export type ValidationKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'nameRequired'
  | 'passwordTooShort'
  | 'passwordWeak'
  | 'confirmRequired'
  | 'passwordMismatch'
  | 'termsRequired'
  | 'phoneInvalid'
  | 'codeInvalid';

export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

/** Required, and the basic x@y.z pattern of `ZLoginEmail`. */
export function emailError(email: string): ValidationKey | undefined {
  if (email.trim() === '') return 'emailRequired';
  return ZLoginEmail.safeParse(email).success ? undefined : 'emailInvalid';
}

/** The strength rule of `ZPassword`: 8+ characters with a lowercase, an uppercase and a digit. */
export function newPasswordError(password: string): ValidationKey | undefined {
  if (password === '') return 'passwordRequired';
  if (ZPassword.safeParse(password).success) return undefined;
  return password.length < 8 ? 'passwordTooShort' : 'passwordWeak';
}

export function confirmError(password: string, confirm: string): ValidationKey | undefined {
  if (confirm === '') return 'confirmRequired';
  return confirm === password ? undefined : 'passwordMismatch';
}

export function codeError(code: string): ValidationKey | undefined {
  return ZOtpCode.safeParse(code).success ? undefined : 'codeInvalid';
}

/** Drops the fields without an error, so `Object.keys(errors).length === 0` means valid. */
function compact<F extends string>(errors: Record<F, ValidationKey | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as FieldErrors<F>;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginValues): FieldErrors<keyof LoginValues> {
  return compact({ email: emailError(email), password: password === '' ? 'passwordRequired' : undefined });
}

export interface SignupValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  location: string;
  password: string;
  confirm: string;
  terms: boolean;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  return compact<keyof SignupValues>({
    name: values.name.trim() === '' ? 'nameRequired' : undefined,
    email: emailError(values.email),
    // Optional; when given it must look like a phone number.
    phone: values.phone.trim() !== '' && !ZPhone.safeParse(values.phone).success ? 'phoneInvalid' : undefined,
    company: undefined,
    location: undefined,
    password: newPasswordError(values.password),
    confirm: confirmError(values.password, values.confirm),
    terms: values.terms ? undefined : 'termsRequired',
  });
}

export interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  return compact<keyof ResetValues>({
    email: emailError(values.email),
    code: codeError(values.code),
    password: newPasswordError(values.password),
    confirm: confirmError(values.password, values.confirm),
  });
}

/** 'Reset Password & Login' is enabled only with a 6-digit code and both password fields filled. */
export function canSubmitReset({ code, password, confirm }: Pick<ResetValues, 'code' | 'password' | 'confirm'>): boolean {
  return /^\d{6}$/.test(code) && password !== '' && confirm !== '';
}
