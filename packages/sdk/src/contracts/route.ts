import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A contract route: the one description of an endpoint that the server implements and the
 * client calls. Paths are relative to the API base (`/api` on the one-origin server) and use
 * `:param` placeholders.
 */
export interface ZRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <access token>`. */
  auth?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success responses by status. Error responses all share `ZErrorBody`. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
}

export const defineRoutes = <const T extends Record<string, ZRoute>>(routes: T): T => routes;

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type RouteBody<R extends ZRoute> = Input<R['body']>;
export type RouteQuery<R extends ZRoute> = Input<R['query']>;
export type RouteParams<R extends ZRoute> = Input<R['params']>;
/** The body of the route's first (normally only) success response. */
export type RouteResponse<R extends ZRoute> = Infer<R['responses'][keyof R['responses']]>;
