import { type TQueryResponse, type TRegagentStreamEvent, ZRegagentStreamEvent } from '@app/sdk/contracts';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { regagentQueries } from '../../db/schema/regagent.js';
import { createLlmEngine } from '../answers/index.js';
import { balanceOf, chatUser, createCorpusApp, drainTokens, topUp, type ChatUser, sseEvents } from './test-support.js';

const QUESTION = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';

let t: TestApp;
let user: ChatUser;

beforeAll(async () => {
  t = await createCorpusApp();
  user = await chatUser(t);
  await topUp(t, user.userId);
}, 120_000);
afterAll(() => t.close());

const streamAsk = (app: TestApp['app'], u: ChatUser, payload: object) =>
  app.inject({ method: 'POST', url: '/api/regagent/query/stream', headers: u.headers, payload });

const parsed = (body: string): TRegagentStreamEvent[] => sseEvents(body).map((e) => ZRegagentStreamEvent.parse(e));

describe('streaming an answer', () => {
  it('sends started, the cited sources, the answer in pieces, then the stored answer', async () => {
    const res = await streamAsk(t.app, user, { query: QUESTION, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parsed(res.body);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('started');
    expect(types[1]).toBe('sources');
    expect(types.at(-1)).toBe('done');
    expect(types.slice(2, -1).every((type) => type === 'delta')).toBe(true);
    expect(types.filter((type) => type === 'delta').length).toBeGreaterThan(3);

    const started = events[0] as Extract<TRegagentStreamEvent, { type: 'started' }>;
    const sources = events[1] as Extract<TRegagentStreamEvent, { type: 'sources' }>;
    const done = events.at(-1) as Extract<TRegagentStreamEvent, { type: 'done' }>;
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toBe(done.answer);
    expect(done.answer).toContain('1.8');
    expect(done).toMatchObject({ query_id: started.query_id, conversation_id: started.conversation_id });
    expect(sources.sources.map((s) => s.document_id)).toEqual(done.sources.map((s) => s.document_id));

    const [row] = await t.database.db.select().from(regagentQueries).where(eq(regagentQueries.id, done.query_id));
    expect(row).toMatchObject({ answer: done.answer, tokens: done.metrics.tokens });
  });

  it('refuses with a plain 402 before the stream starts when the tokens run short', async () => {
    const poor = await chatUser(t);
    await drainTokens(t, poor.userId, 3);
    const res = await streamAsk(t.app, poor, { query: QUESTION, language: 'en' });
    expect(res.statusCode).toBe(402);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ message: 'Insufficient tokens', detail: { available: 3 } });
  });

  it('validates like the plain route', async () => {
    const res = await streamAsk(t.app, user, { query: 'x'.repeat(1001), language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Message too long. Please keep it under 1000 characters.' });
  });
});

describe('streaming with a language model', () => {
  const finish = {
    type: 'finish' as const,
    finishReason: { unified: 'stop' as const, raw: undefined },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 5, text: 5, reasoning: undefined },
    },
  };
  const modelApp = async (model: MockLanguageModelV3) => {
    const app = await createApp({ config: testConfig(), database: t.database, clock: t.clock, answerEngine: createLlmEngine({ model }) });
    await app.ready();
    return app;
  };

  it("forwards the model's pieces and stores the answer with its citations renumbered to the cited sources", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'The base FSI in R1 is 1.8 ' },
            { type: 'text-delta', id: 't', delta: '[2].' },
            { type: 'text-end', id: 't' },
            finish,
          ],
        }),
      }),
    });
    const app = await modelApp(model);
    try {
      const events = parsed((await streamAsk(app, user, { query: QUESTION, language: 'en' })).body);
      expect(events.map((e) => e.type)).toEqual(['started', 'sources', 'delta', 'delta', 'done']);
      // While streaming, [n] is the n-th chunk of the sources event: the passages the model read.
      const read = (events[1] as Extract<TRegagentStreamEvent, { type: 'sources' }>).sources.flatMap((s) => s.pages.flatMap((p) => p.chunks));
      const prompt = JSON.stringify(model.doStreamCalls[0]!.prompt);
      read.forEach((chunk, i) => expect(prompt).toContain(`[${i + 1}]`));
      expect(read.length).toBeGreaterThanOrEqual(2);
      const done = events.at(-1) as TQueryResponse & { type: 'done' };
      // The final text adds the confidence of the rule figure the model quoted (rule-notes.ts) and
      // which text the answer rests on (standing-note.ts).
      expect(done.answer).toBe(
        'The base FSI in R1 is 1.8 [1].\n\nThe Table 6.5 figure is of medium confidence: it comes from secondary sources not yet checked against the notified text.\n\nThis is from our digest of the regulations, not from the official notified text.',
      );
      expect(done.sources.flatMap((s) => s.pages.flatMap((p) => p.chunks))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('sends an error event and debits nothing when the model fails mid-answer', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'The base' },
            { type: 'error', error: new Error('upstream went away') },
          ],
        }),
      }),
    });
    const app = await modelApp(model);
    try {
      const before = await balanceOf(t, user.userId);
      const events = parsed((await streamAsk(app, user, { query: QUESTION, language: 'en' })).body);
      expect(events.at(-1)).toEqual({ type: 'error', message: 'Failed to send message' });
      expect(events.some((e) => e.type === 'done')).toBe(false);
      expect(await balanceOf(t, user.userId)).toBe(before);
    } finally {
      await app.close();
    }
  });
});
