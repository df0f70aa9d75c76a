import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../ledger/index.js';
import type { Billing } from './service.js';

/** How often finished periods are looked for while the server runs: a period ends at most this late. */
export const PERIOD_SWEEP_EVERY_MS = 60_000;

/**
 * Ends every paid period that is over (cancelled or not renewed: back to Free with a fresh
 * quota), then starts the new quota period of every account whose period ended. Subscriptions
 * first, so an account at the end of its paid year moves to Free instead of renewing the paid
 * quota for another month. Both steps use the same conditional statements as the lazy path
 * on read, so a period is never ended or renewed twice whichever runs first.
 */
export async function sweepPeriods(deps: { billing: Billing; ledger: Ledger }): Promise<{ ended: number; renewed: number }> {
  const ended = await deps.billing.endFinishedPeriods();
  const renewed = await deps.ledger.renewDue();
  return { ended, renewed };
}

/**
 * Runs `sweepPeriods` once when the server is ready — catching up on every period that ended
 * while it was down, since all the state is in the database — and then every `everyMs`.
 */
export function schedulePeriodSweep(app: FastifyInstance, deps: { billing: Billing; ledger: Ledger }, everyMs = PERIOD_SWEEP_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const done = await sweepPeriods(deps);
      if (done.ended > 0 || done.renewed > 0) app.log.info(done, 'billing periods swept');
    } catch (error) {
      app.log.error({ err: error }, 'billing period sweep failed');
    }
  };
  // A slow sweep is not started again on top of itself.
  const tick = () => {
    running ??= sweep().finally(() => {
      running = undefined;
    });
    return running;
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), everyMs);
    timer.unref();
  });
  // Waits for a sweep in progress so the database is not closed under it.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
