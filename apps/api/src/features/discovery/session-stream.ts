import { DISCOVERY_TERMINAL_EVENTS } from '@app/sdk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { lastEventIdOf, sendEventStream } from '../events/index.js';
import { discoveryStream } from './session-events.js';
import { ownedSession } from './vendor-lists.js';

const terminal = new Set<string>(DISCOVERY_TERMINAL_EVENTS);

/** A session's events from its start, or after the client's Last-Event-ID; ends after completed/failed. */
export async function streamSession(
  deps: Pick<AppDeps, 'database' | 'events'>,
  ctx: { userId: string; sessionId: number; request: FastifyRequest; reply: FastifyReply },
): Promise<void> {
  await ownedSession(deps.database.db, ctx.userId, ctx.sessionId);
  await sendEventStream(ctx.reply, {
    log: deps.events,
    stream: discoveryStream(ctx.sessionId),
    lastEventId: lastEventIdOf(ctx.request),
    isTerminal: (event) => terminal.has(event.type),
  });
}
