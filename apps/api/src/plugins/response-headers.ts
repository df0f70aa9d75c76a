import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config.js';
import { corsHandler, servePreflightRoute } from './cors.js';
import { apiResponseHeaders, documentHeaders } from './security-headers.js';

/** Answers of the API proper (JSON, streams, files), never rendered as a page; the docs page is. */
const isApiData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The headers every answer gets, set by one `onRequest` hook: its `x-request-id`, the security
 * set (computed once at start: the compact API set or the page set), `Vary: Origin`, and CORS
 * when the request has an Origin header. One hook rather than one per concern — each hook is a
 * step on every request, health checks included.
 */
export function installResponseHeaders(app: FastifyInstance, config: Config) {
  const vary = { vary: 'Origin' };
  const api = { ...apiResponseHeaders(config), ...vary };
  const pages = { ...documentHeaders(config), ...vary };
  const cors = corsHandler(config);
  const setResponseHeaders: onRequestHookHandler = (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(isApiData(request.url) ? api : pages);
    const origin = request.headers.origin;
    if (origin !== undefined && cors(request, reply, origin)) return;
    done();
  };
  app.addHook('onRequest', setResponseHeaders);
  servePreflightRoute(app);
}
