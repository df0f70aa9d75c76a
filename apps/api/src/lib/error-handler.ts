import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodeForStatus } from '@app/sdk/contracts';
import { AppError } from './errors.js';

const statusMessages: Record<number, string> = {
  400: 'Invalid request',
  401: 'Your session has expired. Please log in again.',
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Request too large',
  415: 'Unsupported content type',
  429: 'Too many attempts. Please try again later',
};

/** Every error leaves as `{message, code, detail?, errors?, request_id}` with the right status. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const request_id = String(request.id);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
      return reply.code(error.status).send({
        message: error.message,
        code: error.code,
        ...(error.options.detail !== undefined ? { detail: error.options.detail } : {}),
        ...(error.options.errors ? { errors: error.options.errors } : {}),
        ...(error.options.headers?.['retry-after'] ? { retry_after: Number(error.options.headers['retry-after']) } : {}),
        request_id,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid request', code: 'invalid_request', errors, request_id });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.code(500).send({ message: 'An unexpected error occurred', code: 'internal_error', request_id });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: 'An unexpected error occurred', code: 'internal_error', request_id });
    }
    return reply.code(status).send({
      message: statusMessages[status] ?? 'Invalid request',
      code: errorCodeForStatus(status),
      detail: error.message,
      request_id,
    });
  });
}

/**
 * Unknown `/api` paths (and everything, without app builds) get the JSON error body; other GET
 * requests go to the web fallback (a public file or the owning app's index.html). `logUnrouted`
 * is an `onResponse` hook of this handler's scope alone: Fastify gives a not-found handler the
 * hooks of the instance that set it, and no route is registered in that instance.
 */
export async function installNotFound(
  app: FastifyInstance,
  webFallback: ((request: FastifyRequest, reply: FastifyReply) => unknown) | null,
  logUnrouted: onResponseHookHandler,
) {
  await app.register(async (unrouted) => {
    unrouted.addHook('onResponse', logUnrouted);
    unrouted.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (webFallback && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        return webFallback(request, reply);
      }
      return reply
        .code(404)
        .send({ message: 'Not found', code: 'not_found', detail: `${request.method} ${request.url}`, request_id: String(request.id) });
    });
  });
}
