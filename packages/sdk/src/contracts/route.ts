import type { z } from 'zod';
import type { ErrorStatus } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a route's request and success response travel:
 * - `json`: JSON body in (if any), JSON out;
 * - `sse`: the success response is `text/event-stream`, each `data:` line one value of the
 *   200 schema (GET streams also accept the access token as `?token=`, for EventSource);
 * - `multipart`: `multipart/form-data` in (text fields checked by `body`, files by `files`);
 * - `raw`: the request body arrives as bytes (a signed webhook) and/or the success body is not
 *   JSON (`produces`).
 */
export const ROUTE_KINDS = ['json', 'sse', 'multipart', 'raw'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** The file parts of a multipart route. */
export interface FileParts {
  /** The form field carrying the files (repeated for several). */
  field: string;
  maxBytes: number;
  maxFiles: number;
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** The 415 text for a file of another type. */
  typeMessage: string;
}

export type SuccessStatus = 200 | 201 | 202 | 204 | 206;

/**
 * A contract route: the one description of an endpoint that the server implements and the
 * client calls. Paths are relative to the API base (`/api` on the one-origin server) and use
 * `:param` placeholders.
 */
export interface ZRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Longer prose for the API documentation. */
  description?: string;
  /** Defaults to `json`. */
  kind?: RouteKind;
  /** Needs `Authorization: Bearer <access token>`. */
  auth?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart form. */
  body?: z.ZodType;
  /** Multipart routes: the files the form carries. */
  files?: FileParts;
  /** Raw routes: the media type of the success body, e.g. `application/pdf`. */
  produces?: string;
  /** Success responses by status. */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  /**
   * Error statuses beyond the implied ones (see `errorStatusesOf`). Every error body is
   * `ZErrorBody`; a 402 is `ZInsufficientTokensBody`.
   */
  errors?: readonly ErrorStatus[];
}

export const defineRoutes = <const T extends Record<string, ZRoute>>(routes: T): T => routes;

export const kindOf = (route: ZRoute): RouteKind => route.kind ?? 'json';

/**
 * Every error status a route can answer: 400 when it takes any input, 401 when it needs a
 * session, 413/415 for uploads and bodies, plus the ones it declares. A request of any method
 * but GET may carry a body even where the route reads none, and a hostile one is refused before
 * the route runs: JSON that does not parse or nests too deep (400), too large (413), a media type
 * no parser takes (415; raw routes take any bytes).
 */
export function errorStatusesOf(route: ZRoute): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.errors ?? []);
  const kind = kindOf(route);
  const mayCarryBody = route.method !== 'GET';
  if (route.params || route.query || route.body || route.files || mayCarryBody) statuses.add(400);
  if (route.auth) statuses.add(401);
  if (route.body || route.files || mayCarryBody) statuses.add(413);
  if (kind === 'multipart' || route.body || (mayCarryBody && kind !== 'raw')) statuses.add(415);
  return [...statuses].sort((a, b) => a - b);
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type RouteBody<R extends ZRoute> = Input<R['body']>;
export type RouteQuery<R extends ZRoute> = Input<R['query']>;
export type RouteParams<R extends ZRoute> = Input<R['params']>;
/** The body of the route's first (normally only) success response. */
export type RouteResponse<R extends ZRoute> = Infer<R['responses'][keyof R['responses']]>;
