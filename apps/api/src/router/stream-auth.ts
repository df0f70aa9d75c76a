import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import type { AuthUser } from './types.js';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';

/**
 * Authenticates a stream request. Browsers' EventSource cannot send headers, so the spec puts the
 * access token in the query string (`?token=`); an `Authorization` header is accepted too. The
 * token is checked by `app.authenticate`, exactly like a bearer header.
 *
 * The router uses it for GET `sse` routes with `auth: true`.
 */
export async function authenticateStream(request: FastifyRequest): Promise<AuthUser> {
  if (!request.headers.authorization) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token === '') throw new AppError(401, AUTH_REQUIRED_MESSAGE);
    request.headers.authorization = `Bearer ${token}`;
  }
  const user = await request.server.authenticate(request);
  request.user = user;
  return user;
}
