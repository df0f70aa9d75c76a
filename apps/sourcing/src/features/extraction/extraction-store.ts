import { EXTRACTION_TERMINAL_EVENTS, StreamError, type TExtractionStreamEvent } from '@app/sdk';
import { applyExtractionEvent, IDLE_EXTRACTION, startingExtraction, type ExtractionState } from './extraction-state';

/** Opens the project's extraction stream from an event id; resolves when it ends or is aborted. */
export type OpenExtractionStream = (options: {
  projectId: number;
  lastEventId: string | undefined;
  signal: AbortSignal;
  onEvent: (event: TExtractionStreamEvent, id: string | undefined) => void;
}) => Promise<unknown>;

export interface ExtractionEffects {
  onEvent?: (event: TExtractionStreamEvent) => void;
  /** The connection could not be kept (a StreamError's code, or 'unknown'). */
  onConnectionError?: (code: string) => void;
}

interface Run {
  state: ExtractionState;
  listeners: Set<() => void>;
  connection: AbortController | null;
  /** Why the last connection stopped, shown until the user reconnects. */
  connectionError: string | null;
}

/**
 * Extraction state per project, kept for the whole page session: leaving the project page closes
 * the connection but keeps the state and the last event id, so coming back resumes the same
 * stream where it stopped (Last-Event-ID) — no event lost, none applied twice.
 */
export function createExtractionStore(open: OpenExtractionStream) {
  const runs = new Map<number, Run>();

  const runOf = (projectId: number): Run => {
    let run = runs.get(projectId);
    if (!run) {
      run = { state: IDLE_EXTRACTION, listeners: new Set(), connection: null, connectionError: null };
      runs.set(projectId, run);
    }
    return run;
  };

  const notify = (run: Run) => run.listeners.forEach((listener) => listener());

  const update = (run: Run, state: ExtractionState, connectionError = run.connectionError) => {
    run.state = state;
    run.connectionError = connectionError;
    notify(run);
  };

  /** Follows the stream (if not already) until it ends, fails or `disconnect` is called. */
  function connect(projectId: number, effects: ExtractionEffects = {}) {
    const run = runOf(projectId);
    if (run.connection) return;
    const controller = new AbortController();
    run.connection = controller;
    if (run.connectionError) update(run, run.state, null);
    open({
      projectId,
      lastEventId: run.state.lastEventId,
      signal: controller.signal,
      onEvent: (event, id) => {
        const before = run.state;
        const after = applyExtractionEvent(before, event, id);
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

  return {
    getState: (projectId: number): ExtractionState => runOf(projectId).state,
    getConnectionError: (projectId: number): string | null => runOf(projectId).connectionError,
    subscribe: (projectId: number, listener: () => void) => {
      const run = runOf(projectId);
      run.listeners.add(listener);
      return () => run.listeners.delete(listener);
    },
    connect,
    isConnected: (projectId: number) => runOf(projectId).connection !== null,
    /** A new run: the state starts over and the stream is read from its first event. */
    restart(projectId: number, effects?: ExtractionEffects) {
      const run = runOf(projectId);
      run.connection?.abort();
      run.connection = null;
      update(run, startingExtraction(), null);
      connect(projectId, effects);
    },
    disconnect(projectId: number) {
      const run = runOf(projectId);
      run.connection?.abort();
      run.connection = null;
    },
  };
}

export type ExtractionStore = ReturnType<typeof createExtractionStore>;

export const isTerminalExtractionEvent = (event: TExtractionStreamEvent) =>
  (EXTRACTION_TERMINAL_EVENTS as readonly string[]).includes(event.type);
