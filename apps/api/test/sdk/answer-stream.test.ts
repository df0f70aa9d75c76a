import { bindContract, regagentContract, type TRegagentStreamEvent } from '@app/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestTestCorpus } from '../../src/features/regagent/test-support.js';
import { type SdkServer, signUp, startSdkServer } from './server.js';

const QUESTION = { query: 'What is the permissible FSI in a residential zone?', language: 'en' as const };
const isEnd = (event: TRegagentStreamEvent) => event.type === 'done' || event.type === 'error';

/** A fetch whose POST answers break after the first piece of the answer, as a dropped mobile connection would. */
function droppingPostFetch(calls: string[]): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    calls.push(`${method} ${new URL(input instanceof Request ? input.url : String(input)).pathname}`);
    const response = await fetch(input, init);
    if (method !== 'POST' || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) return response;
    // Deliver the frames up to the end of the first answer piece, then fail the next read.
    const text = await response.text();
    const firstDelta = text.indexOf('"type":"delta"');
    const kept = new TextEncoder().encode(text.slice(0, text.indexOf('\n\n', firstDelta) + 2));
    let delivered = false;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (delivered) controller.error(new TypeError('network connection lost'));
        else controller.enqueue(kept);
        delivered = true;
      },
    });
    return new Response(cut, { status: response.status, headers: response.headers });
  };
}

describe('the SDK answer stream against the real API', () => {
  let server: SdkServer;

  beforeAll(async () => {
    server = await startSdkServer();
    await ingestTestCorpus(server.t);
  });
  afterAll(async () => {
    await server.close();
  });

  it('opens queryStream from the bound contract and reads the answer to done', async () => {
    const client = server.client();
    await signUp(server, client);
    const events: TRegagentStreamEvent[] = [];
    const result = await bindContract(client, regagentContract).queryStream({
      body: QUESTION,
      onEvent: (event) => events.push(event),
      isTerminal: isEnd,
    });
    expect(result.reason).toBe('terminal');
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['started', 'sources', 'delta', 'done']));
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`ended with ${done?.type}`);
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toBe(done.answer);
    expect(done.sources.length).toBeGreaterThan(0);
  });

  it('resumes a dropped question on its own stream with Last-Event-ID: every piece once, one answer, one charge', async () => {
    const calls: string[] = [];
    const client = server.client({ fetch: droppingPostFetch(calls) });
    await signUp(server, client);
    const chat = bindContract(client, regagentContract);
    const events: TRegagentStreamEvent[] = [];
    let queryId: string | undefined;
    await chat.queryStream({
      body: QUESTION,
      onEvent: (event) => {
        if (event.type === 'started') queryId = event.query_id;
        events.push(event);
      },
      isTerminal: isEnd,
      resumePath: () => (queryId ? `/regagent/queries/${queryId}/stream` : undefined),
      retry: { initialDelayMs: 10 },
    });
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`ended with ${done?.type}`);
    expect(events.filter((e) => e.type === 'started')).toHaveLength(1);
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('')).toBe(done.answer);
    const conversation = await chat.getConversation({ params: { id: done.conversation_id } });
    expect(conversation.queries).toHaveLength(1);
    expect(calls.filter((call) => call.includes('/regagent/'))).toEqual([
      'POST /api/regagent/query/stream',
      `GET /api/regagent/queries/${done.query_id}/stream`,
      `GET /api/regagent/conversations/${done.conversation_id}`,
    ]);
  });

  it('refuses a plain call on a stream route instead of misreading the stream', async () => {
    const client = server.client();
    await signUp(server, client);
    await expect(client.call(regagentContract.queryStream as never, { body: QUESTION } as never)).rejects.toThrow(/event stream/);
  });
});
