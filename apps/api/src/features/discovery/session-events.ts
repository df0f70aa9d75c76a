import type { TDiscoveryStreamEvent } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { StoredEvent } from '../events/index.js';

/** The event stream of one discovery session. */
export const discoveryStream = (sessionId: number) => `discovery:${sessionId}`;

type Payload = TDiscoveryStreamEvent extends infer E ? (E extends { type: infer T } ? Omit<E, 'timestamp'> & { type: T } : never) : never;

/** Appends one discovery event (typed by the contract) with the time it happened. */
export function emit(deps: Pick<AppDeps, 'events' | 'clock'>, sessionId: number, event: Payload): Promise<StoredEvent> {
  const { type, ...data } = event;
  return deps.events.appendEvent(discoveryStream(sessionId), type, { ...data, timestamp: deps.clock.now().toISOString() });
}
