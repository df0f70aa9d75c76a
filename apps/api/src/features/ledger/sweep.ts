import type { FastifyInstance } from 'fastify';
import { HEARTBEAT_EVERY_MS } from './reservations.js';
import type { Ledger } from './service.js';

/**
 * Keeps this process's holds alive and releases those of processes that died: every
 * HEARTBEAT_EVERY_MS it renews the heartbeat of the holds it keeps open, then releases holds
 * whose heartbeat is older than RESERVATION_TTL_MS (once when the server is ready — the restart
 * after a crash — and then on every beat). A crash's holds are released within 80 s.
 */
export function scheduleReservationSweep(app: FastifyInstance, ledger: Ledger, everyMs = HEARTBEAT_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await ledger.heartbeat();
      const released = await ledger.releaseStale();
      if (released > 0) app.log.warn({ released }, 'released stale token reservations');
    } catch (error) {
      app.log.error({ err: error }, 'token reservation sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
