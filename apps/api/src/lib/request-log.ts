import type { FastifyInstance } from 'fastify';
import { isLevelEnabled } from './request-logger.js';

/** A request slower than this is logged whatever its outcome. */
export const SLOW_REQUEST_MS = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One line per request worth reading: every change (anything but a read), every answer of 400 or
 * more and every slow request, with its id, status and time. Successful reads — health probes,
 * static files, /auth/me — are logged at debug level only: Fastify's default two lines for every
 * request cost more than serving a health check, and drowned the lines that matter.
 * Needs `new LogController({ disableRequestLogging: true })` on the instance. Every answer carries its `x-request-id`
 * (set with the other response headers, plugins/response-headers.ts), the id its log line (and the
 * error body's `request_id`) has.
 */
export function installRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    const level = reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS || !READS.has(request.method) ? 'info' : 'debug';
    // A line nobody reads costs nothing: no object, and no child logger (request-logger.ts).
    if (isLevelEnabled(request.log, level)) {
      request.log[level]({ req: request, res: { statusCode: reply.statusCode }, responseTime }, 'request completed');
    }
    done();
  });
}
