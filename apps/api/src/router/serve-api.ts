import multipart from '@fastify/multipart';
import { apiContract, errorStatusesOf, kindOf, ZErrorBody, type ZRoute } from '@app/sdk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import { badRequest } from '../lib/errors.js';
import { invalidInput } from './input-errors.js';
import { readMultipart } from './multipart.js';
import { createRateLimits } from './rate-limits.js';
import { isPlanned } from './planned.js';
import type { ReadyLane } from './ready-lane.js';
import { authenticateStream } from './stream-auth.js';
import type { ApiHandlers, HandlerContext, Impl, RouteImpl } from './types.js';

/** What the router records on each route it serves (`request.routeOptions.config.contract`). */
export interface ServedRoute {
  group: string;
  name: string;
  /** Every status the contract lets this route answer (its successes, its errors, 500, 503). */
  statuses: ReadonlySet<number>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: ServedRoute;
  }
}

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

type AnyHandler = (ctx: HandlerContext<ZRoute>) => unknown;

/** A promise or another thenable (a query builder a handler returns unawaited). */
const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

const asImpl = <R extends ZRoute>(impl: Impl<R>): RouteImpl<R> => (typeof impl === 'function' ? { handler: impl } : impl);

const successStatusOf = (route: ZRoute): number => Number(Object.keys(route.responses)[0] ?? 200);

function declaredStatuses(route: ZRoute): Set<number> {
  return new Set([...Object.keys(route.responses).map(Number), ...errorStatusesOf(route), 500, 503]);
}

/** Validation, for the parts Fastify's validator does not see (multipart fields, raw JSON). */
function parsePart(route: ZRoute, value: unknown) {
  if (!route.body) return undefined;
  const parsed = route.body.safeParse(value);
  if (!parsed.success) throw invalidInput('body', parsed.error.issues);
  return parsed.data;
}

const plainContext = (request: FastifyRequest, reply: FastifyReply) => ({
  body: request.body as unknown,
  query: request.query,
  params: request.params,
  user: request.user,
  request,
  reply,
  files: undefined as unknown,
  rawBody: undefined as unknown,
});

/** The context of a multipart or raw route, whose body the router reads itself. */
async function readContext(route: ZRoute, request: FastifyRequest, reply: FastifyReply) {
  const kind = kindOf(route);
  const ctx = plainContext(request, reply);
  if (kind === 'multipart' && route.files) {
    const form = await readMultipart(request, route.files);
    ctx.body = parsePart(route, form.fields);
    ctx.files = form.files;
  } else if (kind === 'raw' && Buffer.isBuffer(request.body)) {
    ctx.rawBody = request.body;
    let json: unknown;
    try {
      json = route.body ? JSON.parse(request.body.toString('utf8')) : undefined;
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    ctx.body = parsePart(route, json);
  }
  return ctx as HandlerContext<ZRoute>;
}

function routeOptions(group: string, name: string, route: ZRoute, impl: RouteImpl<ZRoute>, limiter?: Limiter): RouteOptions {
  const kind = kindOf(route);
  const validatesBody = kind === 'json' || kind === 'sse';
  const readsOwnBody = kind === 'multipart' || kind === 'raw';
  const successStatus = successStatusOf(route);
  const answer = (result: unknown, reply: FastifyReply) => {
    if (kind === 'sse' || kind === 'raw') return result;
    if (successStatus === 204) return reply.code(204).send();
    return reply.code(successStatus).send(result);
  };
  return {
    method: route.method,
    url: route.path,
    config: { contract: { group, name, statuses: declaredStatuses(route) } },
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body && validatesBody ? { body: route.body } : {}),
      // JSON successes are checked against the contract on the way out; errors always are.
      response: { ...(kind === 'json' || kind === 'multipart' ? route.responses : {}), '4xx': ZErrorBody, '5xx': ZErrorBody },
    },
    attachValidation: Boolean(impl.onInvalidInput),
    // Hooks a route cannot use are left off it: request decompression where no body is read,
    // response compression on event streams (never compressed) and on answers always under
    // the threshold (the hooks would run on every request to find nothing to do).
    ...(route.body || readsOwnBody ? {} : { decompress: false as const }),
    ...(kind === 'sse' || impl.smallAnswer ? { compress: false as const } : {}),
    // A public route with nothing to check skips the hook (and its promise) altogether.
    ...(route.auth || limiter || impl.authorize || impl.onInvalidInput
      ? {
          preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
            if (request.validationError && impl.onInvalidInput) throw impl.onInvalidInput();
            if (route.auth) {
              // EventSource cannot send headers: GET streams also take the token as `?token=`.
              if (kind === 'sse' && route.method === 'GET') await authenticateStream(request);
              else request.user = await request.server.authenticate(request);
            }
            await limiter?.(request, reply);
            await impl.authorize?.(request.user);
          },
        }
      : {}),
    handler: readsOwnBody
      ? async (request, reply) => answer(await (impl.handler as AnyHandler)(await readContext(route, request, reply)), reply)
      : (request, reply) => {
          // No async wrapper: a handler that answers at once (health, once its probe is fresh)
          // is sent in the same tick, without a promise and its microtasks per request.
          const result = (impl.handler as AnyHandler)(plainContext(request, reply) as HandlerContext<ZRoute>);
          return isThenable(result) ? Promise.resolve(result).then((value) => answer(value, reply)) : answer(result, reply);
        },
  };
}

