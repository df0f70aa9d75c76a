import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * Security headers on every response (helmet) and compression of responses over 1 KB by
 * Accept-Encoding. HSTS only when users reach us over https: on plain http it would be ignored
 * at best and pin a development host to https at worst. Event streams are never compressed
 * (a compressor buffers, and each event must leave at once).
 */
export async function registerSecurityAndCompression(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)/,
  });
}
