import type { ZRoute } from '../contracts/route.js';
import type { Client } from './client.js';
import type { CallArgs, CallResult } from './types.js';

export type BoundContract<C extends Record<string, ZRoute>> = {
  [K in keyof C]: (...args: CallArgs<C[K]>) => Promise<CallResult<C[K]>>;
};

/** `bindContract(client, authContract).login({ body })` — one method per route of a contract. */
export function bindContract<C extends Record<string, ZRoute>>(client: Client, contract: C): BoundContract<C> {
  const bound: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(contract)) {
    bound[name] = (...args: CallArgs<ZRoute>) => client.call(route, ...args);
  }
  return bound as BoundContract<C>;
}
