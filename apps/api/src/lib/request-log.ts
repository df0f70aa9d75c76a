import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged whatever its outcome. */
export const SLOW_REQUEST_MS = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One line per request worth reading: every change (anything but a read), every answer of 400 or
 * more and every slow request, with its id, status and time. Successful reads — health probes,
 * static files, /auth/me — are logged at debug level only: Fastify's default two lines for every
 * request cost more than serving a health check, and drowned the lines that matter.
 * Needs `new LogController({ disableRequestLogging: true })` on the instance. Every answer carries its `x-request-id`,
 * the id its log line (and the error body's `request_id`) has.
 */
export function installRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    const notable = reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS || !READS.has(request.method);
    // pino makes a disabled level a no-op, so the common case costs one object.
    request.log[notable ? 'info' : 'debug']({ req: request, res: { statusCode: reply.statusCode }, responseTime }, 'request completed');
    done();
  });
}
