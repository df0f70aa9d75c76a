import type { authContract } from '@app/sdk/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { ContractHandlers } from '../../router/index.js';
import { isAdminEmail } from './admins.js';
import type { AuthContext } from './context.js';
import { clearRefreshCookie, knownDeviceTokenOf, refreshTokenOf, setKnownDeviceCookie, setRefreshCookie } from './cookies.js';
import { devicesOf, signOutOtherDevices } from './devices.js';
import { googleSignIn } from './google-sign-in.js';
import { forgotPassword, resendVerificationCode, resetPassword } from './recovery.js';
import { type Client, login, logout, refresh, register, verifyEmail } from './sign-in.js';
import { toProfileDto, toUserDto } from './user-store.js';

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  deviceToken: knownDeviceTokenOf(request),
  userAgent: request.headers['user-agent'],
});

/** The HTTP side of accounts and sessions; the rules live in sign-in, recovery and google-sign-in. */
export function authHandlers(ctx: AuthContext): ContractHandlers<typeof authContract> {
  const { config } = ctx;
  return {
    register: ({ body, request }) => register(ctx, body, request.ip),

    verifyEmail: async ({ body, request, reply }) => {
      const { session, deviceToken } = await verifyEmail(ctx, body, clientOf(request));
      setRefreshCookie(reply, config, session.refresh_token);
      setKnownDeviceCookie(reply, config, deviceToken);
      return session;
    },

    login: async ({ body, request, reply }) => {
      const { session, deviceToken } = await login(ctx, body, clientOf(request));
      setRefreshCookie(reply, config, session.refresh_token);
      setKnownDeviceCookie(reply, config, deviceToken);
      return session;
    },

    refresh: async ({ body, request, reply }) => {
      const token = refreshTokenOf(request, config, body?.refresh_token);
      if (!token) throw unauthorized();
      const session = await refresh(ctx, token).catch((error: unknown) => {
        clearRefreshCookie(reply, config);
        throw error;
      });
      setRefreshCookie(reply, config, session.refresh_token);
      return session;
    },

    logout: async ({ body, request, reply }) => {
      const result = await logout(ctx, refreshTokenOf(request, config, body?.refresh_token));
      clearRefreshCookie(reply, config);
      return result;
    },

    me: async ({ user }) => {
      const row = await ctx.accounts.get(user.id);
      if (!row) throw unauthorized();
      return toUserDto(row, isAdminEmail(config, row.email));
    },

    profile: async ({ user }) => {
      const row = await ctx.accounts.get(user.id);
      if (!row) throw unauthorized();
      return toProfileDto(row, isAdminEmail(config, row.email));
    },

    resendOtp: ({ body, request }) => resendVerificationCode(ctx, body, request.ip),
    forgotPassword: ({ body, request }) => forgotPassword(ctx, body, request.ip),
    resetPassword: async ({ body, request, reply }) => {
      const { message, deviceToken } = await resetPassword(ctx, body, clientOf(request));
      setKnownDeviceCookie(reply, config, deviceToken);
      return { message };
    },

    devices: ({ request, user }) => devicesOf(ctx, user.id, knownDeviceTokenOf(request)),

    signOutOtherDevices: ({ body, request, user }) =>
      signOutOtherDevices(ctx, user.id, { deviceToken: knownDeviceTokenOf(request), refreshToken: refreshTokenOf(request, config, body?.refresh_token) }),

    oauthProviders: () => ({
      providers:
        config.googleClientId && ctx.googleJwks ? [{ id: 'google' as const, name: 'Google', client_id: config.googleClientId }] : [],
    }),

    google: async ({ body, reply }) => {
      const session = await googleSignIn(ctx, body.id_token);
      setRefreshCookie(reply, config, session.refresh_token);
      return session;
    },
  };
}
