import type { z } from 'zod';
import type { RouteResponse, ZRoute } from '../contracts/route.js';

/** A part of the input that is required when its schema needs a value, optional otherwise. */
type Part<K extends string, S, Extra = never> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> | Extra }
    : { [P in K]: z.input<S> | Extra }
  : { [P in K]?: undefined };

/** Per-call transport options. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overrides the client's time-out for this call. */
  timeoutMs?: number;
}

/**
 * What `client.call(route, input)` takes, typed from the route: `params` fill the `:name`
 * placeholders, `query` becomes the query string, `body` is sent as JSON — or as is when it is a
 * `FormData` (multipart uploads; the server validates those).
 */
export type CallInput<R extends ZRoute> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body'], FormData> &
  CallOptions;

/** The arguments after the route: the input may be left out when nothing in it is required. */
export type CallArgs<R extends ZRoute> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

export type CallResult<R extends ZRoute> = RouteResponse<R>;
