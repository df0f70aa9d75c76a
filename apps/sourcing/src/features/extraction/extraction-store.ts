import { EXTRACTION_TERMINAL_EVENTS, type TExtractionStreamEvent } from '@app/sdk';
import { createRunStore, type RunEffects } from '../../lib/run-store';
import { applyExtractionEvent, IDLE_EXTRACTION, startingExtraction } from './extraction-state';

/** Opens the project's extraction stream from an event id; resolves when it ends or is aborted. */
export type OpenExtractionStream = (options: {
  projectId: number;
  lastEventId: string | undefined;
  signal: AbortSignal;
  onEvent: (event: TExtractionStreamEvent, id: string | undefined) => void;
}) => Promise<unknown>;

export type ExtractionEffects = RunEffects<TExtractionStreamEvent>;

/**
 * Extraction state per project, kept for the whole page session (the shared run store): coming
 * back to the project page resumes the project's stream where it stopped.
 */
export function createExtractionStore(open: OpenExtractionStream) {
  const store = createRunStore({
    idle: IDLE_EXTRACTION,
    reduce: applyExtractionEvent,
    targetOf: (projectId) => projectId,
    open: ({ target, ...options }) => open({ projectId: target, ...options }),
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
