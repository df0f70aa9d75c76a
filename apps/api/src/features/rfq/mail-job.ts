import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { SHUTDOWN } from '../jobs/index.js';
import { rfqMail } from '../mail/templates.js';
import { claimDelivery, settleDelivery, unclaimedDeliveries } from './deliveries-store.js';

/** The pg-boss queue of RFQ e-mails; a job carries only `{ deliveryId }`. */
export const RFQ_MAIL_JOB = 'rfq-mail';
/** Tries per e-mail before it is marked failed (a refusal by the mail server ends it at once). */
export const RFQ_MAIL_ATTEMPTS = 4;
/** Seconds before the second try; each later one waits twice as long (10 s, 20 s, 40 s). */
export const RFQ_MAIL_RETRY_SECONDS = 10;
/** Mails of one request go out together, not one per polling interval. */
export const RFQ_MAIL_BATCH = 10;
/** pg-boss's own retries cover a handler that failed before settling (the database was away). */
const JOB = { retryLimit: 3, retryDelay: 5, expireInSeconds: 120 };

type Deps = Pick<AppDeps, 'database' | 'clock' | 'mailer' | 'jobs'>;

/** An SMTP 5xx answer (no such mailbox, refused): sending again will not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Waits for `work` unless the process stops first (then answers SHUTDOWN). */
function unlessStopped<T>(work: Promise<T>, signal: AbortSignal): Promise<T | typeof SHUTDOWN> {
  if (signal.aborted) return Promise.resolve(SHUTDOWN);
  return new Promise((resolve, reject) => {
    const stop = () => resolve(SHUTDOWN);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Sends one vendor's e-mail of a request. A failed try queues the next one later (a delayed
 * job, backing off) until RFQ_MAIL_ATTEMPTS, then marks it failed; a refusal is final at once.
 * A stop of this process hands the mail back (the next process's sweep queues it again).
 */
export function rfqMailJob(deps: Deps) {
  const { db } = deps.database;
  return async ({ deliveryId }: { deliveryId: number }, signal: AbortSignal): Promise<void> => {
    const delivery = await claimDelivery(db, deliveryId, deps.clock.now());
    if (!delivery) return;
    try {
      const sent = await unlessStopped(deps.mailer.send(rfqMail(delivery.email, delivery.subject, delivery.body, delivery.replyTo)), signal);
      if (sent === SHUTDOWN) {
        await settleDelivery(db, delivery.id, { status: 'queued', at: deps.clock.now() });
        return;
      }
      await settleDelivery(db, delivery.id, { status: 'sent', error: null, at: deps.clock.now() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = isPermanent(error) || delivery.attempts >= RFQ_MAIL_ATTEMPTS;
      await settleDelivery(db, delivery.id, { status: last ? 'failed' : 'queued', error: message, at: deps.clock.now() });
      if (last) console.warn(`[rfq] mail of request ${delivery.rfqId} to delivery ${delivery.id} failed for good: ${message}`);
      else await deps.jobs.send(RFQ_MAIL_JOB, { deliveryId }, { ...JOB, startAfter: RFQ_MAIL_RETRY_SECONDS * 2 ** (delivery.attempts - 1) });
    }
  };
}

/** Queues the e-mails of stored deliveries (pg-boss keeps them across restarts). */
export async function queueDeliveries(deps: Pick<Deps, 'jobs'>, deliveryIds: number[]): Promise<void> {
  for (const deliveryId of deliveryIds) await deps.jobs.send(RFQ_MAIL_JOB, { deliveryId }, JOB);
}

/**
 * When the server is ready: queues again every e-mail still waiting without a live worker (its
 * process stopped mid-send, or between storing the request and queueing). A duplicate job is
 * harmless: the claim lets one of them send.
 */
export function scheduleRfqMailSweep(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    try {
      await queueDeliveries(deps, await unclaimedDeliveries(deps.database.db, deps.clock.now()));
    } catch (error) {
      app.log.error({ err: error }, 'RFQ mail sweep failed');
    }
  });
}
