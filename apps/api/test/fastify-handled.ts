import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyRequest } from 'fastify';

/** The start of Fastify's `fastify.request.handler` tracing channel: a route handler runs. */
const HANDLER_START = 'tracing:fastify.request.handler:start';

/**
 * Records every request whose route handler Fastify runs, as `METHOD url`: a request answered
 * before Fastify's lifecycle (the ready lane) never appears. Observes without adding a hook, so
 * the routes' hooks stay as in production.
 */
export function fastifyHandled(): { seen: string[]; stop(): void } {
  const seen: string[] = [];
  const onStart = (message: unknown) => {
    const { request } = message as { request: FastifyRequest };
    seen.push(`${request.method} ${request.url}`);
  };
  subscribe(HANDLER_START, onStart);
  return { seen, stop: () => void unsubscribe(HANDLER_START, onStart) };
}
