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

/**
 * Asks a question on the streaming route and reads its server-sent events until `done`, which
 * resolves with the stored answer (the same body `POST /regagent/query` returns). The SDK's
 * stream helper only opens GET streams that can resume, and an answer cannot be resumed, so this
 * reads the one POST response itself (eventsource-parser, as the SDK does). Events the schema
 * does not know (a newer server) are skipped.
 */
export async function streamAnswer(options: StreamAnswerOptions): Promise<TQueryResponse> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchFn(options.url, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        authorization: `Bearer ${options.token}`,
      },
      body: JSON.stringify(options.body),
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

  let done: TQueryResponse | null = null;
  let failure: string | null = null;
  const parser = createParser({
    onEvent(message) {
      if (done || failure || !message.data) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = ZRegagentStreamEvent.safeParse(data);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'done') {
        const { type: _type, ...answer } = event;
        done = answer;
      } else if (event.type === 'error') {
        failure = event.message;
      }
      options.onEvent(event);
    },
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!done && !failure) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(value);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new AnswerStreamError('connection', true);
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (failure) throw new AnswerStreamError(failure, false);
  if (!done) throw new AnswerStreamError('connection', true);
  return done;
}
