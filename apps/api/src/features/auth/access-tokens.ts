import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from '../../router/index.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthKeys } from './secrets.js';

const ISSUER = 'gujarat-build-assist';
const AUDIENCE = 'api';

/** Short-lived HS256 JWT; the API trusts it without a database read until it expires. */
export async function signAccessToken(keys: AuthKeys, clock: Clock, ttlS: number, user: AuthUser): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlS)
    .sign(keys.jwt);
}

/** The user of a valid token, or null (missing, malformed, forged or expired). */
export async function verifyAccessToken(keys: AuthKeys, clock: Clock, token: string): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: clock.now(),
      clockTolerance: 0,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return { id: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}
