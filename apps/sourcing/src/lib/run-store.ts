import { StreamError } from '@app/sdk';

/** What a run's state must carry for a reconnect to resume after the last applied event. */
export interface RunState {
  lastEventId: string | undefined;
}

/** Opens a run's event stream from an event id; resolves when it ends or is aborted. */
export type OpenRunStream<Target, Event> = (options: {
  target: Target;
  lastEventId: string | undefined;
  signal: AbortSignal;
  onEvent: (event: Event, id: string | undefined) => void;
}) => Promise<unknown>;

export interface RunEffects<Event> {
  onEvent?: (event: Event) => void;
  /** The connection could not be kept (a StreamError's code, or 'unknown'). */
  onConnectionError?: (code: string) => void;
}

export interface RunStoreOptions<State extends RunState, Event, Target> {
  idle: State;
  /** Applies one event; returns the same state for an event already applied (or ignored). */
  reduce: (state: State, event: Event, id: string | undefined) => State;
  /** Which stream a project's run reads, or null while there is none to follow. */
  targetOf: (projectId: number, state: State) => Target | null;
  open: OpenRunStream<Target, Event>;
}

interface Run<State> {
  state: State;
  listeners: Set<() => void>;
  connection: AbortController | null;
  /** Why the last connection stopped, shown until the user reconnects. */
  connectionError: string | null;
}

/**
 * A streamed run's state per project, kept for the whole page session (extraction, vendor
 * discovery): leaving the page closes the connection but keeps the state and the last event id,
 * so coming back resumes the same stream where it stopped (Last-Event-ID) — no event lost, none
 * applied twice. Subscribable per project (useSyncExternalStore).
 */
export function createRunStore<State extends RunState, Event, Target>({ idle, reduce, targetOf, open }: RunStoreOptions<State, Event, Target>) {
  const runs = new Map<number, Run<State>>();

  const runOf = (projectId: number): Run<State> => {
    let run = runs.get(projectId);
    if (!run) {
      run = { state: idle, listeners: new Set(), connection: null, connectionError: null };
      runs.set(projectId, run);
    }
    return run;
  };

  const update = (run: Run<State>, state: State, connectionError = run.connectionError) => {
    run.state = state;
    run.connectionError = connectionError;
    run.listeners.forEach((listener) => listener());
  };

  /** Follows the run's stream (if not already) until it ends, fails or `disconnect` is called. */
  function connect(projectId: number, effects: RunEffects<Event> = {}) {
    const run = runOf(projectId);
    const target = targetOf(projectId, run.state);
    if (run.connection || target === null) return;
    const controller = new AbortController();
    run.connection = controller;
    if (run.connectionError) update(run, run.state, null);
    open({
      target,
      lastEventId: run.state.lastEventId,
      signal: controller.signal,
      onEvent: (event, id) => {
        const before = run.state;
        const after = reduce(before, event, id);
        if (after === before) return;
        update(run, after);
        effects.onEvent?.(event);
      },
    })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const code = error instanceof StreamError ? error.code : 'unknown';
        update(run, run.state, code);
        effects.onConnectionError?.(code);
      })
      .finally(() => {
        if (run.connection === controller) run.connection = null;
      });
  }

  function disconnect(projectId: number) {
    const run = runOf(projectId);
    run.connection?.abort();
    run.connection = null;
  }

  /** Replaces the state (closing any connection); the connection error is cleared. */
  function reset(projectId: number, state: State) {
    disconnect(projectId);
    update(runOf(projectId), state, null);
  }

  return {
    getState: (projectId: number): State => runOf(projectId).state,
    getConnectionError: (projectId: number): string | null => runOf(projectId).connectionError,
    subscribe: (projectId: number, listener: () => void) => {
      const run = runOf(projectId);
      run.listeners.add(listener);
      return () => run.listeners.delete(listener);
    },
    connect,
    disconnect,
    isConnected: (projectId: number) => runOf(projectId).connection !== null,
    reset,
    /** A new run: the state starts over from `state` and its stream is read from the first event. */
    start(projectId: number, state: State, effects?: RunEffects<Event>) {
      reset(projectId, state);
      connect(projectId, effects);
    },
  };
}
