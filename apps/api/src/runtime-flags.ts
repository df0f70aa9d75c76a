import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags the API server sets on itself before it does any work (`server.ts` imports this
 * module first).
 *
 * `--no-allocation-site-pretenuring`: with V8's default, this server with its job queue running
 * usually ended up with a slow `process.nextTick` after idling (its optimised code defined the tick
 * object's `callback` and `args` through runtime calls): every tick of every request paid for
 * it, and a health check on Postgres cost up to twice the CPU. Without pretenuring that state
 * came back in 2 starts out of 10 instead of 3 out of 4 (README, "Request path cost"). Objects the
 * server keeps still reach the old generation, by surviving young collections.
 */
export const RUNTIME_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of RUNTIME_V8_FLAGS) setFlagsFromString(flag);
