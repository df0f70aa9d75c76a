import { authContract } from '@app/sdk/contracts';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import { implement } from '../../lib/route.js';
import type { AuthContext } from './context.js';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from './cookies.js';
import { googleSignIn } from './google-sign-in.js';
import { forgotPassword, resendVerificationCode, resetPassword } from './recovery.js';
import { login, logout, refresh, register, verifyEmail } from './sign-in.js';
import { findUserById, toProfileDto, toUserDto } from './user-store.js';

/** The HTTP side of accounts and sessions; the rules live in sign-in, recovery and google-sign-in. */
export async function authRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { config } = ctx;
  const T = 'Auth';

  implement(app, T, authContract.register, ({ body, request }) => register(ctx, body, request.ip));

  implement(app, T, authContract.verifyEmail, async ({ body, request, reply }) => {
    const session = await verifyEmail(ctx, body, request.ip);
    setRefreshCookie(reply, config, session.refresh_token);
    return session;
  });

  implement(app, T, authContract.login, async ({ body, request, reply }) => {
    const session = await login(ctx, body, request.ip);
    setRefreshCookie(reply, config, session.refresh_token);
    return session;
  });

  implement(app, T, authContract.refresh, async ({ body, request, reply }) => {
    const token = refreshTokenOf(request, config, body?.refresh_token);
    if (!token) throw unauthorized();
    const session = await refresh(ctx, token).catch((error: unknown) => {
      clearRefreshCookie(reply, config);
      throw error;
    });
    setRefreshCookie(reply, config, session.refresh_token);
    return session;
  });

  implement(app, T, authContract.logout, async ({ body, request, reply }) => {
    const result = await logout(ctx, refreshTokenOf(request, config, body?.refresh_token));
    clearRefreshCookie(reply, config);
    return result;
  });

  implement(app, T, authContract.me, async ({ user }) => {
    const row = await findUserById(ctx.db, user.id);
    if (!row) throw unauthorized();
    return toUserDto(row);
  });

  implement(app, 'Users', authContract.profile, async ({ user }) => {
    const row = await findUserById(ctx.db, user.id);
    if (!row) throw unauthorized();
    return toProfileDto(row);
  });

  implement(app, T, authContract.resendOtp, ({ body, request }) => resendVerificationCode(ctx, body, request.ip));
  implement(app, T, authContract.forgotPassword, ({ body, request }) => forgotPassword(ctx, body, request.ip));
  implement(app, T, authContract.resetPassword, ({ body, request }) => resetPassword(ctx, body, request.ip));

  implement(app, T, authContract.oauthProviders, () => ({
    providers:
      config.googleClientId && ctx.googleJwks ? [{ id: 'google' as const, name: 'Google', client_id: config.googleClientId }] : [],
  }));

  implement(app, T, authContract.google, async ({ body, reply }) => {
    const session = await googleSignIn(ctx, body.id_token);
    setRefreshCookie(reply, config, session.refresh_token);
    return session;
  });
}
