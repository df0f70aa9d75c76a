import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, RawRequestDefaultExpression } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/** pino's level check; a logger without one (Fastify's no-op logger) is taken as writing everything. */
export function isLevelEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
}

/**
 * A request's logger: pino's child with the request id bound, made on the first line that is
 * actually written. Most requests write none (see request-log.ts), and making the child — its
 * bindings serialised to JSON — cost more than a health check's own work.
 */
class RequestLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get level() {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  isLevelEnabled(level: Level) {
    return isLevelEnabled(this.#child ?? this.#parent, level);
  }

  child(bindings: Bindings, options?: ChildOptions) {
    return this.#real().child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]) {
    if (!isLevelEnabled(this.#parent, level)) return;
    (this.#real()[level] as (...args: unknown[]) => void)(...args);
  }
}

/** Fastify's `childLoggerFactory`: every request gets a `RequestLogger`. */
export const lazyChildLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

const INCOMING_ID = /^[\w-]{8,64}$/;

/**
 * Request ids: a caller's `x-request-id` when it is a plain token of 8–64 characters, else this
 * process's random boot prefix and a counter (`3f9a0c1e-00001a`). Unique across processes for
 * all practical purposes and unguessable in its prefix, without a random UUID per request —
 * the id names a log line; it is not a secret or a capability.
 */
export function requestIds(): (request: RawRequestDefaultExpression) => string {
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  return (request) => {
    const incoming = request.headers['x-request-id'];
    if (typeof incoming === 'string' && INCOMING_ID.test(incoming)) return incoming;
    counter += 1;
    return `${prefix}-${counter.toString(36).padStart(6, '0')}`;
  };
}
