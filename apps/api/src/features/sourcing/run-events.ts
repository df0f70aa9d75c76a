import type { TExtractionStreamEvent } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { StoredEvent } from '../events/index.js';

/** The event stream of a project's extraction runs; sequence numbers continue across runs. */
export const extractionStream = (projectId: number) => `extraction:${projectId}`;

type Payload = TExtractionStreamEvent extends infer E ? (E extends { type: infer T } ? Omit<E, 'timestamp'> & { type: T } : never) : never;

/** Appends one extraction event (typed by the contract) with the time it happened. */
export function emit(deps: Pick<AppDeps, 'events' | 'clock'>, projectId: number, event: Payload): Promise<StoredEvent> {
  const { type, ...data } = event;
  return deps.events.appendEvent(extractionStream(projectId), type, { ...data, timestamp: deps.clock.now().toISOString() });
}

/** Appends several extraction events at once, in order (one statement), with the same time. */
export function emitAll(deps: Pick<AppDeps, 'events' | 'clock'>, projectId: number, events: Payload[]): Promise<StoredEvent[]> {
  const timestamp = deps.clock.now().toISOString();
  return deps.events.appendEvents(
    extractionStream(projectId),
    events.map(({ type, ...data }) => ({ type, data: { ...data, timestamp } })),
  );
}
