import { EXTRACTION_TERMINAL_EVENTS } from '@app/sdk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { lastEventIdOf, sendEventStream } from '../events/index.js';
import { extractionStream } from './run-events.js';
import { latestRunOf } from './run-store.js';
import { PROJECT_NOT_FOUND_MESSAGE } from './service.js';
import { findProjectOf } from './store.js';

export const NO_EXTRACTION_MESSAGE = 'No extraction has been started for this project';
const terminal = new Set<string>(EXTRACTION_TERMINAL_EVENTS);

/**
 * The latest run's events: from its `extraction_started`, or after the client's Last-Event-ID
 * when that is later (a reconnect); the stream ends after the run's completed/failed event.
 */
export async function streamExtraction(
  deps: Pick<AppDeps, 'database' | 'events'>,
  ctx: { userId: string; projectId: number; request: FastifyRequest; reply: FastifyReply; heartbeatMs?: number },
): Promise<void> {
  const { db } = deps.database;
  if (!(await findProjectOf(db, ctx.userId, ctx.projectId))) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  const run = await latestRunOf(db, ctx.projectId);
  if (!run) throw notFound(NO_EXTRACTION_MESSAGE);
  const stream = extractionStream(ctx.projectId);
  // first_seq is null only for the instant between a run's insert and its first event.
  const runStart = run.firstSeq ?? ((await deps.events.lastEvent(stream))?.seq ?? 0) + 1;
  await sendEventStream(ctx.reply, {
    log: deps.events,
    stream,
    lastEventId: Math.max(lastEventIdOf(ctx.request), runStart - 1),
    isTerminal: (event) => terminal.has(event.type),
    heartbeatMs: ctx.heartbeatMs,
  });
}
