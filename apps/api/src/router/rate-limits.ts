import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/errors.js';
import type { RateLimitPolicy } from './types.js';

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Per-user request budgets for expensive routes (@fastify/rate-limit, in-memory: one budget per
 * API instance). Runs after authentication so the key is the user, not an address many users
 * may share; the answer is our 429 body with the policy's message and Retry-After.
 */
export async function createRateLimits(app: FastifyInstance): Promise<(policy: RateLimitPolicy) => Limiter> {
  await app.register(rateLimit, { global: false });
  const limiters = new Map<string, Limiter>();
  return (policy) => {
    const existing = limiters.get(policy.bucket);
    if (existing) return existing;
    const handler = app.rateLimit({
      max: policy.max,
      timeWindow: policy.windowMs,
      keyGenerator: (request) => `${policy.bucket}:${request.user?.id ?? `ip:${request.ip}`}`,
      errorResponseBuilder: (_request, context) => tooManyRequests(policy.message, context.ttl / 1000),
    });
    const limiter: Limiter = async (request, reply) => {
      await handler.call(app, request, reply);
    };
    limiters.set(policy.bucket, limiter);
    return limiter;
  };
}
