import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { TRegagentStreamEvent } from '@app/sdk/contracts';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { HEARTBEAT_MS, openEventStream, sseFrame } from '../events/sse.js';
import { textPieces } from '../answers/index.js';
import {
  answerBudget,
  answerStreamOf,
  type FinalAnswer,
  finalizeAnswer,
  fitAnswer,
  meterAndStore,
  prepareQuestion,
  type QuestionInput,
  recordFailed,
  type RegagentDeps,
} from './ask.js';
import { cutNoteTokens, prefixWithin, withCutNote } from './budget.js';
import { answerStreamName } from './resume.js';
import { sourcesInOrder, sourcesOf, withLinks } from './sources.js';

/** The spec's chat text for a send that failed for no reason the user can act on. */
export const SEND_FAILED_MESSAGE = 'Failed to send message';

/**
 * `POST /regagent/query/stream`. Everything that can be refused (validation, someone else's
 * conversation, 402 when the question's maximum cost cannot be reserved) is refused before the
 * stream opens, as a normal JSON error. Then: `started`, `sources`, `delta`s, and `done` with
 * the stored answer — or `error`, in which case the hold is released and nothing is stored. A
 * client that goes away stops the answer; what it was sent is stored, marked incomplete, and
 * charged (input plus the sent part), never 0.
 *
 * With an engine that composes the whole answer first (offline), `sources` are the cited ones
 * and the deltas are the final text. With a model, `sources` are the passages it reads, in
 * order (its `[n]` is the n-th chunk of the flattened list), and `done` carries the final text,
 * renumbered to the cited sources.
 */
export async function streamQuestion(
  deps: RegagentDeps,
  reply: FastifyReply,
  userId: string,
  body: QuestionInput,
  options: { heartbeatMs?: number } = {},
): Promise<void> {
  const prepared = await prepareQuestion(deps, userId, body);
  const raw = openEventStream(reply);

  const abort = new AbortController();
  // Stops the model when its answer reaches what the hold can pay (the client is still there).
  const stop = new AbortController();
  const onClose = () => abort.abort();
  raw.on('close', onClose);
  const heartbeat = setInterval(() => void write(raw, ': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  // Every event is appended to the query's event log first, then sent with its seq as `id:`,
  // so a client that lost the connection resumes from its Last-Event-ID (resume.ts).
  const stream = answerStreamName(userId, prepared.queryId);
  const send = async ({ type, ...data }: TRegagentStreamEvent) =>
    write(raw, sseFrame(await deps.events.appendEvent(stream, type, data)));
  const now = () => deps.clock.now();

  // What the client has been sent: on a disconnect it is stored (marked incomplete) and charged.
  let sent = '';
  let cut = false;
  let final: FinalAnswer | undefined;
  const language = prepared.input.language;
  const budget = answerBudget(prepared) - cutNoteTokens(language);
  const started = performance.now();
  const delta = async (text: string) => {
    sent += text;
    await send({ type: 'delta', text });
  };
  try {
    await send({
      type: 'started',
      query_id: prepared.queryId,
      conversation_id: prepared.conversationId,
      language: prepared.input.language,
      timestamp: now().toISOString(),
    });
    const answer = answerStreamOf(deps, prepared, AbortSignal.any([abort.signal, stop.signal]));
    if (answer.composed) {
      const fitted = fitAnswer(prepared, finalizeAnswer(prepared, await answer.result));
      cut = fitted.cut;
      final = { text: fitted.text, cited: fitted.cited };
      await send({ type: 'sources', sources: await withLinks(deps, sourcesOf(final.cited), now()) });
      for await (const piece of textPieces(final.text)) {
        if (abort.signal.aborted) break;
        await delta(piece);
      }
    } else {
      await send({ type: 'sources', sources: await withLinks(deps, sourcesInOrder(prepared.input.passages), now()) });
      for await (const piece of answer.textStream) {
        if (abort.signal.aborted) break;
        // An answer that would cost more than the hold: send what fits, stop the model, say so.
        const fits = prefixWithin(sent + piece, budget);
        if (fits !== undefined) {
          cut = true;
          stop.abort();
          if (fits.length > sent.length) await delta(fits.slice(sent.length));
          break;
        }
        await delta(piece);
      }
      // A model's partial text still cites passages by their numbers: renumber what was sent.
      if (cut && !abort.signal.aborted) {
        await delta(withCutNote('', language));
        final = finalizeAnswer(prepared, { text: sent, citations: [] }, { notes: false });
      } else {
        final = abort.signal.aborted ? finalizeAnswer(prepared, { text: sent, citations: [] }, { notes: false }) : finalizeAnswer(prepared, await answer.result);
      }
    }
    if (abort.signal.aborted) {
      // Composed: the deltas are pieces of the final text, so what was sent is its start.
      const part = answer.composed ? { text: sent, cited: final.cited } : final;
      const partial = await meterAndStore(deps, prepared, part, performance.now() - started, { incomplete: true });
      // Nobody reads this now; a resumed stream ends with it.
      await send({ type: 'done', ...partial });
      return;
    }
    const response = await meterAndStore(deps, prepared, final, performance.now() - started, { cut });
    await send({ type: 'done', ...response });
  } catch (error) {
    // meterAndStore releases the hold when it fails; this covers failures before it (not charged).
    await recordFailed(deps, prepared);
    if (!(error instanceof AppError)) reply.request.log.error({ err: error }, 'regulation answer stream failed');
    await send({ type: 'error', message: error instanceof AppError ? error.message : SEND_FAILED_MESSAGE }).catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
    raw.off('close', onClose);
    if (!raw.writableEnded) raw.end();
  }
}

/** Writes, and waits for the socket to drain when its buffer is full (or for it to close). */
function write(raw: ServerResponse, text: string): Promise<void> {
  if (raw.destroyed || raw.writableEnded) return Promise.resolve();
  if (raw.write(text)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}
