import type { FastifyInstance } from 'fastify';
import { RUN_STALE_MS, RUN_SWEEP_MS } from '../sourcing/index.js';
import { tendLine } from '../jobs/index.js';
import { discoveryLine, failSession, type SessionDeps } from './session-lifecycle.js';
import { staleSessions } from './session-store.js';

export const SESSION_INTERRUPTED_MESSAGE = 'The vendor discovery was interrupted by a server restart. Please start it again.';

/**
 * Ends claimed sessions whose worker is gone (heartbeat older than the extraction runs' limit, the
 * same rule for every durable run) as failed — a pending session only waits and is never swept —
 * then tends the line (places announced, a worker woken for a session that could start); returns
 * how many sessions it ended.
 */
export async function sweepStaleSessions(deps: SessionDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - RUN_STALE_MS);
  let ended = 0;
  for (const session of await staleSessions(deps.database.db, before)) {
    if (await failSession(deps, session, SESSION_INTERRUPTED_MESSAGE)) ended++;
  }
  await tendLine(discoveryLine(deps));
  return ended;
}

/** Sweeps when the server is ready and every RUN_SWEEP_MS: a dead session is failed within ~40 s. */
export function scheduleSessionSweep(app: FastifyInstance, deps: SessionDeps): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => sweepStaleSessions(deps).catch((error: unknown) => app.log.error({ err: error }, 'discovery session sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), RUN_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
