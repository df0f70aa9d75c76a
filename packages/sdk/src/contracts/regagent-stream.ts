import { z } from 'zod';
import { ZLanguageCode } from './common.js';
import { ZQueryResponse } from './regagent-models.js';
import { ZSource } from './regagent-sources.js';
import { ZEventTimestamp, ZHeartbeatEvent } from './scalars.js';

/**
 * Events of `POST /regagent/query/stream` (beyond the spec: the same question as
 * `POST /regagent/query`, answered as it is written). Order: `started`, `sources`, any number
 * of `delta`, then exactly one of `done` or `error`; `heartbeat` may come between them.
 * The tokens are debited once, when `done` is sent.
 */
export const ZRegagentStartedEvent = z.object({
  type: z.literal('started'),
  query_id: z.uuid(),
  conversation_id: z.uuid(),
  language: ZLanguageCode,
  timestamp: ZEventTimestamp,
});

/** The retrieved passages, sent before the answer so the viewer can open early. */
export const ZRegagentSourcesEvent = z.object({
  type: z.literal('sources'),
  sources: z.array(ZSource),
});

/** The next piece of the answer; concatenating every `text` gives the answer so far. */
export const ZRegagentDeltaEvent = z.object({
  type: z.literal('delta'),
  text: z.string(),
});

/** The stored result, identical to the body `POST /regagent/query` returns. */
export const ZRegagentDoneEvent = ZQueryResponse.extend({ type: z.literal('done') });

/** The answer could not be completed; nothing was debited. */
export const ZRegagentErrorEvent = z.object({
  type: z.literal('error'),
  message: z.string(),
});

export const ZRegagentStreamEvent = z.discriminatedUnion('type', [
  ZRegagentStartedEvent,
  ZRegagentSourcesEvent,
  ZRegagentDeltaEvent,
  ZRegagentDoneEvent,
  ZRegagentErrorEvent,
  ZHeartbeatEvent,
]);
export type TRegagentStreamEvent = z.infer<typeof ZRegagentStreamEvent>;
