import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { AppError } from './errors.js';

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/** C0 controls and DEL, except tab, line feed and carriage return, which free text may carry. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string under `value` holding a forbidden character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && isPlainRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findControlCharacter(key, [...path, key]) ?? findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Parsed JSON, and query strings, whose objects descend from a prototype-less object; never
 * Buffers or files.
 */
function isPlainRecord(value: object): value is Record<string, unknown> {
  const proto: object | null = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * Whether a route can receive text worth checking: any route except a GET/HEAD contract route
 * (it has a schema) that declares no params, query or body and has no path parameter — such a
 * route reads no input, so checking it (health probes, /auth/me) would be work for nothing.
 * Routes without a schema are hand-wired and may read anything: they are always checked.
 */
export function takesInput(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): boolean {
  const methods = [route.method].flat();
  const readsNoBody = methods.every((method) => method === 'GET' || method === 'HEAD');
  const { schema } = route;
  if (!schema || !readsNoBody || /[:*]/.test(route.url)) return true;
  return Boolean(schema.params ?? schema.querystring ?? schema.body);
}

/**
 * Refuses, on every route that takes input, any text in the body, query or path that carries a
 * NUL or another control character: Postgres cannot store NUL in text, and none belongs in a
 * name, an e-mail or a question. Runs before validation so no route ever sees one. Install
 * before any route: the check is attached to each route as it is registered.
 */
export function rejectControlCharacters(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!takesInput(route)) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), controlCharacterCheck];
  });
}

function controlCharacterCheck(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findControlCharacter(value);
    if (path) {
      return done(
        new AppError(400, CONTROL_CHARACTERS_MESSAGE, {
          errors: [{ path: [part, ...path].join('.'), message: CONTROL_CHARACTERS_MESSAGE }],
        }),
      );
    }
  }
  done();
}
