import { exportJWK, generateKeyPair, type JWK, createLocalJWKSet, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp, freshEmail, freshIp, latestCode, PASSWORD, post, refreshCookieOf, registerUser, signUp } from './test-support.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

describe('Google sign-in', () => {
  let t: AuthTestApp;
  let googleKey: Key;
  let strangerKey: Key;
  let subCounter = 0;

  beforeAll(async () => {
    const google = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    // Same key id, different key: a forged signature.
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
    t = await createAuthTestApp({
      config: {
        googleClientId: CLIENT_ID,
        publicUrl: 'https://app.example.in',
        allowedOrigins: ['https://app.example.in'],
        cookieDomain: '.example.in',
      },
      googleJwks: createLocalJWKSet({ keys: [jwk] }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const idToken = async (claims: Record<string, unknown> = {}, options: { key?: Key; expiresInS?: number } = {}) => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const { iss = 'https://accounts.google.com', aud = CLIENT_ID, ...rest } = claims;
    return new SignJWT({ email_verified: true, name: 'Kiran Shah', ...rest })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
      .setIssuer(iss as string)
      .setAudience(aud as string)
      .setSubject(String(claims.sub ?? `google-${++subCounter}`))
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresInS ?? 3600))
      .sign(options.key ?? googleKey);
  };
  const signIn = async (token: string) => post(t, '/api/auth/oauth/google', { id_token: token });

  it('lists Google with its client id among the providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/providers' });
    expect(res.json()).toEqual({ providers: [{ id: 'google', name: 'Google', client_id: CLIENT_ID }] });
  });

  it('creates a verified account without a password for a new Google user and signs it in', async () => {
    const email = freshEmail('kiran');
    const res = await signIn(await idToken({ email, sub: 'sub-new' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, name: 'Kiran Shah', is_verified: true, handle: expect.stringMatching(/^kiranshah/) });
    const cookie = refreshCookieOf(res);
    // A public https URL with a cookie domain: Secure and shared with the sibling hosts.
    expect(cookie).toMatchObject({ secure: true, domain: '.example.in', httpOnly: true, path: '/api/auth' });
    const again = await signIn(await idToken({ email, sub: 'sub-new' }));
    expect(again.json().user.id).toBe(res.json().user.id);
    const login = await post(t, '/api/auth/login', { email, password: PASSWORD }, { ip: freshIp() });
    expect(login.statusCode).toBe(401);
  });

  it('links to an existing account whose e-mail is verified', async () => {
    const session = await signUp(t);
    const res = await signIn(await idToken({ email: session.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(session.user.id);
    // The password still works after linking.
    expect((await post(t, '/api/auth/login', { email: session.email, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('never links to an unverified sign-up: it is discarded and the Google user gets a fresh account', async () => {
    const email = await registerUser(t);
    const squatterCode = await latestCode(t, email);
    const res = await signIn(await idToken({ email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, is_verified: true });
    // The squatter's password and pending code are gone with the discarded sign-up.
    expect((await post(t, '/api/auth/login', { email, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/verify-email', { email, code: squatterCode }, { ip: freshIp() })).statusCode).toBe(400);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['a wrong issuer', { iss: 'https://evil.example' }, {}],
    ['an unverified Google e-mail', { email_verified: false }, {}],
    ['an expired token', {}, { expiresInS: -60 }],
  ])('rejects a token with %s (401)', async (_label, claims, options) => {
    const res = await signIn(await idToken({ email: freshEmail('g'), ...claims }, options));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Google sign-in failed. Please try again.');
  });

  it('rejects a token signed by a key that is not Google’s (401)', async () => {
    const res = await signIn(await idToken({ email: freshEmail('g') }, { key: strangerKey }));
    expect(res.statusCode).toBe(401);
  });

  it('accepts the issuer without the https scheme', async () => {
    const res = await signIn(await idToken({ email: freshEmail('g'), iss: 'accounts.google.com' }));
    expect(res.statusCode).toBe(200);
  });
});
