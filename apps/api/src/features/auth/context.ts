import type { TLoginResponse } from '@app/sdk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { type CodePurpose, codeMail } from '../mail/templates.js';
import { signAccessToken } from './access-tokens.js';
import { isAdminEmail } from './admins.js';
import { assertCanSendCode, issueCode } from './codes.js';
import { issueRefreshToken, type RefreshDeps } from './refresh-tokens.js';
import type { AccountCache } from './account-cache.js';
import type { AuthKeys } from './secrets.js';
import { toUserDto, type UserRow } from './user-store.js';

/** Everything the auth rules need; built once per app by `createAuth`. */
export interface AuthContext {
  db: Db;
  /** Accounts as authentication reads them; every write to a user row calls `forget`. */
  accounts: AccountCache;
  clock: Clock;
  keys: AuthKeys;
  config: Config;
  mailer: Mailer;
  /** Google's key set; undefined when Google sign-in is not configured. */
  googleJwks?: JWTVerifyGetKey;
  log: FastifyBaseLogger;
  /** Work finished after the response (mail whose timing must not leak); awaited on close. */
  background: Set<Promise<unknown>>;
}

export const refreshDeps = (ctx: AuthContext): RefreshDeps => ({
  db: ctx.db,
  clock: ctx.clock,
  keys: ctx.keys,
  ttlS: ctx.config.refreshTokenTtlS,
});

/** The login shape returned by login, verify-email, refresh and Google sign-in. */
export async function sessionResponse(ctx: AuthContext, user: UserRow, refreshToken: string): Promise<TLoginResponse> {
  const ttl = ctx.config.accessTokenTtlS;
  return {
    access_token: await signAccessToken(ctx.keys, ctx.clock, ttl, { user: { id: user.id, email: user.email }, version: user.tokenVersion }),
    refresh_token: refreshToken,
    expires_in: ttl,
    token_type: 'bearer',
    user: toUserDto(user, isAdminEmail(ctx.config, user.email)),
  };
}

/** A new sign-in: a new refresh-token family. */
export async function startSession(ctx: AuthContext, user: UserRow): Promise<TLoginResponse> {
  const { raw } = await issueRefreshToken(refreshDeps(ctx), user.id);
  return sessionResponse(ctx, user, raw);
}

/** Sends a fresh code asked for from `ip` (429 when sent too recently or too often). Mail failure → 502. */
export async function sendCode(ctx: AuthContext, user: UserRow, purpose: CodePurpose, ip: string): Promise<void> {
  const deps = { db: ctx.db, clock: ctx.clock, keys: ctx.keys };
  await assertCanSendCode(deps, user.id, purpose);
  const code = await issueCode(deps, user.id, purpose, ip);
  try {
    await ctx.mailer.send(codeMail(purpose, user.email, user.name, code));
  } catch (error) {
    ctx.log.error({ err: error, purpose }, 'sending a code failed');
    throw new AppError(502, 'We could not send the email. Please try again later.');
  }
}

/** Runs `work` after the response; errors are logged, never shown to the caller. */
export function runInBackground(ctx: AuthContext, work: () => Promise<unknown>) {
  const task: Promise<unknown> = Promise.resolve()
    .then(work)
    .catch((error: unknown) => {
      const expected = error instanceof AppError && error.status === 429;
      if (!expected) ctx.log.error({ err: error }, 'background auth task failed');
    })
    .finally(() => ctx.background.delete(task));
  ctx.background.add(task);
}
