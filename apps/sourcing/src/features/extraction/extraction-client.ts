import { sdk } from '@app/shell';
import { sourcingContract } from '@app/sdk';
import { createExtractionStore, isTerminalExtractionEvent } from './extraction-store';

/** The page's one extraction store, reading `GET /sourcing/projects/:id/extraction/stream`. */
export const extractionStore = createExtractionStore(({ projectId, lastEventId, signal, onEvent }) =>
  sdk.stream(sourcingContract.extractionStream, {
    params: { id: projectId },
    lastEventId,
    signal,
    onEvent,
    isTerminal: isTerminalExtractionEvent,
  }),
);
