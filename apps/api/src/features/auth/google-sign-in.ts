import type { TLoginResponse } from '@app/sdk/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { type AuthContext, startSession } from './context.js';
import { verifyGoogleIdToken } from './google.js';
import { findUserByEmail, insertUser, isUniqueViolation } from './user-store.js';

/**
 * Google sign-in. A Google account links to an existing account only when that account's e-mail
 * is verified. An UNVERIFIED local sign-up with the same address is discarded (with its codes
 * and tokens): whoever created it never proved the address, and linking would let them keep a
 * password on the Google user's account (takeover). The Google user gets a fresh account.
 */
export async function googleSignIn(ctx: AuthContext, idToken: string): Promise<TLoginResponse> {
  const clientId = ctx.config.googleClientId;
  if (!clientId || !ctx.googleJwks) throw notFound('Google sign-in is not enabled');
  const identity = await verifyGoogleIdToken(ctx.googleJwks, clientId, ctx.clock, idToken);
  const { db } = ctx;

  for (let attempt = 0; ; attempt++) {
    const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub));
    if (bySub) return startSession(ctx, bySub);

    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail?.isVerified) {
      if (byEmail.googleSub) throw conflict('This email is already linked to another Google account');
      const [linked] = await db
        .update(users)
        .set({ googleSub: identity.sub, updatedAt: ctx.clock.now() })
        .where(eq(users.id, byEmail.id))
        .returning();
      ctx.accounts.forget(byEmail.id);
      return startSession(ctx, linked ?? byEmail);
    }
    if (byEmail) {
      ctx.log.info({ userId: byEmail.id }, 'discarding an unverified sign-up taken over by Google sign-in');
      await db.delete(users).where(eq(users.id, byEmail.id));
      ctx.accounts.forget(byEmail.id);
    }
    const now = ctx.clock.now();
    try {
      const created = await insertUser(db, {
        email: identity.email,
        name: identity.name ?? identity.email.split('@')[0] ?? 'user',
        passwordHash: null,
        isVerified: true,
        googleSub: identity.sub,
        createdAt: now,
        updatedAt: now,
      });
      return startSession(ctx, created);
    } catch (error) {
      // A concurrent first sign-in created the account: the next pass finds it.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      if (isUniqueViolation(error)) throw new AppError(409, 'Please try signing in again');
      throw error;
    }
  }
}
