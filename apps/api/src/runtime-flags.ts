import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags the API server sets on itself before it does any work (`server.ts` imports this
 * module first).
 *
 * `--no-allocation-site-pretenuring`: V8 moves an allocation site's objects straight to the old
 * generation once most of them survived a young collection. In this server the site that tips is
 * `process.nextTick`'s tick object: while the server idles, a young collection can land while the
 * job queue's polls have ticks queued, and from then on every tick of every request is allocated
 * old and paid with write barriers and old-space collections — a health check cost 1.6–2× more
 * CPU (README, "Request path cost"). Objects the server keeps still reach the old generation, by
 * surviving two young collections.
 */
export const RUNTIME_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of RUNTIME_V8_FLAGS) setFlagsFromString(flag);
