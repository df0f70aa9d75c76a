import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { AppError } from './errors.js';

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/** C0 controls and DEL, except tab, line feed and carriage return, which free text may carry. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Deeper input is refused (400) before any check or validation walks it; no form needs more than a few levels. */
export const MAX_INPUT_DEPTH = 64;
export const INPUT_TOO_DEEP_MESSAGE = `The request is nested too deeply (more than ${MAX_INPUT_DEPTH} levels of objects or arrays).`;

/** What `inspectInput` found: a string with a forbidden character (its path), or nesting beyond the limit. */
export type InputProblem = { kind: 'control_character'; path: string[] } | { kind: 'too_deep' };

interface Frame {
  value: unknown;
  depth: number;
  key: string | null;
  parent: Frame | null;
}

const pathOf = (frame: Frame): string[] => {
  const path: string[] = [];
  for (let f: Frame | null = frame; f?.key != null; f = f.parent) path.push(f.key);
  return path.reverse();
};

/**
 * Walks parsed input once, iteratively (an explicit stack, so no nesting can overflow the call
 * stack), in document order: the first string (key or value) holding a forbidden character,
 * or `too_deep` as soon as objects and arrays nest more than `maxDepth` levels.
 */
export function inspectInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Frame[] = [{ value, depth: 0, key: null, parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const item = frame.value;
    if (typeof item === 'string') {
      if (FORBIDDEN.test(item)) return { kind: 'control_character', path: pathOf(frame) };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const isArray = Array.isArray(item);
    if (!isArray && !isPlainRecord(item)) continue;
    const depth = frame.depth + 1;
    if (depth > maxDepth) return { kind: 'too_deep' };
    const entries: [string, unknown][] = isArray ? item.map((v, i) => [String(i), v]) : Object.entries(item);
    // Pushed last-first so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const childFrame: Frame = { value: child, depth, key, parent: frame };
      stack.push(childFrame);
      if (!isArray && FORBIDDEN.test(key)) stack.push({ value: key, depth, key, parent: frame });
    }
  }
  return null;
}

/** The path of the first string under `value` holding a forbidden character, or null (deep input: see `inspectInput`). */
export function findControlCharacter(value: unknown): string[] | null {
  const problem = inspectInput(value, Number.POSITIVE_INFINITY);
  return problem?.kind === 'control_character' ? problem.path : null;
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
 * name, an e-mail or a question. Input nested more than MAX_INPUT_DEPTH levels is refused in
 * the same walk (400 INPUT_TOO_DEEP_MESSAGE), so nothing after it (validation, handlers) ever
 * recurses into a hostile depth. Runs before validation so no route ever sees either. Install
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
    const problem = inspectInput(value);
    if (problem?.kind === 'too_deep') {
      return done(new AppError(400, INPUT_TOO_DEEP_MESSAGE, { errors: [{ path: part, message: INPUT_TOO_DEEP_MESSAGE }] }));
    }
    if (problem) {
      return done(
        new AppError(400, CONTROL_CHARACTERS_MESSAGE, {
          errors: [{ path: [part, ...problem.path].join('.'), message: CONTROL_CHARACTERS_MESSAGE }],
        }),
      );
    }
  }
  done();
}
