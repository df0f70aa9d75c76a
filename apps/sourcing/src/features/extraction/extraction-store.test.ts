import type { TExtractionStreamEvent } from '@app/sdk';
import { StreamError } from '@app/sdk';
import { describe, expect, it, vi } from 'vitest';
import { makeMaterial } from '../../test/fixtures';
import { createExtractionStore, type ExtractionBatch, type OpenExtractionStream, type ScheduleFlush } from './extraction-store';

/** Applies each event as it comes (these tests are about resuming, not batching). */
const now: ScheduleFlush = (flush) => {
  flush();
  return () => {};
};

/** Frames the test runs by hand. */
function manualFrames() {
  const waiting: (() => void)[] = [];
  const schedule: ScheduleFlush = (flush) => {
    waiting.push(flush);
    return () => waiting.splice(waiting.indexOf(flush), 1);
  };
  return { schedule, run: () => waiting.splice(0).forEach((flush) => flush()) };
}

/** A server-side log of one run, and a fake stream that replays it after Last-Event-ID. */
function fakeServer() {
  const log: TExtractionStreamEvent[] = [];
  const connections: { lastEventId: string | undefined; push: () => void; signal: AbortSignal }[] = [];
  const open: OpenExtractionStream = ({ lastEventId, signal, onEvent }) =>
    new Promise((resolve) => {
      let sent = lastEventId === undefined ? 0 : Number(lastEventId);
      const push = () => {
        while (!signal.aborted && sent < log.length) {
          const event = log[sent];
          sent++;
          if (event) onEvent(event, String(sent));
        }
      };
      connections.push({ lastEventId, push, signal });
      signal.addEventListener('abort', () => resolve(undefined));
      push();
    });
  const emit = (event: TExtractionStreamEvent) => {
    log.push(event);
    connections.forEach((c) => c.push());
  };
  return { open, emit, connections };
}

const found = (id: number, name: string, total: number): TExtractionStreamEvent => ({
  type: 'material_found',
  material: makeMaterial({ id, name }),
  total_materials_found: total,
  progress: total * 10,
});

describe('extraction store', () => {
  it('resumes after leaving the page from the last event, losing and repeating nothing', () => {
    const server = fakeServer();
    const store = createExtractionStore(server.open, now);
    store.restart(7);
    server.emit({ type: 'extraction_started', project_id: 7, total_documents: 1 });
    server.emit(found(1, 'OPC 53 cement', 1));
    store.disconnect(7);
    // While the user is away the run goes on.
    server.emit(found(2, 'TMT bars 12 mm', 2));
    server.emit(found(3, 'River sand', 3));
    store.connect(7);
    expect(server.connections.at(-1)?.lastEventId).toBe('2');
    server.emit({ type: 'extraction_completed', total_materials_found: 3 });

    const state = store.getState(7);
    expect(state.materials.map((m) => m.name)).toEqual(['OPC 53 cement', 'TMT bars 12 mm', 'River sand']);
    expect(state.phase).toBe('completed');
    expect(state.progress).toBe(100);
  });

  it('reports each live event once to the page', () => {
    const server = fakeServer();
    const store = createExtractionStore(server.open, now);
    const onEvent = vi.fn<(batch: ExtractionBatch) => void>();
    store.restart(1, { onEvent });
    server.emit(found(1, 'Cement', 1));
    store.connect(1, { onEvent }); // already connected: no second connection
    server.emit({ type: 'extraction_failed', error: 'The PDF is encrypted' });
    expect(server.connections).toHaveLength(1);
    expect(onEvent.mock.calls.flatMap(([batch]) => batch.map(({ event }) => event.type))).toEqual(['material_found', 'extraction_failed']);
    expect(store.getState(1)).toMatchObject({ phase: 'failed', error: 'The PDF is encrypted' });
  });

  it('keeps the state and says why when the connection cannot be kept', async () => {
    const store = createExtractionStore(() => Promise.reject(new StreamError('connection-lost')), now);
    const onConnectionError = vi.fn();
    store.restart(3, { onConnectionError });
    await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalledWith('connection-lost'));
    expect(store.getConnectionError(3)).toBe('connection-lost');
    expect(store.isConnected(3)).toBe(false);
  });

  it('applies the events of a frame as one update and reports them to the page as one batch', () => {
    const server = fakeServer();
    const frames = manualFrames();
    const store = createExtractionStore(server.open, frames.schedule);
    const onEvent = vi.fn();
    const updates = vi.fn();
    store.restart(4, { onEvent });
    store.subscribe(4, updates);
    for (let i = 1; i <= 1000; i++) server.emit(found(i, `Material ${i}`, i));
    expect(updates).not.toHaveBeenCalled();
    expect(store.getState(4).materials).toHaveLength(0);

    frames.run();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent.mock.calls[0]?.[0]).toHaveLength(1000);
    expect(store.getState(4)).toMatchObject({ materialsFound: 1000, lastEventId: '1000' });
    expect(store.getState(4).materials.at(-1)?.name).toBe('Material 1000');
  });

  it('drops what waits for a frame when the page leaves, and reads it again on coming back', () => {
    const server = fakeServer();
    const frames = manualFrames();
    const store = createExtractionStore(server.open, frames.schedule);
    store.restart(6);
    server.emit(found(1, 'Cement', 1));
    frames.run();
    server.emit(found(2, 'Sand', 2));
    store.disconnect(6);
    frames.run();
    expect(store.getState(6).materials.map((m) => m.name)).toEqual(['Cement']);

    store.connect(6);
    expect(server.connections.at(-1)?.lastEventId).toBe('1');
    frames.run();
    expect(store.getState(6).materials.map((m) => m.name)).toEqual(['Cement', 'Sand']);
  });
});
