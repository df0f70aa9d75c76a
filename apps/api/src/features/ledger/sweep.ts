import type { FastifyInstance } from 'fastify';
import type { Ledger } from './service.js';

/** How often open reservations are checked for expiry while the server runs. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Releases reservations a crashed process left open (older than RESERVATION_TTL_MS): once when
 * the server is ready — the restart after a crash — and then every SWEEP_EVERY_MS.
 */
export function scheduleReservationSweep(app: FastifyInstance, ledger: Ledger, everyMs = SWEEP_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
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
