import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from '../../router/index.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthKeys } from './secrets.js';

const ISSUER = 'gujarat-build-assist';
const AUDIENCE = 'api';

/** A token's user and the account's token version it was issued under. */
export interface TokenClaims {
  user: AuthUser;
  version: number;
}

/**
 * Short-lived HS256 JWT carrying the account's token version: a request checks that version
 * against the account (one indexed read), so a reset password or a deleted account ends every
 * token at once.
 */
export async function signAccessToken(keys: AuthKeys, clock: Clock, ttlS: number, { user, version }: TokenClaims): Promise<string> {
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
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.ver !== 'number') return null;
    return { user: { id: payload.sub, email: payload.email }, version: payload.ver };
  } catch {
    return null;
  }
}
