import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../router/index.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthKeys } from './secrets.js';

const ISSUER = 'gujarat-build-assist';
const AUDIENCE = 'api';

/** A token's user and the account's token version it was issued under. */
export interface TokenClaims {
  user: AuthUser;
  version: number;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
}

/**
 * Short-lived HS256 JWT carrying the account's token version: a request checks that version
 * against the account (one indexed read), so a reset password or a deleted account ends every
 * token at once.
 */
export async function signAccessToken(keys: AuthKeys, clock: Clock, ttlS: number, { user, version }: Omit<TokenClaims, 'expiresAt'>): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ email: user.email, ver: version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlS)
    .sign(keys.jwt);
}

/** The claims of a valid token, or null (missing, malformed, forged or expired). */
export async function verifyAccessToken(keys: AuthKeys, clock: Clock, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: clock.now(),
      clockTolerance: 0,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.ver !== 'number' || !payload.exp) return null;
    return { user: { id: payload.sub, email: payload.email }, version: payload.ver, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/**
 * `verifyAccessToken` remembering the tokens it accepted: a client sends the same token on every
 * request for its 15 minutes, and checking the signature again cost more than the rest of a
 * request. Only accepted tokens are kept (garbage cannot fill it) and expiry is checked on
 * every use.
 */
export function cachedAccessTokenVerifier(keys: AuthKeys, clock: Clock, max = 10_000) {
  const accepted = new LRUCache<string, TokenClaims>({ max });
  return async (token: string): Promise<TokenClaims | null> => {
    const now = clock.now().getTime() / 1000;
    const known = accepted.get(token);
    if (known) return now < known.expiresAt ? known : null;
    const claims = await verifyAccessToken(keys, clock, token);
    if (claims) accepted.set(token, claims);
    return claims;
  };
}
