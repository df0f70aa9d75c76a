import { ZRegagentStreamEvent, type TQueryRequest, type TQueryResponse, type TRegagentStreamEvent } from '@app/sdk/contracts';
import { createParser } from 'eventsource-parser';

/** The stream could not be opened (refused, not an event stream, no network): use the plain route. */
export class StreamNotOpenedError extends Error {
  constructor(readonly status: number) {
    super(`The answer stream did not open (${status})`);
    this.name = 'StreamNotOpenedError';
  }
}

/** The stream opened but ended badly: an `error` event (its message) or a lost connection. */
export class AnswerStreamError extends Error {
  constructor(
    message: string,
    readonly lost: boolean,
  ) {
    super(message);
    this.name = 'AnswerStreamError';
  }
}

export interface StreamAnswerOptions {
  /** Full URL of `POST /regagent/query/stream`. */
  url: string;
  token: string;
  body: TQueryRequest;
  onEvent: (event: TRegagentStreamEvent) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** How many times a dropped answer stream is resumed before the loss is reported. */
export const MAX_RESUMES = 3;

/** `GET /regagent/queries/:queryId/stream` beside the POST route's URL. */
export function resumeUrlOf(url: string, queryId: string): string {
  return url.replace(/\/regagent\/query\/stream$/, `/regagent/queries/${queryId}/stream`);
}

/**
 * Asks a question on the streaming route and reads its server-sent events until `done`, which
 * resolves with the stored answer (the same body `POST /regagent/query` returns). Every event
 * carries an `id:`; when the connection drops before `done`, the answer is resumed (up to
 * MAX_RESUMES times) on `GET /regagent/queries/:queryId/stream` with `Last-Event-ID`, so the
 * same answer continues where it stopped and is not charged again. Events the schema does not
 * know (a newer server) are skipped.
 */
export async function streamAnswer(options: StreamAnswerOptions): Promise<TQueryResponse> {
  const state: ReadState = { done: null, failure: null, queryId: null, lastEventId: null };
  const first = await open(options, options.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options.body),
  });
  let lost = await read(first, state, options);
  for (let attempt = 0; lost && state.queryId && attempt < MAX_RESUMES; attempt++) {
    const headers: Record<string, string> = state.lastEventId ? { 'last-event-id': state.lastEventId } : {};
    let response: Response;
    try {
      response = await open(options, resumeUrlOf(options.url, state.queryId), { method: 'GET', headers });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      continue;
    }
    lost = await read(response, state, options);
  }
  if (state.failure) throw new AnswerStreamError(state.failure, false);
  if (!state.done) throw new AnswerStreamError('connection', true);
  return state.done;
}

interface ReadState {
  done: TQueryResponse | null;
  failure: string | null;
  queryId: string | null;
  lastEventId: string | null;
}

/** Opens an event stream; StreamNotOpenedError when it is refused or is not an event stream. */
async function open(options: StreamAnswerOptions, url: string, init: RequestInit & { headers: Record<string, string> }) {
  const fetchFn = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchFn(url, {
      ...init,
      headers: { ...init.headers, accept: 'text/event-stream', authorization: `Bearer ${options.token}` },
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new StreamNotOpenedError(0);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    // Drain nothing: the plain route will answer the same refusal with its JSON body.
    await response.body?.cancel().catch(() => undefined);
    throw new StreamNotOpenedError(response.status);
  }
  return response;
}

/** Reads events into `state` until `done` or `error`; true when the connection was lost first. */
async function read(response: Response, state: ReadState, options: StreamAnswerOptions): Promise<boolean> {
  const parser = createParser({
    onEvent(message) {
      if (state.done || state.failure || !message.data) return;
      if (message.id) state.lastEventId = message.id;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = ZRegagentStreamEvent.safeParse(data);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'started') state.queryId = event.query_id;
      if (event.type === 'done') {
        const { type: _type, ...answer } = event;
        state.done = answer;
      } else if (event.type === 'error') {
        state.failure = event.message;
      }
      options.onEvent(event);
    },
  });
  if (!response.body) return true;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!state.done && !state.failure) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(value);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return true;
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return !state.done && !state.failure;
}
