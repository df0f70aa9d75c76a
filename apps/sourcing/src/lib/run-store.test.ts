import { StreamError } from '@app/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createRunStore, type OpenRunStream } from './run-store';

/** A counter run: each event adds to the total; ids at or before the last applied one are ignored. */
interface CountState {
  total: number;
  lastEventId: string | undefined;
}
const IDLE: CountState = { total: 0, lastEventId: undefined };
const reduce = (state: CountState, add: number, id: string | undefined): CountState =>
  id !== undefined && state.lastEventId !== undefined && Number(id) <= Number(state.lastEventId) ? state : { total: state.total + add, lastEventId: id };

/** A server-side log per stream target, replayed after Last-Event-ID to every open connection. */
function fakeServer() {
  const logs = new Map<string, number[]>();
  const connections: { target: string; lastEventId: string | undefined; push: () => void; signal: AbortSignal; fail: (error: unknown) => void }[] = [];
  const open: OpenRunStream<string, number> = ({ target, lastEventId, signal, onEvent }) =>
    new Promise((resolve, reject) => {
      let sent = lastEventId === undefined ? 0 : Number(lastEventId);
      const push = () => {
        const log = logs.get(target) ?? [];
        while (!signal.aborted && sent < log.length) onEvent(log[sent++] ?? 0, String(sent));
      };
      connections.push({ target, lastEventId, push, signal, fail: reject });
      signal.addEventListener('abort', () => resolve(undefined));
      push();
    });
  const emit = (target: string, value: number) => {
    logs.set(target, [...(logs.get(target) ?? []), value]);
    connections.forEach((c) => c.target === target && c.push());
  };
  return { open, emit, connections };
}

const storeOn = (server: ReturnType<typeof fakeServer>, targetOf = (projectId: number) => `run:${projectId}`) =>
  createRunStore<CountState, number, string>({ idle: IDLE, reduce, targetOf, open: server.open });

describe('run store', () => {
  it('resumes a project after a disconnect from the last applied event, losing and repeating nothing', () => {
    const server = fakeServer();
    const store = storeOn(server);
    store.start(1, IDLE);
    server.emit('run:1', 1);
    server.emit('run:1', 10);
    store.disconnect(1);
    server.emit('run:1', 100);
    expect(store.getState(1).total).toBe(11);
    store.connect(1);
    expect(server.connections.at(-1)?.lastEventId).toBe('2');
    expect(store.getState(1)).toEqual({ total: 111, lastEventId: '3' });
  });

  it('keeps projects apart and tells only the listeners of the project that changed', () => {
    const server = fakeServer();
    const store = storeOn(server);
    const one = vi.fn();
    const two = vi.fn();
    store.subscribe(1, one);
    const unsubscribe = store.subscribe(2, two);
    store.start(1, IDLE);
    store.start(2, IDLE);
    two.mockClear();
    server.emit('run:1', 5);
    expect(store.getState(1).total).toBe(5);
    expect(store.getState(2).total).toBe(0);
    expect(two).not.toHaveBeenCalled();
    unsubscribe();
    server.emit('run:2', 3);
    expect(two).not.toHaveBeenCalled();
    expect(one).toHaveBeenCalled();
  });

  it('opens one connection at a time per project and none while there is no target', () => {
    const server = fakeServer();
    const store = createRunStore<CountState, number, string>({ idle: IDLE, reduce, targetOf: (_id, state) => (state.total > 0 ? 'later' : null), open: server.open });
    store.connect(1);
    expect(server.connections).toHaveLength(0);
    expect(store.isConnected(1)).toBe(false);
    store.reset(1, { total: 1, lastEventId: undefined });
    store.connect(1);
    store.connect(1);
    expect(server.connections).toHaveLength(1);
    expect(store.isConnected(1)).toBe(true);
  });

  it('starting again drops the old connection and state, and events reach the effects only once', () => {
    const server = fakeServer();
    const store = storeOn(server);
    const onEvent = vi.fn();
    store.start(1, IDLE, { onEvent });
    server.emit('run:1', 2);
    store.start(1, { total: 0, lastEventId: '1' }, { onEvent });
    expect(server.connections[0]?.signal.aborted).toBe(true);
    server.emit('run:1', 7);
    expect(store.getState(1)).toEqual({ total: 7, lastEventId: '2' });
    expect(onEvent.mock.calls).toEqual([[2], [7]]);
  });

  it('keeps the stream error code until the next connection, and reports it once', async () => {
    const server = fakeServer();
    const store = storeOn(server);
    const onConnectionError = vi.fn();
    store.start(1, IDLE, { onConnectionError });
    server.connections[0]?.fail(new StreamError('auth-required'));
    await vi.waitFor(() => expect(store.getConnectionError(1)).toBe('auth-required'));
    expect(onConnectionError).toHaveBeenCalledExactlyOnceWith('auth-required');
    expect(store.isConnected(1)).toBe(false);
    store.connect(1);
    expect(store.getConnectionError(1)).toBeNull();
  });

  it('stays silent about a connection it closed itself', async () => {
    const server = fakeServer();
    const store = storeOn(server);
    const onConnectionError = vi.fn();
    store.start(1, IDLE, { onConnectionError });
    store.disconnect(1);
    server.connections[0]?.fail(new Error('aborted'));
    await Promise.resolve();
    expect(onConnectionError).not.toHaveBeenCalled();
    expect(store.getConnectionError(1)).toBeNull();
  });
});