/** A route's hooks, as an onRoute hook finds them (one, a list, or none). */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : [hooks].flat() as T[]);

/**
 * In tests, an answer with a status the contract does not declare becomes a 500 naming it, so
 * the declarations stay true; elsewhere it is logged. Each contract route gets its own check,
 * holding its declaration: a global hook would read `request.routeOptions`, which Fastify builds
 * afresh on every read. Outside tests the check runs once the answer is sent (onResponse), so a
 * production request runs no onSend hook of ours.
 */
export function guardDeclaredStatuses(app: FastifyInstance, strict: boolean) {
  const problemOf = (request: FastifyRequest, reply: FastifyReply, served: ServedRoute, path: string) => {
    const problem = `${request.method} ${path} answered ${reply.statusCode}, which its contract does not declare`;
    request.log.error({ route: `${served.group}.${served.name}` }, problem);
    return problem;
  };
  app.addHook('onRoute', (options) => {
    const served = options.config?.contract;
    if (!served) return;
    if (strict) {
      const checkDeclaredStatus: onSendHookHandler = (request, reply, payload, done) => {
        if (served.statuses.has(reply.statusCode)) return done(null, payload);
        const problem = problemOf(request, reply, served, options.url);
        reply.code(500).header('content-type', 'application/json; charset=utf-8');
        done(null, JSON.stringify({ message: problem, code: 'internal_error', request_id: String(request.id) }));
      };
      options.onSend = [...hooksOf(options.onSend), checkDeclaredStatus];
    } else {
      const checkDeclaredStatus: onResponseHookHandler = (request, reply, done) => {
        if (!served.statuses.has(reply.statusCode)) problemOf(request, reply, served, options.url);
        done();
      };
      options.onResponse = [...hooksOf(options.onResponse), checkDeclaredStatus];
    }
  });
}

/**
 * Serves one contract route outside the API contract, the same way `serveApi` serves each of
 * its routes (test-only routes use it). Raw routes need `serveApi`'s byte parser scope.
 */
export function serveRoute<R extends ZRoute>(app: FastifyInstance, group: string, name: string, route: R, impl: Impl<R>) {
  app.route(routeOptions(group, name, route, asImpl(impl) as unknown as RouteImpl<ZRoute>));
}

/**
 * Serves the whole API contract: every declared route except the planned ones, each with its
 * handler (a missing handler is a type error); routes with a ready answer also on `lane`. Raw
 * routes get their bytes unparsed in a scope of their own; multipart routes get the multipart
 * plugin in theirs, because its hooks (an async onRequest adding a close listener, an async
 * onResponse) would otherwise run on every request, health checks included.
 */
export async function serveApi(app: FastifyInstance, handlers: ApiHandlers, options: { strict: boolean; lane: ReadyLane }) {
  guardDeclaredStatuses(app, options.strict);
  const { lane } = options;
  const limiterFor = await createRateLimits(app);
  const raw: RouteOptions[] = [];
  const forms: RouteOptions[] = [];
  for (const [group, contract] of Object.entries(apiContract)) {
    for (const [name, route] of Object.entries(contract as Record<string, ZRoute>)) {
      if (isPlanned(group, name)) continue;
      const impl = (handlers as unknown as Record<string, Record<string, Impl<ZRoute> | undefined>>)[group]?.[name];
      if (!impl) throw new Error(`No handler for ${group}.${name}`);
      const served = asImpl(impl);
      if (served.enabled === false) continue;
      const options = routeOptions(group, name, route, served, served.rateLimit && limiterFor(served.rateLimit));
      // Also served by Fastify: the lane hands it every request it does not answer itself.
      lane.add(app.prefix + route.path, route, served);
      if (kindOf(route) === 'raw') raw.push(options);
      else if (kindOf(route) === 'multipart') forms.push(options);
      else app.route(options);
    }
  }
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const options of raw) scope.route(options);
  });
  await app.register(async (scope) => {
    // Limits are set per route from its contract when the form is read (multipart.ts).
    await scope.register(multipart);
    for (const options of forms) scope.route(options);
  });
}
