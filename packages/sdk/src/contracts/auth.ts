import { z } from 'zod';
import { ZMessageResponse } from './common.js';
import { defineRoutes } from './route.js';

/** The password strength hint, shown under password fields and returned as the 400 message. */
export const PASSWORD_HINT = 'At least 8 characters with uppercase, lowercase, and number';

/** The one password strength rule, used by the server and by every client form. */
export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(8, PASSWORD_HINT)
  .max(256, 'Password is too long')
  .regex(/[a-z]/, PASSWORD_HINT)
  .regex(/[A-Z]/, PASSWORD_HINT)
  .regex(/\d/, PASSWORD_HINT);

/**
 * A basic x@y.z e-mail pattern (zod's `z.email()` rejects one-letter top-level domains). Trimmed
 * and lower-cased: addresses are compared case-insensitively everywhere.
 */
export const ZLoginEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address')
  .toLowerCase();

/** A 6-digit verification or reset code. */
export const ZOtpCode = z.string({ error: 'Please enter a valid 6-digit code' }).regex(/^\d{6}$/, 'Please enter a valid 6-digit code');

/** Digits with an optional leading +, spaces and dashes allowed between them. */
export const ZPhone = z
  .string()
  .trim()
  .regex(/^\+?\d[\d\s-]{5,18}\d$/, 'Please enter a valid phone number');

export const ZUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  handle: z.string(),
  bio: z.string().nullable(),
  is_verified: z.boolean(),
  /**
   * Listed in the server's ADMIN_EMAILS: may upload documents (`POST /documents`). Clients use it
   * only to show or hide the administrator's screens; the server checks it on every upload.
   */
  is_admin: z.boolean(),
  /** ISO 8601 date-time. */
  created_at: z.string(),
  links: z.array(z.string()),
});
export type TUser = z.infer<typeof ZUser>;

export const ZProfile = ZUser.extend({ phone: z.string().nullable() });
export type TProfile = z.infer<typeof ZProfile>;

