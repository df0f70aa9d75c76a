import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config.js';
import { corsHandler, servePreflightRoute } from './cors.js';
import { apiResponseHeaders, documentHeaders } from './security-headers.js';

/** Answers of the API proper (JSON, streams, files), never rendered as a page; the docs page is. */
const isApiData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The security set (computed once at start: the compact API set or the page set) and
 * `Vary: Origin` of an answer to `url`: the headers hook below and the ready lane
 * (router/ready-lane.ts) both send these.
 */
export function responseHeadersFor(config: Config): (url: string) => Record<string, string> {
  const vary = { vary: 'Origin' };
  const api = { ...apiResponseHeaders(config), ...vary };
  const pages = { ...documentHeaders(config), ...vary };
  return (url) => (isApiData(url) ? api : pages);
}

/**
 * The headers every answer gets, set by one `onRequest` hook: its `x-request-id`, the security
 * set and `Vary: Origin` (`responseHeadersFor`), and CORS when the request has an Origin header.
 * One hook rather than one per concern — each hook is a step on every request, health checks
 * included.
 */
export function installResponseHeaders(app: FastifyInstance, config: Config) {
  const headersFor = responseHeadersFor(config);
  const cors = corsHandler(config);
  const setResponseHeaders: onRequestHookHandler = (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(headersFor(request.url));
    const origin = request.headers.origin;
    if (origin !== undefined && cors(request, reply, origin)) return;
    done();
  };
  app.addHook('onRequest', setResponseHeaders);
  servePreflightRoute(app);
}
