import type { ZEmailRequest, ZResetPasswordRequest } from '@app/sdk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/users.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { type AuthContext, runInBackground, sendCode } from './context.js';
import { LIMITS, MESSAGES } from './limits.js';
import { claimAttempt, clearPasswordTries, codeMailSubject } from './throttle.js';
import { hashPassword } from './passwords.js';
import { revokeAllForUser } from './refresh-tokens.js';
import { forgetDevices, rememberDevice } from './known-devices.js';
import { type Client, consumeCodeFor } from './sign-in.js';
import { findUserByEmail } from './user-store.js';

export const RESET_SENT_MESSAGE = 'If an account exists for this email, a password reset code has been sent.';

/** A new verification code; the old one stops working. 429 when asked too soon or too often. */
export async function resendVerificationCode(ctx: AuthContext, input: z.output<typeof ZEmailRequest>, ip: string) {
  await claimAttempt(ctx.db, ctx.clock, codeMailSubject(ip), LIMITS.codeMailsPerAddress);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw notFound(MESSAGES.noAccount);
  if (user.isVerified) throw badRequest('This email address is already verified. Please log in.');
  await sendCode(ctx, user, 'verify_email', ip);
  return { message: 'Verification code sent to your email' };
}

/**
 * Always the same answer, and the code is issued and mailed after the response, so neither the
 * body nor the timing tells whether the address has an account. Rate limits apply silently.
 */
export async function forgotPassword(ctx: AuthContext, input: z.output<typeof ZEmailRequest>, ip: string) {
  await claimAttempt(ctx.db, ctx.clock, codeMailSubject(ip), LIMITS.codeMailsPerAddress);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) runInBackground(ctx, () => sendCode(ctx, user, 'reset_password', ip));
  return { message: RESET_SENT_MESSAGE };
}

/**
 * The right reset code sets the new password, proves the address (so it also verifies it),
 * clears the e-mail's wrong-password delay, ends every session of the account and forgets every
 * known device. The device that reset the password becomes the one known device: its owner can
 * sign in at once, whoever keeps guessing elsewhere. Returns its token for the cookie.
 */
export async function resetPassword(
  ctx: AuthContext,
  input: z.output<typeof ZResetPasswordRequest>,
  client: Client,
): Promise<{ message: string; deviceToken: string }> {
  const user = await consumeCodeFor(ctx, input.email, 'reset_password', input.reset_code, client.ip);
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.new_password),
      isVerified: true,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, user.id));
  ctx.accounts.forget(user.id);
  await clearPasswordTries(ctx.db, user.email);
  await revokeAllForUser(ctx, user.id);
  await forgetDevices(ctx.db, user.id);
  const deviceToken = await rememberDevice(ctx, user.id, undefined, client.userAgent);
  return { message: 'Password reset successful', deviceToken };
}