export const ZRegisterRequest = z.object({
  email: ZLoginEmail,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  password: ZPassword,
  phone: ZPhone.optional(),
  company: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({ success: z.literal(true), email: z.string() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZVerifyEmailRequest = z.object({ email: ZLoginEmail, code: ZOtpCode });
export type TVerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;

export const ZLoginRequest = z.object({
  email: ZLoginEmail,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** Returned by login, verify-email, refresh and Google sign-in. */
export const ZLoginResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Lifetime of the access token in seconds. */
  expires_in: z.number().int(),
  token_type: z.literal('bearer'),
  user: ZUser,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Without a body token the HttpOnly `refresh_token` cookie is used (browser apps). */
// Fastify hands a missing body over as null.
export const ZRefreshRequest = z.object({ refresh_token: z.string().min(1).max(512).optional() }).nullish();
export type TRefreshRequest = z.input<typeof ZRefreshRequest>;

export const ZLogoutRequest = ZRefreshRequest;
export type TLogoutRequest = TRefreshRequest;

export const ZEmailRequest = z.object({ email: ZLoginEmail });
export type TEmailRequest = z.input<typeof ZEmailRequest>;

export const ZResetPasswordRequest = z.object({
  email: ZLoginEmail,
  reset_code: ZOtpCode,
  new_password: ZPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZOAuthProvider = z.object({ id: z.literal('google'), name: z.string(), client_id: z.string() });
export const ZOAuthProvidersResponse = z.object({ providers: z.array(ZOAuthProvider) });
export type TOAuthProvidersResponse = z.infer<typeof ZOAuthProvidersResponse>;

export const ZGoogleSignInRequest = z.object({ id_token: z.string().min(1).max(8192) });
export type TGoogleSignInRequest = z.input<typeof ZGoogleSignInRequest>;

/** A browser that signed in to the account and is remembered as a known device. */
export const ZKnownDevice = z.object({
  id: z.uuid(),
  /** Browser and system, from the user agent at the first sign-in ("Chrome on Windows"). */
  label: z.string(),
  /** ISO 8601 date-time of the first sign-in on this device. */
  created_at: z.string(),
  /** ISO 8601 date-time of the latest sign-in on this device. */
  last_used_at: z.string(),
  /** The device this request came from. */
  current: z.boolean(),
});
export type TKnownDevice = z.infer<typeof ZKnownDevice>;

export const ZKnownDevicesResponse = z.object({ devices: z.array(ZKnownDevice) });
export type TKnownDevicesResponse = z.infer<typeof ZKnownDevicesResponse>;

/** Which session stays: the body's refresh token (SDK, tools) or, without it, the refresh cookie. */
export const ZSignOutOtherDevicesRequest = ZRefreshRequest;
export type TSignOutOtherDevicesRequest = TRefreshRequest;

export const ZSignOutOtherDevicesResponse = z.object({
  message: z.string(),
  /** Known devices forgotten (sessions without a known device end as well). */
  signed_out: z.number().int().min(0),
});
export type TSignOutOtherDevicesResponse = z.infer<typeof ZSignOutOtherDevicesResponse>;

export const authContract = defineRoutes({
  register: {
    method: 'POST',
    errors: [409, 429],
    path: '/auth/register',
    summary: 'Create an account; a verification code is e-mailed',
    body: ZRegisterRequest,
    responses: { 201: ZRegisterResponse },
  },
  verifyEmail: {
    method: 'POST',
    errors: [429],
    path: '/auth/verify-email',
    summary: 'Confirm the e-mail with its 6-digit code and sign in',
    body: ZVerifyEmailRequest,
    responses: { 200: ZLoginResponse },
  },
  login: {
    method: 'POST',
    errors: [401, 403, 429],
    path: '/auth/login',
    summary: 'Sign in with e-mail and password',
    body: ZLoginRequest,
    responses: { 200: ZLoginResponse },
  },
  refresh: {
    method: 'POST',
    errors: [401, 403],
    path: '/auth/refresh',
    summary: 'Exchange a refresh token (body or cookie) for new tokens',
    body: ZRefreshRequest,
    responses: { 200: ZLoginResponse },
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in user',
    auth: true,
    responses: { 200: ZUser },
  },
  profile: {
    method: 'GET',
    path: '/users/me/profile',
    summary: 'The signed-in user profile',
    auth: true,
    responses: { 200: ZProfile },
  },
  logout: {
    method: 'POST',
    errors: [403],
    path: '/auth/logout',
    summary: 'End the session of a refresh token (body or cookie)',
    body: ZLogoutRequest,
    responses: { 200: ZMessageResponse },
  },
  resendOtp: {
    method: 'POST',
    errors: [404, 429],
    path: '/auth/resend-otp',
    summary: 'Send a new verification code',
    body: ZEmailRequest,
    responses: { 200: ZMessageResponse },
  },
  forgotPassword: {
    method: 'POST',
    errors: [429],
    path: '/auth/forgot-password',
    summary: 'E-mail a password reset code (same answer whether or not the account exists)',
    body: ZEmailRequest,
    responses: { 200: ZMessageResponse },
  },
  resetPassword: {
    method: 'POST',
    errors: [429],
    path: '/auth/reset-password',
    summary: 'Set a new password with a reset code',
    body: ZResetPasswordRequest,
    responses: { 200: ZMessageResponse },
  },
  devices: {
    method: 'GET',
    path: '/auth/devices',
    summary: 'The devices remembered for this account (the known-device cookie marks the current one)',
    auth: true,
    responses: { 200: ZKnownDevicesResponse },
  },
  signOutOtherDevices: {
    method: 'POST',
    errors: [403],
    path: '/auth/devices/sign-out-others',
    summary: 'End every session and forget every device of the account but this one',
    description:
      'Every other session ends at once (access tokens included: this one too, which the client renews with its refresh token), and every other known device is forgotten, so its password tries wait like any new device.',
    auth: true,
    body: ZSignOutOtherDevicesRequest,
    responses: { 200: ZSignOutOtherDevicesResponse },
  },
  oauthProviders: {
    method: 'GET',
    path: '/auth/oauth/providers',
    summary: 'Enabled third-party sign-in providers',
    responses: { 200: ZOAuthProvidersResponse },
  },
  google: {
    method: 'POST',
    errors: [401, 403, 404, 409],
    path: '/auth/oauth/google',
    summary: 'Sign in with a Google ID token',
    body: ZGoogleSignInRequest,
    responses: { 200: ZLoginResponse },
  },
});
