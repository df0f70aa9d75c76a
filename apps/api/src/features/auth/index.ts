import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../../lib/errors.js';
import type { AuthUser, ContractHandlers } from '../../router/index.js';
import type { authContract } from '@app/sdk/contracts';
import { cachedAccessTokenVerifier } from './access-tokens.js';
import type { AuthContext } from './context.js';
import { googleRemoteJwks } from './google.js';
import { authHandlers } from './routes.js';
import { deriveKeys, loadServerSecret } from './secrets.js';
import { createAccountCache } from './account-cache.js';

export interface Auth {
  /** Resolves `Authorization: Bearer <access token>` to its user, or throws 401. */
  authenticate(request: FastifyRequest): Promise<AuthUser>;
  handlers: ContractHandlers<typeof authContract>;
  /** Waits for mail still being sent after a response, then stops listening for account changes. */
  close(): Promise<void>;
}

/** Builds the auth feature: loads (or creates) the server secret, then the rules and routes. */
export async function createAuth(
  deps: AppDeps,
  options: { log: FastifyBaseLogger; googleJwks?: JWTVerifyGetKey },
): Promise<Auth> {
  const { config } = deps;
  const secret = await loadServerSecret(deps.database.db, config.jwtSecret);
  const ctx: AuthContext = {
    db: deps.database.db,
    accounts: createAccountCache(deps.database),
    clock: deps.clock,
    keys: deriveKeys(secret),
    config,
    mailer: deps.mailer,
    googleJwks: config.googleClientId ? (options.googleJwks ?? googleRemoteJwks()) : undefined,
    log: options.log,
    background: new Set(),
  };
  const verifyAccessToken = cachedAccessTokenVerifier(ctx.keys, ctx.clock);
  return {
    async authenticate(request) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const claims = match?.[1] ? await verifyAccessToken(match[1]) : null;
      const account = claims && (await ctx.accounts.get(claims.user.id));
      // A deleted account's or a reset password's unexpired token must not reach any route.
      if (!claims || account?.tokenVersion !== claims.version) throw unauthorized();
      return claims.user;
    },
    handlers: authHandlers(ctx),
    async close() {
      while (ctx.background.size > 0) await Promise.allSettled([...ctx.background]);
      await ctx.accounts.close();
    },
  };
}
