import { sdk } from '@app/shell';
import { sourcingContract } from '@app/sdk';
import { createDiscoveryStore, isTerminalDiscoveryEvent } from './discovery-store';

/** The page's one discovery store, reading `GET /sourcing/vendor-search-sessions/:id/stream`. */
export const discoveryStore = createDiscoveryStore(({ sessionId, lastEventId, signal, onEvent }) =>
  sdk.stream(sourcingContract.discoveryStream, {
    params: { id: sessionId },
    lastEventId,
    signal,
    onEvent,
    isTerminal: isTerminalDiscoveryEvent,
  }),
);
