import { EXTRACTION_TERMINAL_EVENTS, type TExtractionStreamEvent } from '@app/sdk';
import { createRunStore, type RunEffects } from '../../lib/run-store';
import { applyExtractionEvents, IDLE_EXTRACTION, startingExtraction, type ExtractionState, type ExtractionStreamItem } from './extraction-state';

/** Opens the project's extraction stream from an event id; resolves when it ends or is aborted. */
export type OpenExtractionStream = (options: {
  projectId: number;
  lastEventId: string | undefined;
  signal: AbortSignal;
  onEvent: (event: TExtractionStreamEvent, id: string | undefined) => void;
}) => Promise<unknown>;

/** The events that arrived since the last frame, in order; applied (and reported) together. */
export type ExtractionBatch = readonly ExtractionStreamItem[];

export type ExtractionEffects = RunEffects<ExtractionBatch>;

/** Runs `flush` once, soon (in a page: before the next paint); returns a cancel. */
export type ScheduleFlush = (flush: () => void) => () => void;

/** A hidden tab runs no animation frames; a timer still applies what came in, at its slower pace. */
const FRAME_FALLBACK_MS = 100;

/** The next animation frame, or the fallback timer if that comes first. */
export const nextFrame: ScheduleFlush = (flush) => {
  let frame: number | undefined;
  const timer = setTimeout(() => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    flush();
  }, FRAME_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      flush();
    });
  }
  return () => {
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
};

/**
 * Extraction state per project, kept for the whole page session (the shared run store): coming
 * back to the project page resumes the project's stream where it stopped.
 *
 * Events are not applied one by one: those arriving before the next frame are applied as one
 * batch — one state update, one report to the page (which puts their materials into the table
 * with one cache update) — so 1,000 materials streaming in cost a few renders, not 1,000. What is
 * still waiting when the stream ends is applied then; when the connection is closed it is dropped
 * (the state's last event id is before it, so a reconnect reads it again).
 */
export function createExtractionStore(open: OpenExtractionStream, schedule: ScheduleFlush = nextFrame) {
  const store = createRunStore<ExtractionState, ExtractionBatch, number>({
    idle: IDLE_EXTRACTION,
    reduce: (state, batch) => applyExtractionEvents(state, batch),
    targetOf: (projectId) => projectId,
    open: ({ target, signal, onEvent, lastEventId }) => {
      let pending: ExtractionStreamItem[] = [];
      let waiting = false;
      let cancel = () => {};
      const flush = () => {
        waiting = false;
        const batch = pending;
        pending = [];
        if (signal.aborted) return;
        // Only what this run has not applied yet (a reconnect may replay) is reported.
        const applied = store.getState(target).lastEventId;
        const fresh = batch.filter(({ id }) => id === undefined || applied === undefined || Number(id) > Number(applied));
        if (fresh.length > 0) onEvent(fresh, fresh.at(-1)?.id);
      };
      return open({
        projectId: target,
        lastEventId,
        signal,
        onEvent: (event, id) => {
          pending.push({ event, id });
          if (waiting) return;
          waiting = true;
          cancel = schedule(flush);
        },
      }).finally(() => {
        cancel();
        flush();
      });
    },
  });
  return {
    ...store,
    /** A new run: the state starts over and the stream is read from its first event. */
    restart: (projectId: number, effects?: ExtractionEffects) => store.start(projectId, startingExtraction(), effects),
  };
}

export type ExtractionStore = ReturnType<typeof createExtractionStore>;

export const isTerminalExtractionEvent = (event: TExtractionStreamEvent) =>
  (EXTRACTION_TERMINAL_EVENTS as readonly string[]).includes(event.type);
