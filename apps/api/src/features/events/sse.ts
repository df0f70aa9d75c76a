import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { encodeSseFrame } from '@app/sdk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventLog, StoredEvent } from './log.js';

export const HEARTBEAT_MS = 15_000;
const BATCH = 500;

export interface EventStreamOptions {
  log: EventLog;
  stream: string;
  /** Replay starts after this seq (see `lastEventIdOf`); 0 or undefined replays everything. */
  lastEventId?: number;
  /** The event that completes the stream (e.g. `extraction_completed`); the response ends after it. */
  isTerminal?: (event: StoredEvent) => boolean;
  /** Heartbeat comment interval; 15 s as the architecture says. Tests pass a short one. */
  heartbeatMs?: number;
}

/** The `Last-Event-ID` header, else the `last_event_id` (or `lastEventId`) query value; 0 if none or not a number. */
export function lastEventIdOf(request: FastifyRequest): number {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const candidates = [request.headers['last-event-id'], query.last_event_id, query.lastEventId];
  for (const value of candidates) {
    const n = Number(Array.isArray(value) ? value[0] : value);
    if (value !== undefined && value !== '' && Number.isSafeInteger(n) && n >= 0) return n;
  }
  return 0;
}

/**
 * One SSE frame in the contracts' format: the seq as `id:` and the event, with its `type`, as JSON
 * `data:` (no `event:` line, so `EventSource#onmessage` sees it).
 */
export function sseFrame(event: StoredEvent): string {
  return encodeSseFrame({ ...event.data, type: event.type }, event.seq);
}

/**
 * Answers with `text/event-stream`: replays the stream's events after `lastEventId`, then sends
 * new ones as they are appended, with a heartbeat comment every `heartbeatMs`. The response ends
 * after a terminal event (at once if the client already had it); a client disconnect stops
 * everything. Authenticate and look the stream up BEFORE calling this, so failures still get the
 * normal JSON error. Resolves once the replay is written.
 */
/**
 * Takes the response over from Fastify and writes the headers of a `text/event-stream`; the
 * caller writes frames to `reply.raw`.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  // Headers other hooks set on the reply (CORS, for instance) would be lost by hijacking.
  const inherited: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) inherited[name] = value;
  reply.hijack();
  reply.raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-request-id': String(reply.request.id),
  });
  return reply.raw;
}

export async function sendEventStream(reply: FastifyReply, options: EventStreamOptions): Promise<void> {
  const { log, stream } = options;
  const isTerminal = options.isTerminal ?? (() => false);
  let lastSent = options.lastEventId ?? 0;
  let closed = false;
  let pumping = false;
  let pumpAgain = false;

  const raw = openEventStream(reply);

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };

  const pump = async (): Promise<void> => {
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        for (let more = true; more && !closed; ) {
          const events = await log.readAfter(stream, lastSent, BATCH);
          more = events.length === BATCH;
          for (const event of events) {
            if (closed) return;
            await write(raw, sseFrame(event));
            lastSent = event.seq;
            if (isTerminal(event)) return finish();
          }
        }
      } while (pumpAgain && !closed);
    } catch (error) {
      // The client reconnects with its Last-Event-ID and resumes where this one stopped.
      reply.request.log.error({ err: error, stream }, 'event stream failed');
      finish();
    } finally {
      pumping = false;
    }
  };

  // Subscribed before the first read, so an event appended during the replay still wakes the pump.
  const unsubscribe = log.subscribe(stream, () => void pump());
  // The heartbeat also polls the log: events appended by another API instance arrive within one interval.
  const heartbeat = setInterval(() => {
    if (closed) return;
    void write(raw, ': heartbeat\n\n').then(pump);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  raw.on('close', finish);

  // Flushes the headers at once so the client knows it is connected.
  await write(raw, ': connected\n\n');
  try {
    const last = await log.lastEvent(stream);
    if (last && last.seq <= lastSent && isTerminal(last)) return finish();
  } catch (error) {
    reply.request.log.error({ err: error, stream }, 'event stream failed');
    return finish();
  }
  await pump();
}

/** Writes, and waits for the socket to drain when its buffer is full (or for it to close). */
function write(raw: ServerResponse, text: string): Promise<void> {
  if (raw.destroyed || raw.writableEnded) return Promise.resolve();
  if (raw.write(text)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}
