import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { kindOf, type ZRoute } from '@app/sdk/contracts';
import type { FastifyInstance, FastifySerializerCompiler, FastifyServerFactory } from 'fastify';
import { isLevelEnabled } from '../lib/request-logger.js';
import type { RouteImpl } from './types.js';

type Answer = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface ReadyLaneOptions {
  /** Fastify's `genReqId`: an answer's `x-request-id` comes from the same sequence. */
  genReqId: (req: IncomingMessage) => string;
  /** The security set and `vary` Fastify's headers hook sends for a URL (plugins/response-headers.ts). */
  headersFor: (url: string) => Record<string, string>;
  /** The compiler Fastify serialises the route's answers with (router/serializer.ts). */
  serializerCompiler: FastifySerializerCompiler<unknown>;
  /** The request log's count of successful reads (lib/request-log.ts). */
  countRead: (route: string) => void;
}

export interface ReadyLane {
  /** Answers a request for a ready route (true), or leaves it to Fastify (false). */
  serve: Answer;
  /** Router registration: `path` is the route's full URL; throws for a route the lane cannot answer as Fastify would. */
  add(path: string, route: ZRoute, impl: RouteImpl<ZRoute>): void;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Why a route cannot have a ready answer, or null. The lane skips every hook, so a route with
 * something to check (auth, input, a rate limit, authorisation) or an answer that could be
 * compressed or is not JSON must go through Fastify.
 */
function refusal(route: ZRoute, impl: RouteImpl<ZRoute>): string | null {
  if (route.method !== 'GET') return 'it is not a GET route';
  if (kindOf(route) !== 'json') return 'it does not answer JSON';
  if (route.auth || impl.authorize || impl.rateLimit) return 'it has access checks';
  if (route.params || route.query || route.body || route.path.includes(':')) return 'it takes input';
  if (!route.responses[200]) return 'it does not answer 200';
  if (!impl.smallAnswer) return 'its answer could need compression (smallAnswer)';
  return null;
}

/**
 * The ready-answer lane: routes whose answer needs nothing from the request and is often ready
 * (health, polled by load balancers and monitors) are answered by the HTTP server's request
 * listener before Fastify's request lifecycle (request and reply objects, routing, hooks) —
 * the part of the health check's cost no hook trimming could remove. The answer is the one
 * Fastify would send: status 200, the same `x-request-id` sequence, security headers and
 * `vary`, the route's compiled serialiser, counted in the request log's read summary.
 * Everything else goes to Fastify: another method (HEAD included) or URL (a query string
 * included), a request with an Origin header (CORS is answered in one place), any request
 * while the app is closing (Fastify answers 503), any while the logger writes debug lines (each
 * read gets its line), and any the route has no ready answer for (`readyAnswer` undefined).
 */
export function createReadyLane(app: FastifyInstance, options: ReadyLaneOptions): ReadyLane {
  const routes = new Map<string, Answer>();
  let closing = false;
  // Fastify answers 503 once closing; the lane must stop answering at the same moment.
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  return {
    serve(req, res) {
      if (req.method !== 'GET' || closing || req.headers.origin !== undefined) return false;
      const answer = routes.get(req.url as string);
      if (answer === undefined || isLevelEnabled(app.log, 'debug')) return false;
      return answer(req, res);
    },
    add(path, route, impl) {
      const readyAnswer = impl.readyAnswer;
      if (!readyAnswer) return;
      const reason = refusal(route, impl);
      if (reason) throw new Error(`${route.method} ${path} cannot have a ready answer: ${reason}`);
      const serialize = options.serializerCompiler({ schema: route.responses[200], method: 'GET', url: path, httpStatus: '200' });
      const headers = options.headersFor(path);
      routes.set(path, (req, res) => {
        let body: string;
        try {
          const output = readyAnswer();
          if (output === undefined) return false;
          body = serialize(output);
        } catch {
          // Fastify runs the route and answers the error as it would any other.
          return false;
        }
        res.writeHead(200, {
          'x-request-id': options.genReqId(req),
          ...headers,
          'content-type': JSON_TYPE,
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
        options.countRead(path);
        return true;
      });
    },
  };
}

/**
 * Fastify's `serverFactory` offering each request to `lane` first (`ReadyLane.serve`). The server is the one
 * Fastify makes without a factory (fastify/lib/server.js, HTTP/1): the `http` options (request
 * timeout, connections checking interval), `keepAliveTimeout`, `requestTimeout`, the socket
 * timeout and `maxRequestsPerSocket` from Fastify's resolved options. One difference Fastify
 * makes itself: listening on `localhost` binds only the first address it resolves to (Fastify
 * adds no second server for a factory's); the API listens on HOST (0.0.0.0 by default).
 */
export function laneServerFactory(lane: Answer): FastifyServerFactory {
  return (handler, resolved) => {
    const opts = resolved as {
      http?: ServerOptions;
      https?: unknown;
      http2?: unknown;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket: number;
    };
    if (opts.https || opts.http2) throw new Error('The ready lane serves plain HTTP/1 only');
    const listener: RequestListener = (req, res) => lane(req, res) || handler(req, res);
    const server: Server = createServer(opts.http ?? {}, listener);
    server.keepAliveTimeout = opts.keepAliveTimeout;
    server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}
