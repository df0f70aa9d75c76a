import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The append-only event log behind server-sent event streams (extraction and discovery runs).
 * `seq` counts from 1 within one `stream` (e.g. `extraction:42`) and is the SSE `id:`, so a client
 * that reconnects with `Last-Event-ID` gets exactly the events it missed.
 */
export const streamEvents = pgTable(
  'stream_events',
  {
    stream: text('stream').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'stream_events_pkey', columns: [t.stream, t.seq] })],
);
