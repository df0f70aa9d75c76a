import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { streamEvents } from '../../db/schema/events.js';
import type { Clock } from '../../lib/clock.js';
import { createNotifier, type Notifier } from './notifier.js';

export interface StoredEvent {
  seq: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

export interface EventLog {
  /** Appends an event with the stream's next sequence number (from 1) and wakes its readers. */
  appendEvent(stream: string, type: string, data?: Record<string, unknown>): Promise<StoredEvent>;
  /**
   * Appends several events at once, in order, with consecutive sequence numbers (one round of
   * locking for all): for producers that emit events belonging to the same instant.
   */
  appendEvents(stream: string, events: ReadonlyArray<{ type: string; data?: Record<string, unknown> }>): Promise<StoredEvent[]>;
  /** Events with `seq > afterSeq`, oldest first, at most `limit`. */
  readAfter(stream: string, afterSeq: number, limit?: number): Promise<StoredEvent[]>;
  /** The newest event of a stream, or null when it has none. */
  lastEvent(stream: string): Promise<StoredEvent | null>;
  /** Calls `listener` with the new seq whenever an event is appended to `stream` in this process. */
  subscribe(stream: string, listener: (seq: number) => void): () => void;
}

const columns = {
  seq: streamEvents.seq,
  type: streamEvents.type,
  data: streamEvents.data,
  createdAt: streamEvents.createdAt,
};

export function createEventLog(deps: { db: Db; clock: Clock; notifier?: Notifier }): EventLog {
  const notifier = deps.notifier ?? createNotifier();
  const { db, clock } = deps;
  return {
    async appendEvent(stream, type, data = {}) {
      const event = await db.transaction(async (tx) => {
        // One writer per stream at a time, so `max(seq) + 1` cannot be taken twice (the lock is
        // released at commit; the primary key on (stream, seq) would catch it regardless).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${stream}, 0))`);
        const [row] = await tx
          .insert(streamEvents)
          .values({
            stream,
            seq: sql`(select coalesce(max(${streamEvents.seq}), 0) + 1 from ${streamEvents} where ${streamEvents.stream} = ${stream})`,
            type,
            data,
            createdAt: clock.now(),
          })
          .returning(columns);
        return row;
      });
      if (!event) throw new Error(`appending to stream ${stream} returned no row`);
      notifier.notify(stream, event.seq);
      return event;
    },
    async appendEvents(stream, list) {
      if (list.length === 0) return [];
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${stream}, 0))`);
        const now = clock.now();
        // Every row's subquery sees the stream as it was before this insert, so seq = max + position.
        return tx
          .insert(streamEvents)
          .values(
            list.map((event, i) => ({
              stream,
              seq: sql`(select coalesce(max(${streamEvents.seq}), 0) + ${i + 1} from ${streamEvents} where ${streamEvents.stream} = ${stream})`,
              type: event.type,
              data: event.data ?? {},
              createdAt: now,
            })),
          )
          .returning(columns);
      });
      const sorted = rows.sort((a, b) => a.seq - b.seq);
      const last = sorted.at(-1);
      if (last) notifier.notify(stream, last.seq);
      return sorted;
    },
    readAfter(stream, afterSeq, limit = 500) {
      return db
        .select(columns)
        .from(streamEvents)
        .where(and(eq(streamEvents.stream, stream), gt(streamEvents.seq, afterSeq)))
        .orderBy(asc(streamEvents.seq))
        .limit(limit);
    },
    async lastEvent(stream) {
      const [row] = await db
        .select(columns)
        .from(streamEvents)
        .where(eq(streamEvents.stream, stream))
        .orderBy(desc(streamEvents.seq))
        .limit(1);
      return row ?? null;
    },
    subscribe: (stream, listener) => notifier.subscribe(stream, listener),
  };
}
