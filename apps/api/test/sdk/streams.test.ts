import type { Socket } from 'node:net';
import { defineRoutes, openStream, StreamError, ZStreamQuery } from '@app/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '../../src/config.js';
import { authenticateStream } from '../../src/router/index.js';
import { createEventLog, type EventLog, lastEventIdOf, sendEventStream } from '../../src/features/events/index.js';
import { type SdkServer, signUp, startSdkServer } from './server.js';

const ZTestEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('step'), n: z.number() }),
  z.object({ type: z.literal('done'), total: z.number() }),
]);
type TTestEvent = z.infer<typeof ZTestEvent>;
const isDone = (e: { type: string }) => e.type === 'done';
const STREAM_PATH = '/test/streams/:name';
/** The test stream as a contract route, the way feature streams are declared. */
const testStreams = defineRoutes({
  stream: { method: 'GET', path: STREAM_PATH, summary: 'Test stream', query: ZStreamQuery, responses: { 200: ZTestEvent } },
});

/** Resolves when `check` holds, polling briefly (for effects the client cannot see directly). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('SDK streams against the real event log and SSE plumbing', () => {
  let server: SdkServer;
  let log: EventLog;
  let activeSubscriptions = 0;
  const sockets = new Map<string, Socket[]>();
  const lastEventIds: Record<string, string[]> = {};

  beforeAll(async () => {
    server = await startSdkServer(async (app, database) => {
      const real = createEventLog({ db: database.db, clock: { now: () => new Date() } });
      // The real log, counting live subscriptions so the test can see them end.
      log = {
        ...real,
        subscribe(stream, listener) {
          activeSubscriptions++;
          const off = real.subscribe(stream, listener);
          return () => {
            activeSubscriptions--;
            off();
          };
        },
      };
      app.get('/api/test/streams/:name', async (request, reply) => {
        await authenticateStream(request);
        const { name } = request.params as { name: string };
        (sockets.get(name) ?? sockets.set(name, []).get(name))?.push(request.raw.socket);
        (lastEventIds[name] ??= []).push(String(request.headers['last-event-id'] ?? ''));
        await sendEventStream(reply, {
          log,
          stream: `test:${name}`,
          lastEventId: lastEventIdOf(request),
          isTerminal: isDone,
          heartbeatMs: name.startsWith('heartbeat') ? 50 : undefined,
        });
      });
    });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedInClient() {
    const client = server.client();
    await signUp(server, client);
    return client;
  }

  it('replays the events already in the log, then delivers live ones until the terminal event', async () => {
    const client = await signedInClient();
    for (let n = 1; n <= 3; n++) await log.appendEvent('test:replay', 'step', { n });
    const received: [TTestEvent, string | undefined][] = [];
    const done = client.stream(testStreams.stream, {
      params: { name: 'replay' },
      isTerminal: isDone,
      onEvent: (event, id) => {
        received.push([event, id]);
        // Live events are appended only once the replay has arrived.
        if (id === '3') void log.appendEvent('test:replay', 'step', { n: 4 }).then(() => log.appendEvent('test:replay', 'done', { total: 4 }));
      },
    });
    await expect(done).resolves.toEqual({ reason: 'terminal', lastEventId: '5' });
    expect(received).toEqual([
      [{ type: 'step', n: 1 }, '1'],
      [{ type: 'step', n: 2 }, '2'],
      [{ type: 'step', n: 3 }, '3'],
      [{ type: 'step', n: 4 }, '4'],
      [{ type: 'done', total: 4 }, '5'],
    ]);
    await until(() => activeSubscriptions === 0, 'the server to drop its subscription');
  });

  it('reconnects after the connection drops and resumes from Last-Event-ID without missing or repeating events', async () => {
    const client = await signedInClient();
    await log.appendEvent('test:drop', 'step', { n: 1 });
    await log.appendEvent('test:drop', 'step', { n: 2 });
    const ids: string[] = [];
    const done = client.stream(STREAM_PATH, {
      params: { name: 'drop' },
      schema: ZTestEvent,
      isTerminal: isDone,
      retry: { initialDelayMs: 20 },
      onEvent: (_event, id) => {
        ids.push(id ?? '?');
        if (id === '2') {
          // The server side of the connection dies; events keep being appended meanwhile.
          for (const socket of sockets.get('drop') ?? []) socket.destroy();
          void log
            .appendEvent('test:drop', 'step', { n: 3 })
            .then(() => log.appendEvent('test:drop', 'step', { n: 4 }))
            .then(() => log.appendEvent('test:drop', 'done', { total: 4 }));
        }
      },
    });
    await expect(done).resolves.toMatchObject({ reason: 'terminal' });
    expect(ids).toEqual(['1', '2', '3', '4', '5']);
    expect(lastEventIds.drop?.[0]).toBe('');
    expect(lastEventIds.drop?.at(-1)).toBe('2');
  });

  it('resumes a later stream from a given last event id', async () => {
    const client = await signedInClient();
    for (let n = 1; n <= 3; n++) await log.appendEvent('test:resume', 'step', { n });
    await log.appendEvent('test:resume', 'done', { total: 3 });
    const ids: (string | undefined)[] = [];
    await client.stream(STREAM_PATH, { params: { name: 'resume' }, schema: ZTestEvent, isTerminal: isDone, lastEventId: '2', onEvent: (_e, id) => ids.push(id) });
    expect(ids).toEqual(['3', '4']);
  });

  it('writes event-stream frames with the seq as id and a heartbeat comment', async () => {
    const client = await signedInClient();
    await log.appendEvent('test:heartbeat', 'step', { n: 1 });
    const token = (await client.session.get())?.access_token ?? '';
    const controller = new AbortController();
    const res = await fetch(`${server.baseUrl}/test/streams/heartbeat?token=${encodeURIComponent(token)}`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    let text = '';
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    while (!text.includes(': heartbeat')) text += (await reader.read()).value ?? '';
    controller.abort();
    expect(text).toContain('id: 1\ndata: {"n":1,"type":"step"}\n\n');
    await until(() => activeSubscriptions === 0, 'the server to clean up after the client left');
  });

  it('ends at once a stream whose terminal event the client already has', async () => {
    const client = await signedInClient();
    await log.appendEvent('test:finished', 'done', { total: 0 });
    const token = (await client.session.get())?.access_token ?? '';
    const res = await fetch(`${server.baseUrl}/test/streams/finished?token=${token}`, { headers: { 'last-event-id': '1' } });
    expect(await res.text()).toBe(': connected\n\n');
  });

  it("fails with 'Authentication required' when there is no token, without calling the server", async () => {
    const before = lastEventIds.none?.length ?? 0;
    const error = await server
      .client()
      .stream(STREAM_PATH, { params: { name: 'none' }, schema: ZTestEvent, onEvent: () => undefined })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamError);
    expect((error as StreamError).message).toBe('Authentication required');
    expect(lastEventIds.none?.length ?? 0).toBe(before);
  });

  it("answers a stream request without a token with 401 'Authentication required'", async () => {
    const res = await fetch(`${server.baseUrl}/test/streams/none`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Authentication required' });
  });

  it('refreshes an expired access token once and reconnects the stream', async () => {
    const client = await signedInClient();
    await log.appendEvent('test:refresh', 'done', { total: 0 });
    server.t.clock.advance(testConfig().accessTokenTtlS * 1000 + 1000);
    const before = server.refreshCount();
    await expect(
      client.stream(STREAM_PATH, { params: { name: 'refresh' }, schema: ZTestEvent, isTerminal: isDone, onEvent: () => undefined }),
    ).resolves.toMatchObject({ reason: 'terminal' });
    expect(server.refreshCount() - before).toBe(1);
  });

  it('reports a token the server refuses with the closed-by-server text', async () => {
    const error = await openStream({
      url: `${server.baseUrl}/test/streams/refused`,
      token: 'not-a-token',
      schema: ZTestEvent,
      onEvent: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Connection closed by server. Please check authentication or try again.',
      status: 401,
      body: { message: 'Your session has expired. Please log in again.' },
    });
    // A signed-out SDK client ends its session the same way it would for a REST call.
    const client = server.client();
    const expired: unknown[] = [];
    client.on('session-expired', (e) => expired.push(e));
    await client.session.set({ access_token: 'not-a-token' });
    await expect(client.stream(STREAM_PATH, { params: { name: 'refused' }, schema: ZTestEvent, onEvent: () => undefined })).rejects.toBeInstanceOf(
      StreamError,
    );
    expect(expired).toEqual([{ reason: 'no-refresh-token' }]);
  });
});
