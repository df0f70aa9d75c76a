import type { ZRoute } from '@app/sdk/contracts';
import { ZErrorBody } from '@app/sdk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The signed-in user of a request, set by the auth feature for routes with `auth: true`. */
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

export interface HandlerContext<R extends ZRoute> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  /** Present (never undefined) when the route has `auth: true`. */
  user: R['auth'] extends true ? AuthUser : AuthUser | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<R extends ZRoute> = (
  ctx: HandlerContext<R>,
) => Promise<z.input<Success<R> & z.ZodType>> | z.input<Success<R> & z.ZodType>;

const errorResponses = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/**
 * Registers the server side of a contract route: input validated by the contract's schemas,
 * output validated by its response schema, documented in OpenAPI under `tag`.
 */
export function implement<R extends ZRoute>(app: FastifyInstance, tag: string, route: R, handler: Handler<R>) {
  const [status] = Object.keys(route.responses).map(Number);
  const successStatus = status ?? 200;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [tag],
      summary: route.summary,
      ...(route.auth ? { security: [{ bearerAuth: [] }] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { ...route.responses, ...errorResponses },
    },
    preHandler: route.auth
      ? async (request) => {
          request.user = await app.authenticate(request);
        }
      : undefined,
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body,
        query: request.query,
        params: request.params,
        user: request.user,
        request,
        reply,
      } as HandlerContext<R>);
      if (successStatus === 204) return reply.code(204).send();
      return reply.code(successStatus).send(result);
    },
  });
}
