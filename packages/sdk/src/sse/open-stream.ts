import type { z } from 'zod';
import { ContractMismatchError } from '../client/errors.js';
import { describeIssues } from '../client/issues.js';
import { backoffDelay, type RetryOptions, sleep } from './backoff.js';
import { connectOnce, type RawEvent } from './connect.js';
import { StreamError } from './errors.js';

type TokenSource = string | null | undefined | (() => string | null | undefined | Promise<string | null | undefined>);

export interface StreamOptions<S extends z.ZodType> {
  /** The stream's full URL, without the token (it is added as `?token=`). */
  url: string;
  /** The access token, or a function returning the current one (read again on every reconnect). */
  token: TokenSource;
  /** Each event's `data` is JSON checked against this (normally a discriminated union on `type`). */
  schema: S;
  onEvent: (event: z.output<S>, id: string | undefined) => void;
  /** An event after which the stream is complete (e.g. `extraction_completed`); the helper then stops. */
  isTerminal?: (event: z.output<S>) => boolean;
  /** Resume after this event id (sent as the `Last-Event-ID` header). */
  lastEventId?: string;
  /**
   * POSTs this JSON body to open the stream (a stream that starts work). A dropped POST stream is
   * never posted again — that would start the work twice — but resumed with a GET on
   * `resumeUrl()` when it gives one (e.g. the answer's own stream, known from its first event);
   * otherwise the drop rejects with `connection-lost`.
   */
  body?: unknown;
  resumeUrl?: () => string | undefined;
  signal?: AbortSignal;
  retry?: RetryOptions;
  /** Silence (no event, no heartbeat) after which the connection counts as dropped; default 45 s. */
  idleTimeoutMs?: number;
  fetch?: typeof fetch;
  onOpen?: () => void;
  /**
   * An event its schema rejects (e.g. a type a newer server added) is skipped and reported here;
   * apps are deployed on their own, so an older app must survive a newer API. Default: console.warn.
   */
  onInvalidEvent?: (error: ContractMismatchError) => void;
  /** Called once per 401; resolve true after getting a new token to reconnect with it. */
  onUnauthorized?: () => Promise<boolean>;
}

export interface StreamResult {
  reason: 'terminal' | 'aborted';
  lastEventId: string | undefined;
}

/**
 * Reads a server-sent event stream over fetch until a terminal event or an abort. A dropped
 * connection is reopened with `Last-Event-ID` after a growing delay, so nothing is missed; the
 * promise rejects with a `StreamError` carrying the spec's text when that is not possible, or
 * with whatever `onEvent` throws.
 */
export async function openStream<S extends z.ZodType>(options: StreamOptions<S>): Promise<StreamResult> {
  const attempts = options.retry?.attempts ?? 5;
  let initialDelay = options.retry?.initialDelayMs ?? 1000;
  const maxDelay = options.retry?.maxDelayMs ?? 15_000;
  let lastEventId = options.lastEventId;
  let url = options.url;
  let body = options.body === undefined ? undefined : JSON.stringify(options.body);
  let failures = 0;
  let refreshed = false;

  const handle = (raw: RawEvent): boolean => {
    if (raw.id !== undefined) lastEventId = raw.id;
    const parsed = parseEvent(options.schema, raw, options.url);
    if (parsed instanceof ContractMismatchError) {
      if (options.onInvalidEvent) options.onInvalidEvent(parsed);
      else console.warn(`[@app/sdk] skipped a stream event: ${parsed.message}`);
      return false;
    }
    options.onEvent(parsed.event, raw.id);
    return options.isTerminal?.(parsed.event) ?? false;
  };

  for (;;) {
    if (options.signal?.aborted) return { reason: 'aborted', lastEventId };
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    if (!token) throw new StreamError('auth-required', { lastEventId });
    const outcome = await connectOnce({
      url,
      token,
      body,
      lastEventId,
      signal: options.signal,
      idleTimeoutMs: options.idleTimeoutMs ?? 45_000,
      fetch: options.fetch ?? globalThis.fetch,
      onEvent: handle,
      onRetry: (ms) => {
        initialDelay = ms;
      },
      onOpen: options.onOpen,
    });
    if (outcome.kind === 'stopped') return { reason: 'terminal', lastEventId };
    if (outcome.kind === 'aborted') return { reason: 'aborted', lastEventId };
    if (outcome.kind === 'rejected') {
      if (outcome.status === 401 && options.onUnauthorized && !refreshed) {
        refreshed = true;
        if (await options.onUnauthorized()) continue;
      }
      // 5xx and 429 are passing troubles: retried like a drop. Anything else is an answer.
      if (outcome.status < 500 && outcome.status !== 429) {
        throw new StreamError('closed-by-server', { status: outcome.status, body: outcome.body, lastEventId });
      }
    }
    if (body !== undefined && (outcome.kind === 'dropped' || outcome.kind === 'rejected')) {
      const resumeAt = options.resumeUrl?.();
      if (!resumeAt) throw new StreamError('connection-lost', { lastEventId, cause: outcome.kind === 'dropped' ? outcome.error : undefined });
      url = resumeAt;
      body = undefined;
    }
    // A connection that delivered events was healthy: start counting failures again.
    if (outcome.kind === 'dropped' && outcome.received > 0) failures = 0;
    failures++;
    if (failures > attempts) {
      throw new StreamError('connection-lost', { lastEventId, cause: outcome.kind === 'dropped' ? outcome.error : undefined });
    }
    if (!(await sleep(backoffDelay(failures, initialDelay, maxDelay), options.signal))) {
      return { reason: 'aborted', lastEventId };
    }
  }
}

function parseEvent<S extends z.ZodType>(schema: S, raw: RawEvent, url: string): { event: z.output<S> } | ContractMismatchError {
  let data: unknown;
  try {
    data = JSON.parse(raw.data);
  } catch {
    data = raw.data;
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { event: parsed.data };
  // The token is not part of `url` (it is added per connection), so the message is safe to log.
  return new ContractMismatchError({ route: `SSE ${url}`, status: 200, issues: describeIssues(parsed.error.issues), body: data });
}
