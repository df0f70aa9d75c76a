import type { FastifyInstance } from 'fastify';
import { tendLine } from '../jobs/index.js';
import { failRun, type RunDeps } from './run-lifecycle.js';
import { extractionLine } from './run-line.js';
import { staleRuns } from './run-store.js';

/** …a run whose heartbeat is older than this has lost its worker (a crash or a restart)… */
export const RUN_STALE_MS = 30_000;
/** …and every API process looks for such runs at start and this often after. */
export const RUN_SWEEP_MS = 10_000;
export const RUN_INTERRUPTED_MESSAGE = 'The extraction was interrupted by a server restart. Please start it again.';

/**
 * Ends claimed runs whose worker is gone as extraction_failed (a queued run is never swept: it is
 * only waiting for a worker); then announces the line's new places and, when a queued run could
 * start but no job is waiting to wake a worker for it (lost or already consumed), sends one.
 * Returns how many runs it ended.
 */
export async function sweepStaleRuns(deps: RunDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - RUN_STALE_MS);
  let ended = 0;
  for (const run of await staleRuns(deps.database.db, before)) {
    if (await failRun(deps, run, RUN_INTERRUPTED_MESSAGE)) ended++;
  }
  await tendLine(extractionLine(deps));
  return ended;
}

/**
 * Sweeps when the server is ready and every RUN_SWEEP_MS, so an interrupted run is never shown
 * "in progress" for long: at most RUN_STALE_MS + RUN_SWEEP_MS after its last heartbeat while any
 * API process is up.
 */
export function scheduleRunSweep(app: FastifyInstance, deps: RunDeps): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => sweepStaleRuns(deps).catch((error: unknown) => app.log.error({ err: error }, 'extraction run sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), RUN_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
