import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber hears on a channel. */
export interface ChannelListener {
  /** A NOTIFY on the channel, with its payload. */
  message(payload: string): void;
  /** The subscription is live: every later NOTIFY will arrive. */
  live(): void;
  /** The subscription was lost (connection dropped): notifications may be missed until `live` again. */
  lost(): void;
}

export type Subscribe = (channel: string, listener: ChannelListener) => () => Promise<void>;

/**
 * PGlite runs in this process on one connection: a NOTIFY reaches the listener while the
 * statement that caused it is still being answered, before its caller resumes.
 */
export function pgliteSubscribe(client: PGlite): Subscribe {
  return (channel, listener) => {
    const unlisten = client.listen(channel, (payload) => listener.message(payload));
    void unlisten.then(() => listener.live(), () => listener.lost());
    return async () => (await unlisten)();
  };
}

const RECONNECT_MS = [100, 500, 2000, 5000];

/**
 * node-postgres: one dedicated connection per channel (a pooled one would be handed to other
 * queries), reconnected with back-off; while it is down the subscriber is told so.
 */
export function postgresSubscribe(connectionString: string): Subscribe {
  return (channel, listener) => {
    let closed = false;
    let client: pg.Client | null = null;
    let failures = 0;
    let retry: NodeJS.Timeout | undefined;

    const connect = async () => {
      const next = new pg.Client({ connectionString });
      client = next;
      next.on('notification', (n) => n.channel === channel && listener.message(n.payload ?? ''));
      next.on('error', () => dropped(next));
      next.on('end', () => dropped(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        failures = 0;
        if (!closed) listener.live();
      } catch {
        dropped(next);
      }
    };
    const dropped = (which: pg.Client) => {
      if (client !== which) return;
      client = null;
      listener.lost();
      void which.end().catch(() => undefined);
      if (closed) return;
      retry = setTimeout(connect, RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]);
      retry.unref();
    };

    void connect();
    return async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  };
}
