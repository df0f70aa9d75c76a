import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Google's signing keys, fetched and cached by jose; tests inject a local key set instead. */
export const googleRemoteJwks = (): JWTVerifyGetKey => createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));

export interface GoogleIdentity {
  sub: string;
  email: string;
  name?: string;
}

export const GOOGLE_TOKEN_INVALID = 'Google sign-in failed. Please try again.';

/**
 * Verifies a Google ID token: signature against Google's keys, audience = our client id,
 * Google's issuer, expiry, and an e-mail Google has verified. Throws 401 otherwise.
 */
export async function verifyGoogleIdToken(
  jwks: JWTVerifyGetKey,
  clientId: string,
  clock: Clock,
  idToken: string,
): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks, {
      audience: clientId,
      issuer: GOOGLE_ISSUERS,
      algorithms: ['RS256'],
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw new AppError(401, GOOGLE_TOKEN_INVALID, { detail: (error as Error).message });
  }
  const { sub, email, name } = payload as { sub?: unknown; email?: unknown; name?: unknown; email_verified?: unknown };
  const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
  if (typeof sub !== 'string' || typeof email !== 'string' || !emailVerified) {
    throw new AppError(401, GOOGLE_TOKEN_INVALID, { detail: 'the Google account e-mail is not verified' });
  }
  return { sub, email: email.toLowerCase(), name: typeof name === 'string' && name.trim() ? name.trim() : undefined };
}
