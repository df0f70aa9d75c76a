import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createNotifier, type Notifier } from './notifier.js';

/** The Postgres channel stream appends are announced on: payload `<seq> <stream key>`. */
export const STREAM_EVENTS_CHANNEL = 'stream_events';

/**
 * A notifier that also reaches readers in other API processes on the same database: `notify`
 * wakes this process's readers at once and sends `pg_notify`; every process LISTENs on the
 * channel and wakes its own readers. A reader woken twice reads the log once more and finds
 * nothing new, so duplicates are harmless; a lost notification is covered by the heartbeat poll.
 */
export function createChannelNotifier(database: Database): Notifier & { close(): Promise<void> } {
  const local = createNotifier();
  const unlisten = database.subscribe(STREAM_EVENTS_CHANNEL, {
    message(payload) {
      const space = payload.indexOf(' ');
      const seq = Number(payload.slice(0, space));
      if (space > 0 && Number.isSafeInteger(seq)) local.notify(payload.slice(space + 1), seq);
    },
    live: () => undefined,
    lost: () => undefined,
  });
  return {
    notify(stream, seq) {
      local.notify(stream, seq);
      database.db.execute(sql`select pg_notify(${STREAM_EVENTS_CHANNEL}, ${`${seq} ${stream}`})`).catch(() => undefined);
    },
    subscribe: (stream, listener) => local.subscribe(stream, listener),
    close: () => unlisten(),
  };
}
