import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from './queue.js';

/**
 * A fair line of durable runs kept in one table (extraction runs, discovery sessions). A run
 * waits in state `waiting` until a worker claims it (`running`); the sweep of its feature only
 * ever fails claimed runs. Each user has at most one run `running`; the next run to start is
 * chosen round robin by user (`lineSql`), so one user's many projects cannot keep another
 * user's run waiting.
 *
 * A pg-boss job only wakes a worker: whichever run it was sent for, the worker claims the fairest
 * eligible one, runs it, and claims again until none is eligible (`fairWorker`).
 */
export interface FairLine {
  /** The pg-boss queue whose jobs wake a worker. */
  job: string;
  table: string;
  waiting: string;
  running: string;
  /** SQL over the row `q`: a waiting run can start once this holds (its stream has begun). */
  ready: string;
  /** The column naming a run's event stream (returned with each new place). */
  stream: string;
  /** A further column set to the claim's time, e.g. `started_at`. */
  claimedAt?: string;
}

export interface Place {
  id: number;
  stream: number;
  position: number;
}

/**
 * `active`: the line's runs with their order keys; `line`: the waiting ones that can start, in the
 * order they start. A run's turn is its rank among its user's active runs (the running one first);
 * among runs of the same turn, the user served least recently (latest heartbeat of a claimed run,
 * none = never) goes first, then the older run: round robin by user.
 */
function lineSql(line: FairLine) {
  const t = line.table;
  return sql.raw(`with active as (
    select q.id, q.user_id, q.status, q.${line.stream} as stream,
      row_number() over (partition by q.user_id order by (q.status = '${line.running}') desc, q.id) as turn,
      (select max(h.heartbeat_at) from ${t} h where h.user_id = q.user_id and h.status <> '${line.waiting}') as served
    from ${t} q
    where q.status = '${line.running}' or (q.status = '${line.waiting}' and ${line.ready})
  ), line as (
    select id, user_id, stream, row_number() over (order by turn, served nulls first, id)::int as position
    from active where status = '${line.waiting}'
  )`);
}

/** Claims are serialised (one per line at a time) so a user never gets two runs started at once. */
const lock = (line: FairLine) => sql`select pg_advisory_xact_lock(hashtext(${`fair-line:${line.table}`}))`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Takes the fairest eligible waiting run for this worker — the first in line whose user has no
 * run in progress — in one statement; its id, or null when none can start now.
 */
export async function claimNext(db: Db, line: FairLine, now: Date): Promise<number | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const also = line.claimedAt ? sql`, ${sql.raw(line.claimedAt)} = ${at}` : sql``;
  return db.transaction(async (tx) => {
    await tx.execute(lock(line));
    const result = await tx.execute(sql`${lineSql(line)}
      update ${sql.raw(line.table)} set status = ${line.running}, heartbeat_at = ${at}, queue_position = null${also}
      where id = (
        select line.id from line
        where not exists (select 1 from active r where r.user_id = line.user_id and r.status = ${line.running})
        order by line.position limit 1
      ) and status = ${line.waiting}
      returning id`);
    return rowsOf<{ id: number }>(result)[0]?.id ?? null;
  });
}

/** Stores every waiting run's place in line; returns those whose place changed (to be announced). */
export async function placeLine(db: Db, line: FairLine): Promise<Place[]> {
  const t = line.table;
  return db.transaction(async (tx) => {
    await tx.execute(lock(line));
    const result = await tx.execute(sql`${lineSql(line)}
      update ${sql.raw(t)} set queue_position = line.position
      from line where ${sql.raw(t)}.id = line.id and ${sql.raw(t)}.queue_position is distinct from line.position
      returning ${sql.raw(t)}.id, line.stream, line.position`);
    return rowsOf<Place>(result).map((r) => ({ id: Number(r.id), stream: Number(r.stream), position: Number(r.position) }));
  });
}

