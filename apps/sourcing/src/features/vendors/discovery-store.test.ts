import type { TDiscoveryStreamEvent } from '@app/sdk';
import { StreamError } from '@app/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createDiscoveryStore, type OpenDiscoveryStream } from './discovery-store';
import { makeVendor } from './vendor-fixtures';

/** A session's event log on the server, and a fake stream that replays it after Last-Event-ID. */
function fakeServer() {
  const log: TDiscoveryStreamEvent[] = [];
  const connections: { sessionId: number; lastEventId: string | undefined; push: () => void; fail: (e: unknown) => void; signal: AbortSignal }[] = [];
  const open: OpenDiscoveryStream = ({ sessionId, lastEventId, signal, onEvent }) =>
    new Promise((resolve, reject) => {
      let sent = lastEventId === undefined ? 0 : Number(lastEventId);
      const push = () => {
        while (!signal.aborted && sent < log.length) {
          const event = log[sent];
          sent++;
          if (event) onEvent(event, String(sent));
        }
      };
      connections.push({ sessionId, lastEventId, push, fail: reject, signal });
      signal.addEventListener('abort', () => resolve(undefined));
      push();
    });
  const emit = (event: TDiscoveryStreamEvent) => {
    log.push(event);
    connections.forEach((c) => c.push());
  };
  return { open, emit, connections };
}

const found = (id: number): TDiscoveryStreamEvent => ({ type: 'vendor_found', vendor: makeVendor({ id }), material: 'Cement', is_new: true });

describe('discovery store', () => {
  it("follows the session's stream and resumes after a reconnect from the last event, nothing lost or repeated", () => {
    const server = fakeServer();
    const store = createDiscoveryStore(server.open);
    const onEvent = vi.fn();
    store.follow(4, 31, { onEvent });
    expect(server.connections[0]).toMatchObject({ sessionId: 31, lastEventId: undefined });
    server.emit({ type: 'session_started', session_id: 31, categories: ['Cement'], total_categories: 1 });
    server.emit(found(1));
    store.disconnect(4);
    server.emit(found(2));
    store.connect(4, { onEvent });
    expect(server.connections.at(-1)?.lastEventId).toBe('2');
    server.emit({ type: 'session_completed', total_vendors_found: 2, new_vendors_found: 2, duration_seconds: 1 });

    expect(store.getState(4)).toMatchObject({ phase: 'completed', sessionId: 31 });
    expect(store.getState(4).vendors.map((v) => v.id)).toEqual([2, 1]);
    expect(onEvent.mock.calls.map((call) => (call[0] as TDiscoveryStreamEvent).type)).toEqual([
      'session_started',
      'vendor_found',
      'vendor_found',
      'session_completed',
    ]);
  });

  it('keeps the reason a connection was lost until the user reconnects, and clears everything on clear', async () => {
    const server = fakeServer();
    const store = createDiscoveryStore(server.open);
    store.follow(4, 31);
    server.emit(found(1));
    server.connections[0]?.fail(new StreamError('connection-lost'));
    await vi.waitFor(() => expect(store.getConnectionError(4)).toBe('connection-lost'));
    store.connect(4);
    expect(store.getConnectionError(4)).toBeNull();
    expect(server.connections.at(-1)?.lastEventId).toBe('1');
    store.clear(4);
    expect(store.getState(4)).toMatchObject({ phase: 'idle', sessionId: null, vendors: [] });
  });
});
