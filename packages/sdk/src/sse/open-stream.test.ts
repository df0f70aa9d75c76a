import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContractMismatchError } from '../client/errors.js';
import { CONNECTION_LOST_MESSAGE, StreamError } from './errors.js';
import { openStream } from './open-stream.js';

// Transport behaviours with a plain local server: sockets that drop, go silent, or carry an
// event the schema does not know. Streams of the real API are tested in apps/api/test/sdk.
const ZEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tick'), n: z.number() }),
  z.object({ type: z.literal('done') }),
]);

describe('openStream transport', () => {
  let server: Server;
  let base: string;
  const hits: Record<string, number> = {};
  const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      hits[path] = (hits[path] ?? 0) + 1;
      if (path === '/drop') return req.socket.destroy();
      if (path === '/silent') {
        sse(res);
        // After one silent connection the next one finishes the stream.
        if (hits[path] === 1) return res.write(': hello\n\n');
        return res.end('id: 1\ndata: {"type":"done"}\n\n');
      }
      if (path === '/unknown') {
        sse(res);
        return res.end('id: 1\ndata: {"type":"surprise"}\n\nid: 2\ndata: {"type":"tick","n":1}\n\nid: 3\ndata: {"type":"done"}\n\n');
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up with the connection-lost text after the allowed reconnects fail', async () => {
    const error = await openStream({
      url: `${base}/drop`,
      token: 't',
      schema: ZEvent,
      onEvent: () => undefined,
      retry: { attempts: 2, initialDelayMs: 10, maxDelayMs: 20 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamError);
    expect((error as StreamError).message).toBe(CONNECTION_LOST_MESSAGE);
    expect(hits['/drop']).toBe(3);
  });

  it('treats a silent connection as dropped and reconnects', async () => {
    const events: unknown[] = [];
    const result = await openStream({
      url: `${base}/silent`,
      token: 't',
      schema: ZEvent,
      onEvent: (e) => events.push(e),
      isTerminal: (e) => e.type === 'done',
      idleTimeoutMs: 200,
      retry: { initialDelayMs: 10 },
    });
    expect(result).toEqual({ reason: 'terminal', lastEventId: '1' });
    expect(events).toEqual([{ type: 'done' }]);
    expect(hits['/silent']).toBe(2);
  });

  it('skips an event its schema does not know, reports it, and carries on', async () => {
    const events: unknown[] = [];
    const invalid: ContractMismatchError[] = [];
    await openStream({
      url: `${base}/unknown`,
      token: 't',
      schema: ZEvent,
      onEvent: (e) => events.push(e),
      onInvalidEvent: (e) => invalid.push(e),
      isTerminal: (e) => e.type === 'done',
    });
    expect(events).toEqual([{ type: 'tick', n: 1 }, { type: 'done' }]);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]?.message).toMatch(/^SSE .*\/unknown 200: type: /);
  });
});
