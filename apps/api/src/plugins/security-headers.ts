import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

const GOOGLE_IDENTITY = 'https://accounts.google.com';

/**
 * The Content-Security-Policy of every response: this origin only, plus Google Identity when
 * Google sign-in is configured. pdf.js runs its worker from our own file and renders into
 * blob:/data: images, React sets inline styles, and no page has an inline script.
 */
export function contentSecurityPolicy(config: Pick<Config, 'googleClientId' | 'publicUrl'>) {
  const google = config.googleClientId ? [GOOGLE_IDENTITY] : [];
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...google],
      'style-src': ["'self'", "'unsafe-inline'", ...google],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...google],
      'frame-src': ["'self'", ...google],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(isHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

const isHttps = (config: Pick<Config, 'publicUrl'>) => new URL(config.publicUrl).protocol === 'https:';

/**
 * The headers helmet would set, computed once: they depend on the configuration only, and
 * building the CSP text on every request cost more than the health check itself.
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers an API answer needs (OWASP's REST set): nothing may load or frame it, its type is
 * final, it sends no referrer. A page's policy would add 600 bytes to every answer for nothing a
 * browser applies to JSON.
 */
export function apiResponseHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(isHttps(config) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers a page (or a static file) gets: helmet's set for our CSP, computed once. HSTS only
 * when users reach us over https: on plain http it would be ignored at best and pin a development
 * host to https at worst.
 */
export function documentHeaders(config: Pick<Config, 'googleClientId' | 'publicUrl'>): Record<string, string> {
  return staticHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

/**
 * Compression of responses over 1 KB by Accept-Encoding (br, gzip). Event streams are never
 * compressed (a compressor buffers, and each event must leave at once); the router also leaves
 * their routes out of the plugin altogether (`compress: false`), and routes without a body out
 * of request decompression (`decompress: false`).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)/,
  });
}
