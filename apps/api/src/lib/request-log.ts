import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { isLevelEnabled } from './request-logger.js';

/** A request slower than this is logged whatever its outcome. */
export const SLOW_REQUEST_MS = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How often the successful reads not logged one by one are counted in one line. */
export const READ_SUMMARY_MS = 60_000;
export const READ_SUMMARY_MESSAGE = 'successful reads';
/** The summary's name for requests no route matched. */
export const UNROUTED = '(no route)';

/**
 * One line per request worth reading: every change (anything but a read), every answer of 400 or
 * more and every slow request, with its id, status and time. Successful reads — health probes,
 * static files, /auth/me — are logged at debug level only: Fastify's default two lines for every
 * request cost more than serving a health check, and drowned the lines that matter. When debug is
 * off they are counted by route instead, and the counts written as one line a minute (and at
 * close), so the log still shows what was served; counting costs one Map update per read.
 * Needs `new LogController({ disableRequestLogging: true })` on the instance. Every answer carries its `x-request-id`
 * (set with the other response headers, plugins/response-headers.ts), the id its log line (and the
 * error body's `request_id`) has.
 */
export function installRequestLog(app: FastifyInstance): { logUnrouted: onResponseHookHandler; countRead: (route: string) => void } {
  const quietReads = new Map<string, number>();
  const countRead = (route: string) => void quietReads.set(route, (quietReads.get(route) ?? 0) + 1);
  const logFor = (route: string): onResponseHookHandler =>
    function logRequest(request, reply, done) {
      const responseTime = reply.elapsedTime;
      const level = reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS || !READS.has(request.method) ? 'info' : 'debug';
      // A line nobody reads costs nothing: no object, and no child logger (request-logger.ts).
      // The level is the app's (no route sets its own), read without the request's logger.
      if (isLevelEnabled(app.log, level)) {
        request.log[level]({ req: request, res: { statusCode: reply.statusCode }, responseTime }, 'request completed');
      } else if (level === 'debug') {
        countRead(route);
      }
      done();
    };
  // Each route gets its own hook, holding its path: a global hook would read
  // `request.routeOptions`, an object Fastify builds afresh on every read.
  app.addHook('onRoute', (options) => {
    options.onResponse = [...(options.onResponse === undefined ? [] : [options.onResponse].flat()), logFor(options.url)];
  });
  const summarise = () => {
    if (quietReads.size === 0 || !isLevelEnabled(app.log, 'info')) return;
    app.log.info({ reads: Object.fromEntries(quietReads) }, READ_SUMMARY_MESSAGE);
    quietReads.clear();
  };
  const timer = setInterval(summarise, READ_SUMMARY_MS).unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    summarise();
    done();
  });
  // Requests no route matched (404s, and the web apps' pages the not-found handler serves): a
  // hook of the not-found handler's own scope (error-handler.ts), so routed requests never run it.
  // Reads answered before Fastify (router/ready-lane.ts) are counted with `countRead`.
  return { logUnrouted: logFor(UNROUTED), countRead };
}
