import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const EXPOSED_HEADERS = 'retry-after, x-request-id';
export const INVALID_PREFLIGHT = 'Invalid Preflight Request';

/**
 * CORS for the origins in `config.allowedOrigins` (apps on other hosts of the cookie domain call
 * the API with the session cookie): the same answers @fastify/cors gave with
 * `{origin: allowedOrigins, credentials: true}`, but only for requests that carry an Origin
 * header — a browser always sends one across origins, so a request without it has nothing to
 * gain from CORS headers and pays nothing for them. `Vary: Origin` is part of every answer's
 * static headers (response-headers.ts). Returns true when it answered a preflight itself.
 */
export function corsHandler(config: Pick<Config, 'allowedOrigins'>) {
  const allowed = new Set(config.allowedOrigins);
  return (request: FastifyRequest, reply: FastifyReply, origin: string): boolean => {
    if (allowed.has(origin)) reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method !== 'OPTIONS') return false;
    if (!request.headers['access-control-request-method']) {
      void reply.code(400).type('text/plain').send(INVALID_PREFLIGHT);
      return true;
    }
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    reply.header('vary', 'Origin, Access-Control-Request-Headers');
    const requested = request.headers['access-control-request-headers'];
    if (requested !== undefined) reply.header('access-control-allow-headers', requested);
    // Safari waits for a body on a 204 without a length.
    void reply.code(204).header('content-length', '0').send();
    return true;
  };
}

/** Lets Fastify accept OPTIONS anywhere; preflights are answered before routing reaches it. */
export function servePreflightRoute(app: FastifyInstance) {
  app.options('*', { schema: { hide: true } }, (_request, reply) => reply.code(400).type('text/plain').send(INVALID_PREFLIGHT));
}
