import type { z } from 'zod';
import { kindOf, type RouteBody, type ZRoute } from '../contracts/route.js';
import type { StreamResult } from '../sse/open-stream.js';
import type { Client, StreamCallOptions } from './client.js';
import type { CallArgs, CallResult } from './types.js';

/** A stream route's method: `client.stream` with the route's body typed. */
type StreamMethod<R extends ZRoute> = R['responses'] extends { 200: infer S extends z.ZodType }
  ? (options: Omit<StreamCallOptions<S>, 'body' | 'schema'> & { body?: RouteBody<R> }) => Promise<StreamResult>
  : never;

export type BoundContract<C extends Record<string, ZRoute>> = {
  [K in keyof C]: C[K] extends { kind: 'sse' } ? StreamMethod<C[K]> : (...args: CallArgs<C[K]>) => Promise<CallResult<C[K]>>;
};

/**
 * `bindContract(client, authContract).login({ body })` — one method per route of a contract;
 * event-stream routes open the stream (`client.stream`) instead of waiting for one JSON answer.
 */
export function bindContract<C extends Record<string, ZRoute>>(client: Client, contract: C): BoundContract<C> {
  const bound: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(contract)) {
    bound[name] =
      kindOf(route) === 'sse'
        ? (options: StreamCallOptions<z.ZodType>) => client.stream(route as ZRoute & { responses: { 200: z.ZodType } }, options)
        : (...args: CallArgs<ZRoute>) => client.call(route, ...args);
  }
  return bound as BoundContract<C>;
}
