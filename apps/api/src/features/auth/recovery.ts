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
import { consumeCodeFor } from './sign-in.js';
import { findUserByEmail } from './user-store.js';

export const RESET_SENT_MESSAGE = 'If an account exists for this email, a password reset code has been sent.';

/** A new verification code; the old one stops working. 429 when asked too soon or too often. */
export async function resendVerificationCode(ctx: AuthContext, input: z.output<typeof ZEmailRequest>, ip: string) {
  await claimAttempt(ctx.db, ctx.clock, codeMailSubject(ip), LIMITS.codeMailsPerAddress);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw notFound(MESSAGES.noAccount);
  if (user.isVerified) throw badRequest('This email address is already verified. Please log in.');
  await sendCode(ctx, user, 'verify_email');
  return { message: 'Verification code sent to your email' };
}

/**
 * Always the same answer, and the code is issued and mailed after the response, so neither the
 * body nor the timing tells whether the address has an account. Rate limits apply silently.
 */
export async function forgotPassword(ctx: AuthContext, input: z.output<typeof ZEmailRequest>, ip: string) {
  await claimAttempt(ctx.db, ctx.clock, codeMailSubject(ip), LIMITS.codeMailsPerAddress);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) runInBackground(ctx, () => sendCode(ctx, user, 'reset_password'));
  return { message: RESET_SENT_MESSAGE };
}

/**
 * The right reset code sets the new password, proves the address (so it also verifies it),
 * clears the e-mail's wrong-password delay, and ends every session of the account.
 */
export async function resetPassword(ctx: AuthContext, input: z.output<typeof ZResetPasswordRequest>, ip: string) {
  const user = await consumeCodeFor(ctx, input.email, 'reset_password', input.reset_code, ip);
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
  return { message: 'Password reset successful' };
}
