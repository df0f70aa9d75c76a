import type { TLoginResponse, TRegisterResponse, ZLoginRequest, ZRegisterRequest, ZVerifyEmailRequest } from '@app/sdk/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/users.js';
import { AppError, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { consumeCode } from './codes.js';
import { type AuthContext, refreshDeps, sendCode, sessionResponse, startSession } from './context.js';
import { LIMITS, MESSAGES } from './limits.js';
import { checkPassword, hashPassword } from './passwords.js';
import { revokeFamilyOf, rotateRefreshToken } from './refresh-tokens.js';
import { claimAttempt, claimPasswordTry, ipSubject, signUpEmailSubject, signUpSubject } from './throttle.js';
import { knownDeviceOf, rememberDevice } from './known-devices.js';
import { findUserByEmail, findUserById, insertUser, isUniqueViolation, normalizePhone, phoneTaken, type UserRow } from './user-store.js';

/** Sign-up: 409 for a taken e-mail or phone; the verification code is mailed. */
export async function register(ctx: AuthContext, input: z.output<typeof ZRegisterRequest>, ip: string): Promise<TRegisterResponse> {
  await claimAttempt(ctx.db, ctx.clock, signUpSubject(ip), LIMITS.signUpsPerAddress);
  await claimAttempt(ctx.db, ctx.clock, signUpEmailSubject(input.email), LIMITS.signUpsPerEmail);
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(MESSAGES.emailTaken);
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (phone && (await phoneTaken(ctx.db, phone))) throw conflict(MESSAGES.phoneTaken);
  const now = ctx.clock.now();
  let user;
  try {
    user = await insertUser(ctx.db, {
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      phone,
      company: input.company || null,
      location: input.location || null,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index decides.
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  try {
    await sendCode(ctx, user, 'verify_email', ip);
  } catch (error) {
    // The account exists either way; "Resend code" recovers from a mail failure.
    ctx.log.warn({ err: error }, 'verification code not sent at sign-up');
  }
  return { success: true, email: user.email };
}

/** Who is asking: the client's address, the known-device token its cookie carries, its user agent. */
export interface Client {
  ip: string;
  deviceToken?: string;
  userAgent?: string;
}

/** A sign-in's session and the token that now marks the device as known (for its cookie). */
export interface SignedIn {
  session: TLoginResponse;
  deviceToken: string;
}

const deviceDeps = (ctx: AuthContext) => ({ db: ctx.db, clock: ctx.clock, keys: ctx.keys });

/** The session of a proven sign-in, and the device remembered as one of the user's. */
async function signedIn(ctx: AuthContext, user: UserRow, client: Client): Promise<SignedIn> {
  const session = await startSession(ctx, user);
  return { session, deviceToken: await rememberDevice(deviceDeps(ctx), user.id, client.deviceToken, client.userAgent) };
}

/**
 * Password sign-in. Order matters: the address's budget and the password delay (the e-mail's, or
 * a known device's own) are claimed before any hash is computed, for unknown e-mails exactly as
 * for existing ones (which verify against a dummy hash), so neither the answers nor their timing
 * tell which e-mails have accounts.
 */
export async function login(ctx: AuthContext, input: z.output<typeof ZLoginRequest>, client: Client): Promise<SignedIn> {
  const { db, clock } = ctx;
  const attempt = await claimAttempt(db, clock, ipSubject(client.ip), LIMITS.ipFailures);
  const device = await knownDeviceOf(deviceDeps(ctx), client.deviceToken, input.email);
  const passwordTry = await claimPasswordTry(db, clock, input.email, device?.id);
  const user = await findUserByEmail(db, input.email);
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError(401, MESSAGES.invalidCredentials);
  await attempt.succeeded();
  await passwordTry.succeeded();
  if (!user.isVerified) {
    // The right password proves the caller; send a fresh code unless one went out moments ago.
    await sendCode(ctx, user, 'verify_email', client.ip).catch((error: unknown) => {
      if (!(error instanceof AppError && error.status === 429)) ctx.log.warn({ err: error }, 'code not re-sent at login');
    });
    throw forbidden(MESSAGES.unverified, 'email_not_verified');
  }
  return signedIn(ctx, user, client);
}

/** Checks a code for an address; wrong guesses also count against the caller's IP. */
export async function consumeCodeFor(ctx: AuthContext, email: string, purpose: 'verify_email' | 'reset_password', code: string, ip: string) {
  const { db, clock } = ctx;
  const attempt = await claimAttempt(db, clock, ipSubject(ip), LIMITS.ipFailures);
  const user = await findUserByEmail(db, email);
  try {
    if (!user) throw new AppError(400, MESSAGES.invalidCode);
    await consumeCode({ db, clock, keys: ctx.keys }, user.id, purpose, code, ip);
  } catch (error) {
    // Only a wrong code counts against the address; a 429 from the account's budget does not.
    if (!(error instanceof AppError && error.status === 400)) await attempt.succeeded();
    throw error;
  }
  await attempt.succeeded();
  return user;
}

/** The right code verifies the address and signs the user in; the device becomes a known one. */
export async function verifyEmail(ctx: AuthContext, input: z.output<typeof ZVerifyEmailRequest>, client: Client): Promise<SignedIn> {
  const user = await consumeCodeFor(ctx, input.email, 'verify_email', input.code, client.ip);
  const [verified] = await ctx.db
    .update(users)
    .set({ isVerified: true, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  ctx.accounts.forget(user.id);
  return signedIn(ctx, verified ?? user, client);
}

export async function refresh(ctx: AuthContext, refreshToken: string): Promise<TLoginResponse> {
  const { userId, token } = await rotateRefreshToken(refreshDeps(ctx), refreshToken);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return sessionResponse(ctx, user, token);
}

export async function logout(ctx: AuthContext, refreshToken: string | undefined) {
  if (refreshToken) await revokeFamilyOf(refreshDeps(ctx), refreshToken);
  return { message: 'Logged out successfully' };
}
