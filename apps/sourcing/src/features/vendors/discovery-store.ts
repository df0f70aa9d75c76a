import { DISCOVERY_TERMINAL_EVENTS, StreamError, type TDiscoveryStreamEvent } from '@app/sdk';
import { applyDiscoveryEvent, IDLE_DISCOVERY, startingDiscovery, type DiscoveryState } from './discovery-state';

/** Opens a session's discovery stream from an event id; resolves when it ends or is aborted. */
export type OpenDiscoveryStream = (options: {
  sessionId: number;
  lastEventId: string | undefined;
  signal: AbortSignal;
  onEvent: (event: TDiscoveryStreamEvent, id: string | undefined) => void;
}) => Promise<unknown>;

export interface DiscoveryEffects {
  onEvent?: (event: TDiscoveryStreamEvent) => void;
}

interface Run {
  state: DiscoveryState;
  listeners: Set<() => void>;
  connection: AbortController | null;
  /** Why the last connection stopped (a StreamError's code), shown until the user reconnects. */
  connectionError: string | null;
}

/**
 * Discovery state per project, kept for the page session (like the extraction store): leaving the
 * Vendors tab or the page closes the connection but keeps the state and the last event id, so
 * coming back resumes the same session's stream with Last-Event-ID.
 */
export function createDiscoveryStore(open: OpenDiscoveryStream) {
  const runs = new Map<number, Run>();

  const runOf = (projectId: number): Run => {
    let run = runs.get(projectId);
    if (!run) {
      run = { state: IDLE_DISCOVERY, listeners: new Set(), connection: null, connectionError: null };
      runs.set(projectId, run);
    }
    return run;
  };

  const update = (run: Run, state: DiscoveryState, connectionError = run.connectionError) => {
    run.state = state;
    run.connectionError = connectionError;
    run.listeners.forEach((listener) => listener());
  };

  /** Follows the session's stream (if not already) until it ends, fails or `disconnect` is called. */
  function connect(projectId: number, effects: DiscoveryEffects = {}) {
    const run = runOf(projectId);
    const sessionId = run.state.sessionId;
    if (run.connection || sessionId === null) return;
    const controller = new AbortController();
    run.connection = controller;
    if (run.connectionError) update(run, run.state, null);
    open({
      sessionId,
      lastEventId: run.state.lastEventId,
      signal: controller.signal,
      onEvent: (event, id) => {
        const before = run.state;
        const after = applyDiscoveryEvent(before, event, id);
        if (after === before) return;
        update(run, after);
        effects.onEvent?.(event);
      },
    })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        update(run, run.state, error instanceof StreamError ? error.code : 'unknown');
      })
      .finally(() => {
        if (run.connection === controller) run.connection = null;
      });
  }

  const disconnect = (projectId: number) => {
    const run = runOf(projectId);
    run.connection?.abort();
    run.connection = null;
  };

  return {
    getState: (projectId: number): DiscoveryState => runOf(projectId).state,
    getConnectionError: (projectId: number): string | null => runOf(projectId).connectionError,
    subscribe: (projectId: number, listener: () => void) => {
      const run = runOf(projectId);
      run.listeners.add(listener);
      return () => run.listeners.delete(listener);
    },
    connect,
    disconnect,
    /** Follows a session (just started, or found running when the page opened) from its first event. */
    follow(projectId: number, sessionId: number, effects?: DiscoveryEffects) {
      disconnect(projectId);
      update(runOf(projectId), startingDiscovery(sessionId), null);
      connect(projectId, effects);
    },
    /** The spec's clearing: vendors, flag and session reset (after the list has reloaded). */
    clear(projectId: number) {
      disconnect(projectId);
      update(runOf(projectId), IDLE_DISCOVERY, null);
    },
  };
}

export type DiscoveryStore = ReturnType<typeof createDiscoveryStore>;

export const isTerminalDiscoveryEvent = (event: TDiscoveryStreamEvent) =>
  (DISCOVERY_TERMINAL_EVENTS as readonly string[]).includes(event.type);
