import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { executorOf } from './sql-adapter.js';

/** Why a handler's signal was aborted: the process is stopping (the job is left to the sweep of its feature). */
export const SHUTDOWN = 'shutdown';

export type JobHandler<T> = (data: T, signal: AbortSignal) => Promise<void>;

/**
 * Durable background jobs in Postgres (pg-boss 10, in the schema `pgboss`), on PGlite or on a
 * Postgres server shared by several API processes: a job is taken by exactly one of them.
 * Handlers are registered before `start`; `stop` aborts running handlers with reason SHUTDOWN.
 */
export interface JobQueue {
  /** `batchSize` > 1: up to that many jobs of the queue run at once (a failure fails the fetched batch). */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: { batchSize?: number }): void;
  start(): Promise<void>;
  /** Queues a job; `options` may ask pg-boss to retry it when its handler throws. */
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** How many jobs of the queue wait for a worker (sent, not yet taken). */
  waiting(name: string): Promise<number>;
  stop(): Promise<void>;
}

/** Per job: how often a failed handler is retried (seconds between tries, doubling with backoff) and how long a try may run. */
export interface SendOptions {
  /** Seconds before the job may start. */
  startAfter?: number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs (a job sent by this process wakes it at once). */
  pollingSeconds?: number;
}

export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  const boss = new PgBoss({
    db: executorOf(database),
    // Our features keep their own state and sweeps; pg-boss only has to hand each job to one worker.
    retryLimit: 0,
    expireInHours: 1,
    supervise: true,
    schedule: false,
  });
  const handlers = new Map<string, { handler: JobHandler<object>; batchSize: number }>();
  const workers = new Map<string, string>();
  const running = new Set<AbortController>();
  let started = false;
  let stopped = false;

  boss.on('error', () => undefined);

  return {
    register(name, handler, registration) {
      if (started) throw new Error(`job ${name} registered after start`);
      handlers.set(name, { handler: handler as JobHandler<object>, batchSize: registration?.batchSize ?? 1 });
    },
    async start() {
      started = true;
      await boss.start();
      for (const [name, { handler, batchSize }] of handlers) {
        await boss.createQueue(name);
        const run = async (data: object) => {
          const controller = new AbortController();
          running.add(controller);
          try {
            await handler(data, controller.signal);
          } finally {
            running.delete(controller);
          }
        };
        const id = await boss.work<object>(name, { pollingIntervalSeconds: options.pollingSeconds ?? 2, batchSize }, async (jobs) => {
          const failed = (await Promise.allSettled(jobs.map((job) => run(job.data)))).find((r) => r.status === 'rejected');
          if (failed) throw failed.reason;
        });
        workers.set(name, id);
      }
    },
    async send(name, data, sendOptions) {
      await boss.send(name, data, sendOptions ?? {});
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async waiting(name) {
      return (await boss.getQueueSize(name)) ?? 0;
    },
    async stop() {
      if (stopped || !started) return;
      stopped = true;
      for (const controller of running) controller.abort(SHUTDOWN);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}
