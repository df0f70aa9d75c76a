import { readFileSync } from 'node:fs';

/**
 * The Node flags the API server must be started with (`node-flags.json`, read by every launcher:
 * `scripts/run.mjs`, the e2e and bench servers; `npm start` and `npm run dev` here name them too).
 * They cannot be set from inside: V8 makes its memory reducer when the process starts.
 *
 * `--no-memory-reducer`: V8's memory reducer runs compacting collections once a process has
 * allocated little for a while, to hand memory back. This server idles like that between bursts
 * of traffic (the job queue's polls keep it just busy enough), and after those collections
 * `process.nextTick` was often optimised with generic, runtime-call property definitions for its
 * tick object: every tick of every request then cost more, up to twice the CPU per health check
 * (README, "Request path cost"). Without the reducer the heap keeps its size while idle (about
 * 20 MB more here); ordinary collections still run as it fills.
 */
export const NODE_FLAGS = JSON.parse(readFileSync(new URL('../node-flags.json', import.meta.url), 'utf8')) as string[];

/** The flags of `NODE_FLAGS` this process was started without. */
export function missingNodeFlags(execArgv: readonly string[]): string[] {
  return NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
