import { DISCOVERY_TERMINAL_EVENTS, type TDiscoveryStreamEvent } from '@app/sdk';
import { createRunStore, type RunEffects } from '../../lib/run-store';
import { applyDiscoveryEvent, IDLE_DISCOVERY, startingDiscovery } from './discovery-state';

/** Opens a session's discovery stream from an event id; resolves when it ends or is aborted. */
export type OpenDiscoveryStream = (options: {
  sessionId: number;
  lastEventId: string | undefined;
  signal: AbortSignal;
  onEvent: (event: TDiscoveryStreamEvent, id: string | undefined) => void;
}) => Promise<unknown>;

export type DiscoveryEffects = RunEffects<TDiscoveryStreamEvent>;

/**
 * Discovery state per project, kept for the page session (the shared run store): leaving the
 * Vendors tab or the page and coming back resumes the same session's stream with Last-Event-ID.
 * There is nothing to follow until a session is known.
 */
export function createDiscoveryStore(open: OpenDiscoveryStream) {
  const store = createRunStore({
    idle: IDLE_DISCOVERY,
    reduce: applyDiscoveryEvent,
    targetOf: (_projectId, state) => state.sessionId,
    open: ({ target, ...options }) => open({ sessionId: target, ...options }),
  });
  return {
    ...store,
    /** Follows a session (just started, or found running when the page opened) from its first event. */
    follow: (projectId: number, sessionId: number, effects?: DiscoveryEffects) => store.start(projectId, startingDiscovery(sessionId), effects),
    /** The spec's clearing: vendors, flag and session reset (after the list has reloaded). */
    clear: (projectId: number) => store.reset(projectId, IDLE_DISCOVERY),
  };
}

export type DiscoveryStore = ReturnType<typeof createDiscoveryStore>;

export const isTerminalDiscoveryEvent = (event: TDiscoveryStreamEvent) =>
  (DISCOVERY_TERMINAL_EVENTS as readonly string[]).includes(event.type);
