import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { lastEventIdOf, sendEventStream } from '../events/sse.js';
import type { RegagentDeps } from './ask.js';

export const ANSWER_STREAM_NOT_FOUND_MESSAGE = 'Answer stream not found';

/**
 * The event-log stream of one streamed answer. The user id is part of the name, so another
 * user's query id names an empty stream (404) — no separate ownership lookup.
 */
export function answerStreamName(userId: string, queryId: string): string {
  return `regagent-answer:${userId}:${queryId}`;
}

/**
 * `GET /regagent/queries/:queryId/stream`: replays the answer's events after `Last-Event-ID`
 * and follows it to `done` or `error`. It only reads the log: the answer is generated, charged
 * and stored once, by the request that asked it.
 */
export async function resumeAnswerStream(
  deps: Pick<RegagentDeps, 'events'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  queryId: string,
  options: { heartbeatMs?: number } = {},
): Promise<void> {
  const stream = answerStreamName(userId, queryId);
  if (!(await deps.events.lastEvent(stream))) throw notFound(ANSWER_STREAM_NOT_FOUND_MESSAGE);
  await sendEventStream(reply, {
    log: deps.events,
    stream,
    lastEventId: lastEventIdOf(request),
    isTerminal: (event) => event.type === 'done' || event.type === 'error',
    heartbeatMs: options.heartbeatMs,
  });
}