/** Whether a waiting run could start now (it is ready and its user has no run in progress). */
export async function anyClaimable(db: Db, line: FairLine): Promise<boolean> {
  const result = await db.execute(sql`${lineSql(line)}
    select 1 from line where not exists (select 1 from active r where r.user_id = line.user_id and r.status = ${line.running}) limit 1`);
  return rowsOf(result).length > 0;
}

export interface LineDeps {
  db: Db;
  jobs: Pick<JobQueue, 'send' | 'waiting'>;
  line: FairLine;
  /** Tells a waiting run's stream its new place. */
  announce(place: Place): Promise<unknown>;
}

/** Announces the places that changed. */
export async function announceLine(deps: LineDeps): Promise<void> {
  for (const place of await placeLine(deps.db, deps.line)) await deps.announce(place);
}

/**
 * Makes sure a run that could start is not left without a worker: when one could start and no
 * job is waiting for a worker, sends one (a job lost or consumed while the run still had to wait).
 */
export async function wakeIfNeeded(deps: LineDeps): Promise<boolean> {
  if (!(await anyClaimable(deps.db, deps.line))) return false;
  if ((await deps.jobs.waiting(deps.line.job)) > 0) return false;
  await deps.jobs.send(deps.line.job, {});
  return true;
}

/** What a feature's sweep does for its line after failing dead runs: new places announced, a worker woken. */
export async function tendLine(deps: LineDeps): Promise<void> {
  await announceLine(deps);
  await wakeIfNeeded(deps);
}

/** A claimed run's heartbeat is renewed this often while it runs (the sweeps fail one older than 30 s). */
export const RUN_HEARTBEAT_MS = 5_000;
/** Why a run's signal is aborted when its heartbeat finds it no longer running here (swept or deleted). */
export const SWEPT = 'swept';

/** Renews a claimed run's heartbeat; false when it is no longer running (swept, ended or deleted). */
async function beat(db: Db, line: FairLine, id: number, now: Date): Promise<boolean> {
  const result = await db.execute(
    sql`update ${sql.raw(line.table)} set heartbeat_at = ${now.toISOString()}::timestamptz where id = ${id} and status = ${line.running} returning id`,
  );
  return rowsOf(result).length > 0;
}

type WorkerDeps = LineDeps & { clock: Clock; run(id: number, signal: AbortSignal): Promise<void> };

/** Runs a claimed run with its heartbeat; its signal aborts with the process's reason (SHUTDOWN) or SWEPT. */
async function runClaimed(deps: WorkerDeps, id: number, signal: AbortSignal): Promise<void> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort);
  const heartbeat = setInterval(() => {
    beat(deps.db, deps.line, id, deps.clock.now()).then(
      (alive) => alive || controller.abort(SWEPT),
      () => undefined,
    );
  }, RUN_HEARTBEAT_MS);
  try {
    await deps.run(id, controller.signal);
  } finally {
    clearInterval(heartbeat);
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * How long one job's handler keeps claiming runs before it hands over (wakes a worker and
 * returns): pg-boss gives up on a handler after the job's expiry (1 h) and would fetch the next
 * job while this one still ran — two runs at once in one process.
 */
export const FAIR_WORKER_HANDOVER_MS = 20 * 60_000;

/**
 * The handler of a line's job: claims the fairest eligible run, runs it, and claims again until
 * none can start (or the process stops). After each claim the line moves (places announced) and,
 * when another run could start too, another worker is woken. `run` gets a signal aborted with
 * SHUTDOWN when the process stops and SWEPT when its heartbeat finds the run swept or deleted.
 */
export function fairWorker(deps: WorkerDeps) {
  return async (signal: AbortSignal): Promise<void> => {
    const began = performance.now();
    while (!signal.aborted) {
      if (performance.now() - began > FAIR_WORKER_HANDOVER_MS) {
        await wakeIfNeeded(deps);
        return;
      }
      const id = await claimNext(deps.db, deps.line, deps.clock.now());
      await announceLine(deps);
      if (id === null) return;
      await wakeIfNeeded(deps);
      await runClaimed(deps, id, signal);
    }
  };
}
