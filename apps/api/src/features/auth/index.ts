import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../../lib/errors.js';
import type { AuthUser, ContractHandlers } from '../../router/index.js';
import type { authContract } from '@app/sdk/contracts';
import { verifyAccessToken } from './access-tokens.js';
import type { AuthContext } from './context.js';
import { googleRemoteJwks } from './google.js';
import { authHandlers } from './routes.js';
import { deriveKeys, loadServerSecret } from './secrets.js';
import { tokenVersionIsCurrent } from './user-store.js';

export interface Auth {
  /** Resolves `Authorization: Bearer <access token>` to its user, or throws 401. */
  authenticate(request: FastifyRequest): Promise<AuthUser>;
  handlers: ContractHandlers<typeof authContract>;
  /** Waits for mail still being sent after a response. */
  idle(): Promise<void>;
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
    clock: deps.clock,
    keys: deriveKeys(secret),
    config,
    mailer: deps.mailer,
    googleJwks: config.googleClientId ? (options.googleJwks ?? googleRemoteJwks()) : undefined,
    log: options.log,
    background: new Set(),
  };
  return {
    async authenticate(request) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const claims = match?.[1] ? await verifyAccessToken(ctx.keys, ctx.clock, match[1]) : null;
      // A deleted account's or a reset password's unexpired token must not reach any route.
      if (!claims || !(await tokenVersionIsCurrent(ctx.db, claims.user.id, claims.version))) throw unauthorized();
      return claims.user;
    },
    handlers: authHandlers(ctx),
    async idle() {
      while (ctx.background.size > 0) await Promise.allSettled([...ctx.background]);
    },
  };
}
