import type { ApiContract, ZRoute } from '@app/sdk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppError } from '../lib/errors.js';
import type { PlannedRoutes } from './planned.js';

/** The signed-in user of a request, set by the router for routes with `auth: true`. */
export interface AuthUser {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the bearer token of a request to its user or throws a 401 AppError. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Success<R extends ZRoute> = R['responses'][keyof R['responses']];

/** A file of a multipart request, read into memory within the contract's limits. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface HandlerContext<R extends ZRoute> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  /** Present (never undefined) when the route has `auth: true`. */
  user: R['auth'] extends true ? AuthUser : AuthUser | undefined;
  /** Multipart routes: the files of the contract's file field. */
  files: R['kind'] extends 'multipart' ? UploadedFile[] : undefined;
  /** Raw routes with a request body: its bytes as received (webhook signatures). */
  rawBody: R['kind'] extends 'raw' ? Buffer | undefined : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

type JsonResult<R extends ZRoute> = z.input<Success<R> & z.ZodType>;

/**
 * What a route's handler returns, by kind: json and multipart routes return the success body
 * (validated against the contract); sse and raw routes write the response themselves.
 */
export type Handler<R extends ZRoute> = R['kind'] extends 'sse' | 'raw'
  ? (ctx: HandlerContext<R>) => Promise<unknown>
  : (ctx: HandlerContext<R>) => Promise<JsonResult<R>> | JsonResult<R>;

/** A handler with per-route serving options. */
export interface RouteImpl<R extends ZRoute> {
  handler: Handler<R>;
  /** False: the route is not registered at all (answers 404), e.g. development helpers. */
  enabled?: boolean;
  /** Runs after authentication and before the body is read (e.g. administrators only). */
  authorize?: (user: AuthUser | undefined) => void | Promise<void>;
  /** Input that fails the contract answers this error instead of the 400 (signed links: 403). */
  onInvalidInput?: () => AppError;
  /** Per-user budget (after authentication; the address for public routes), shared by routes with the same policy. */
  rateLimit?: RateLimitPolicy;
  /** The answer is always far under the compression threshold (1 KB): the route skips the compression hooks. */
  smallAnswer?: true;
  /**
   * The success answer now, if it is ready and successful, else undefined (the request goes the
   * normal way). A route with one is answered by the server before Fastify's request lifecycle
   * (router/ready-lane.ts); only public GET routes without input or other checks may have one.
   */
  readyAnswer?: () => JsonResult<R> | undefined;
}

/** `max` requests per `windowMs`; beyond it 429 with Retry-After and `message`. */
export interface RateLimitPolicy {
  /** Routes naming the same bucket share one budget (the chat's plain and streamed questions). */
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

export type Impl<R extends ZRoute> = Handler<R> | RouteImpl<R>;

/** A contract's handlers: one per route, and a missing one is a type error. */
export type ContractHandlers<C extends Record<string, ZRoute>, Skip extends PropertyKey = never> = {
  [K in Exclude<keyof C, Skip>]: Impl<C[K]>;
};

type PlannedOf<G extends keyof ApiContract> = G extends keyof PlannedRoutes ? PlannedRoutes[G][number] : never;

/** The whole API's handlers: every declared route except the planned ones. */
export type ApiHandlers = { [G in keyof ApiContract]: ContractHandlers<ApiContract[G], PlannedOf<G>> };
