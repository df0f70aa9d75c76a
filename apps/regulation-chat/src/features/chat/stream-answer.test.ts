import { encodeSseFrame, type TRegagentStreamEvent } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { answer, streamEvents } from '../../test/fixtures';
import { AnswerStreamError, StreamNotOpenedError, streamAnswer } from './stream-answer';

/** A fetch that answers with these bytes (split oddly, as a network would), recording the request. */
function sseFetch(chunks: string[], init: ResponseInit = { headers: { 'content-type': 'text/event-stream' } }) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, request: RequestInit) => {
    requests.push({ url, init: request });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    return new Response(body, init);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

const frames = (events: object[]) => events.map((e) => encodeSseFrame(e as { type: string })).join('');
const body = { query: 'FSI?', language: 'en' as const };

describe('reading a streamed answer', () => {
  it('passes every event on and resolves with the stored answer of `done`', async () => {
    const response = answer();
    const text = `: heartbeat\n\n${frames([...streamEvents(response), { type: 'done', ...response }])}`;
    // Cut in the middle of frames and of a multi-byte character's neighbourhood.
    const { fetch, requests } = sseFetch([text.slice(0, 37), text.slice(37, 200), text.slice(200)]);
    const seen: TRegagentStreamEvent['type'][] = [];
    const result = await streamAnswer({ url: 'http://x/api/regagent/query/stream', token: 'tok', body, fetch, onEvent: (e) => seen.push(e.type) });
    expect(result).toEqual(response);
    expect(seen).toEqual(['started', 'sources', 'delta', 'delta', 'done']);
    expect(requests[0]?.init.method).toBe('POST');
    expect((requests[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual(body);
  });

  it('skips events it does not know (a newer server)', async () => {
    const response = answer();
    const { fetch } = sseFetch([frames([{ type: 'thinking', text: '…' }, { type: 'done', ...response }])]);
    const seen: string[] = [];
    await streamAnswer({ url: 'http://x/s', token: 't', body, fetch, onEvent: (e) => seen.push(e.type) });
    expect(seen).toEqual(['done']);
  });

  it("rejects with the server's message on an `error` event", async () => {
    const { fetch } = sseFetch([frames([{ type: 'error', message: 'Failed to send message' }])]);
    const failure = streamAnswer({ url: 'http://x/s', token: 't', body, fetch, onEvent: () => undefined });
    await expect(failure).rejects.toEqual(new AnswerStreamError('Failed to send message', false));
  });

  it('reports a stream that ends before `done` as a lost connection', async () => {
    const response = answer();
    const { fetch } = sseFetch([frames(streamEvents(response))]);
    await expect(streamAnswer({ url: 'http://x/s', token: 't', body, fetch, onEvent: () => undefined })).rejects.toMatchObject({ lost: true });
  });

  it('reports a refused request (JSON error, 402…) as not opened, so the plain route can answer it', async () => {
    const { fetch } = sseFetch(['{"message":"Insufficient tokens"}'], { status: 402, headers: { 'content-type': 'application/json' } });
    await expect(streamAnswer({ url: 'http://x/s', token: 't', body, fetch, onEvent: () => undefined })).rejects.toEqual(new StreamNotOpenedError(402));
  });
});

describe('resuming a dropped answer', () => {
  it('resumes on GET /regagent/queries/:id/stream with the last event id and finishes the same answer', async () => {
    const response = answer();
    const events = [...streamEvents(response), { type: 'done', ...response }] as { type: string }[];
    const withIds = events.map((e, i) => encodeSseFrame(e, i + 1));
    const requests: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      // The first connection drops after three events; the resume sends the rest.
      const chunks = requests.length === 1 ? withIds.slice(0, 3) : withIds.slice(3);
      const drops = requests.length === 1;
      let next = 0;
      // Pulled one frame at a time, so the drop comes after the frames were read.
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks[next++];
          if (chunk !== undefined) controller.enqueue(new TextEncoder().encode(chunk));
          else if (drops) controller.error(new Error('network dropped'));
          else controller.close();
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof globalThis.fetch;
    const seen: string[] = [];
    const result = await streamAnswer({ url: 'http://x/api/regagent/query/stream', token: 'tok', body, fetch, onEvent: (e) => seen.push(e.type) });
    expect(result).toEqual(response);
    expect(seen).toEqual(events.map((e) => e.type));
    expect(requests[1]?.url).toBe(`http://x/api/regagent/queries/${response.query_id}/stream`);
    expect(requests[1]?.init.method).toBe('GET');
    expect((requests[1]?.init.headers as Record<string, string>)['last-event-id']).toBe('3');
  });
});
