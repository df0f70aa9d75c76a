import { createParser } from 'eventsource-parser';
import { withToken } from './backoff.js';

export interface RawEvent {
  id: string | undefined;
  data: string;
}

export type ConnectOutcome =
  | { kind: 'stopped' }
  | { kind: 'aborted' }
  | { kind: 'dropped'; received: number; error?: unknown }
  | { kind: 'rejected'; status: number; body: unknown };

export interface ConnectOptions {
  url: string;
  token: string;
  /** A JSON body to POST (a stream that starts work, e.g. a question); otherwise a GET. */
  body?: string;
  lastEventId: string | undefined;
  signal: AbortSignal | undefined;
  idleTimeoutMs: number;
  fetch: typeof fetch;
  /** Receives each event; returns true to stop (terminal event). Throwing ends the stream with that error. */
  onEvent: (event: RawEvent) => boolean;
  onRetry: (ms: number) => void;
  onOpen?: () => void;
}

/**
 * One connection: opens the request, feeds the body to the SSE parser and reports how it ended.
 * No bytes for `idleTimeoutMs` (the server sends a heartbeat every 15 s) counts as a drop, so a
 * half-open connection is noticed.
 */
export async function connectOnce(options: ConnectOptions): Promise<ConnectOutcome> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => controller.abort(new Error('idle')), options.idleTimeoutMs);
  };
  let received = 0;
  try {
    armIdle();
    let response: Response;
    try {
      // Called unbound: a browser's fetch throws "Illegal invocation" when `this` is another object.
      const fetchFn = options.fetch;
      const headers = {
        accept: 'text/event-stream',
        'cache-control': 'no-cache',
        ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
      };
      // GET streams carry the token in the query (EventSource-compatible); a POST sends the header.
      response =
        options.body === undefined
          ? await fetchFn(withToken(options.url, options.token), { headers, signal: controller.signal })
          : await fetchFn(options.url, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
              body: options.body,
              signal: controller.signal,
            });
    } catch (error) {
      return options.signal?.aborted ? { kind: 'aborted' } : { kind: 'dropped', received, error };
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('text/event-stream') || !response.body) {
      return { kind: 'rejected', status: response.status, body: await readError(response) };
    }
    options.onOpen?.();

    let stop = false;
    let failure: { error: unknown } | undefined;
    const parser = createParser({
      onEvent(message) {
        if (stop || message.data === '') return;
        received++;
        try {
          stop = options.onEvent({ id: message.id, data: message.data });
        } catch (error) {
          failure = { error };
          stop = true;
        }
      },
      onRetry: options.onRetry,
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        armIdle();
        parser.feed(decoder.decode(value, { stream: true }));
        if (stop) break;
      }
    } catch (error) {
      if (options.signal?.aborted) return { kind: 'aborted' };
      return { kind: 'dropped', received, error };
    } finally {
      reader.cancel().catch(() => undefined);
    }
    if (failure) throw failure.error;
    if (stop) return { kind: 'stopped' };
    return options.signal?.aborted ? { kind: 'aborted' } : { kind: 'dropped', received };
  } finally {
    clearTimeout(idleTimer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function readError(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return undefined;
  }
}
