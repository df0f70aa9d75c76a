import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { forbidden } from '../../lib/errors.js';
import { LIMITS } from './limits.js';

export const REFRESH_COOKIE = 'refresh_token';
/** A device's own token once it signed in to an account: its password tries skip the e-mail's delay. */
export const KNOWN_DEVICE_COOKIE = 'known_device';
/** The cookie only travels to the endpoints that need it. */
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * Readable by the page (not HttpOnly, no secret in it): tells the shell that a refresh cookie
 * exists, so a signed-out visitor's page skips the refresh call and its 401. Path `/` because a
 * page only sees cookies whose path covers its own; otherwise it lives and dies with the refresh
 * cookie (same domain, expiry and flags). The shell reads the same name (packages/shell, restore).
 */
export const SIGNED_IN_HINT_COOKIE = 'ba_signed_in';

/**
 * `Secure` whenever users reach the app over https. Over plain http a browser drops a Secure
 * cookie (outside localhost), so local set-ups such as the two-host example stay usable.
 */
export function cookieIsSecure(config: Config): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

const baseOptions = (config: Config): CookieOptions => ({
  path: REFRESH_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'lax',
  secure: cookieIsSecure(config),
  ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
});

const hintOptions = (config: Config): CookieOptions => ({ ...baseOptions(config), path: '/', httpOnly: false });

/**
 * Written straight onto the reply (Fastify keeps every `set-cookie` value, errors included):
 * only these auth routes set cookies, so no plugin hook runs on every other answer.
 */
function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions) {
  reply.header('set-cookie', stringifySetCookie({ name, value, ...options }));
}

/** Expired at once, with the attributes it was set with (a browser matches name, domain and path). */
function clearCookie(reply: FastifyReply, name: string, options: CookieOptions) {
  setCookie(reply, name, '', { ...options, maxAge: 0, expires: new Date(0) });
}

/** Sets the refresh cookie and its signed-in hint. */
export function setRefreshCookie(reply: FastifyReply, config: Config, token: string) {
  setCookie(reply, REFRESH_COOKIE, token, { ...baseOptions(config), maxAge: config.refreshTokenTtlS });
  setCookie(reply, SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions(config), maxAge: config.refreshTokenTtlS });
}

/** Clears the refresh cookie and its signed-in hint. */
export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  clearCookie(reply, REFRESH_COOKIE, baseOptions(config));
  clearCookie(reply, SIGNED_IN_HINT_COOKIE, hintOptions(config));
}

/** Sets the known-device cookie: this device's own random token (known-devices.ts). */
export function setKnownDeviceCookie(reply: FastifyReply, config: Config, token: string) {
  setCookie(reply, KNOWN_DEVICE_COOKIE, token, { ...baseOptions(config), maxAge: LIMITS.knownDeviceTtlS });
}

/** The request's cookies, parsed where they are read: only these auth routes read cookies. */
const cookiesOf = (request: FastifyRequest) => parseCookie(request.headers.cookie ?? '');

/** The device token the request carries, if any; whether it is a known device is for the database to say. */
export function knownDeviceTokenOf(request: FastifyRequest): string | undefined {
  const token = cookiesOf(request)[KNOWN_DEVICE_COOKIE];
  return token && token.length <= 128 ? token : undefined;
}

/**
 * Whether the page's origin is the very origin the request was addressed to (scheme and Host
 * header), with a host-only cookie. Such a page may always use the cookie, so
 * http://127.0.0.1:3000, http://localhost:3000 and http://[::1]:3000 all work without listing
 * them: a host-only cookie only ever travels back to the host that set it, so a forged Host gains
 * nothing. With COOKIE_DOMAIN the cookie also reaches every sibling host, so only the listed
 * origins may use it.
 */
const isOwnOrigin = (request: FastifyRequest, config: Config, origin: string) =>
  !config.cookieDomain && origin === `${request.protocol}://${request.host}`;

/**
 * The refresh token of a request: the body's when given (SDK, tools), else the cookie's. A
 * cookie is sent by the browser on its own, so its use requires the request's own or an allowed
 * `Origin` (CSRF).
 */
export function refreshTokenOf(request: FastifyRequest, config: Config, bodyToken: string | undefined): string | undefined {
  if (bodyToken) return bodyToken;
  const cookie = cookiesOf(request)[REFRESH_COOKIE];
  if (!cookie) return undefined;
  const origin = request.headers.origin;
  if (!origin || (!isOwnOrigin(request, config, origin) && !config.allowedOrigins.includes(origin))) throw forbidden('Request origin not allowed', 'origin_not_allowed');
  return cookie;
}
