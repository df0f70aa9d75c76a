import type { TQueryResponse, TUsageHistory } from '@app/sdk/contracts';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { tokenReservations } from '../../db/schema/ledger.js';
import { createLlmEngine } from '../answers/index.js';
import { FREE_PLAN } from '../ledger/index.js';
import { CUT_TO_BALANCE_NOTE, MIN_ANSWER_TOKENS } from './budget.js';
import { ask, balanceOf, chatUser, createCorpusApp, drainTokens, type ChatUser, sseEvents } from './test-support.js';

const QUESTION = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';
const OFF_TOPIC = 'Who is the prime minister of India?';

let t: TestApp;
/** What the offline engine's answer to QUESTION costs: input and output tokens. */
let probe: TQueryResponse['metrics'];

beforeAll(async () => {
  t = await createCorpusApp();
  const rich = await chatUser(t);
  probe = ((await ask(t, rich, { query: QUESTION, language: 'en' })).json() as TQueryResponse).metrics;
}, 120_000);
afterAll(() => t.close());

const history = async (user: ChatUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/usage/history', headers: user.headers })).json() as TUsageHistory;
const openHolds = async (userId: string) =>
  (await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, userId))).filter((r) => !r.closedAt);
const streamAsk = (app: TestApp['app'], user: ChatUser, payload: object) =>
  app.inject({ method: 'POST', url: '/api/regagent/query/stream', headers: user.headers, payload });

describe('the whole quota is usable in chat', () => {
  it('answers a question with 1,998 of 10,000 tokens left (where a hold of the full maximum cost used to refuse)', async () => {
    const user = await chatUser(t);
    await drainTokens(t, user.userId, 1_998);
    const res = await ask(t, user, { query: QUESTION, language: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TQueryResponse;
    expect(body.answer).toMatch(/base FSI is 1\.8/);
    expect(await balanceOf(t, user.userId)).toBe(1_998 - body.metrics.tokens);
  });

  it('cuts an answer that would cost more than is left to the balance, says so, and never overdraws', async () => {
    expect(probe.output_tokens).toBeGreaterThan(MIN_ANSWER_TOKENS + 60);
    const user = await chatUser(t);
    const left = probe.input_tokens + MIN_ANSWER_TOKENS + 40;
    await drainTokens(t, user.userId, left);
    const res = await ask(t, user, { query: QUESTION, language: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TQueryResponse;
    expect(body.metrics.cut_to_balance).toBe(true);
    expect(body.answer.endsWith(CUT_TO_BALANCE_NOTE.en)).toBe(true);
    expect(body.answer).toMatch(/^According to/);
    expect(body.metrics.tokens).toBeLessThanOrEqual(left);
    expect(await balanceOf(t, user.userId)).toBe(left - body.metrics.tokens);
    expect(await openHolds(user.userId)).toEqual([]);
  });

  it('cuts a streamed model answer at the balance and stops the model', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'The base FSI in R1 is 1.8 [1]. ' },
            ...Array.from({ length: 400 }, () => ({ type: 'text-delta' as const, id: 't', delta: 'More conditions follow [1]. ' })),
            { type: 'text-end', id: 't' },
            { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } } },
          ] as never,
        }),
      }),
    });
    const app = await createApp({ config: testConfig(), database: t.database, clock: t.clock, answerEngine: createLlmEngine({ model }) });
    try {
      const user = await chatUser(t);
      const full = await streamAsk(app, await chatUser(t), { query: QUESTION, language: 'en' });
      const uncut = sseEvents(full.body).at(-1) as unknown as TQueryResponse & { type: string };
      expect(uncut.type).toBe('done');
      const left = uncut.metrics.input_tokens + 400;
      await drainTokens(t, user.userId, left);
      const res = await streamAsk(app, user, { query: QUESTION, language: 'en' });
      const events = sseEvents(res.body);
      const done = events.at(-1) as unknown as TQueryResponse & { type: string };
      expect(done.type).toBe('done');
      expect(done.metrics.cut_to_balance).toBe(true);
      const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text as string] : [])).join('');
      expect(streamed.endsWith(CUT_TO_BALANCE_NOTE.en)).toBe(true);
      expect(done.answer.endsWith(CUT_TO_BALANCE_NOTE.en)).toBe(true);
      expect(done.metrics.tokens).toBeLessThanOrEqual(left);
      expect(await balanceOf(t, user.userId)).toBe(left - done.metrics.tokens);
    } finally {
      await app.close();
    }
  });

  it('spends a new free account down to less than the smallest answer, and only then answers 402', async () => {
    const user = await chatUser(t);
    let answered = 0;
    for (;;) {
      const res = await ask(t, user, { query: QUESTION, language: 'en' });
      if (res.statusCode === 402) {
        const { detail } = res.json() as { detail: { required: number; available: number } };
        expect(detail.required).toBe(probe.input_tokens + MIN_ANSWER_TOKENS);
        expect(detail.available).toBe(await balanceOf(t, user.userId));
        expect(detail.available).toBeLessThan(detail.required);
        break;
      }
      expect(res.statusCode).toBe(200);
      answered++;
    }
    expect(answered).toBeGreaterThanOrEqual(Math.floor(FREE_PLAN.quotaTokens / (probe.input_tokens + probe.output_tokens)));
    // Every token above the smallest answer's price was usable.
    expect(await balanceOf(t, user.userId)).toBeLessThan(probe.input_tokens + MIN_ANSWER_TOKENS);
  });

  it('answers 402 with the smallest answer as what is required when the balance is just below it', async () => {
    const user = await chatUser(t);
    await drainTokens(t, user.userId, probe.input_tokens + MIN_ANSWER_TOKENS - 1);
    const res = await streamAsk(t.app, user, { query: QUESTION, language: 'en' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ detail: { required: probe.input_tokens + MIN_ANSWER_TOKENS, available: probe.input_tokens + MIN_ANSWER_TOKENS - 1 } });
  });
});

describe('no charge for a non-answer', () => {
  it('does not charge "I could not find an answer", and the usage row says not charged', async () => {
    const user = await chatUser(t);
    const res = await ask(t, user, { query: OFF_TOPIC, language: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TQueryResponse;
    expect(body.answer).toMatch(/could not find an answer/);
    expect(body.metrics.tokens).toBe(0);
    expect(await balanceOf(t, user.userId)).toBe(FREE_PLAN.quotaTokens);
    const { operations } = await history(user);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ operation_type: 'regulation_query', tokens_used: 0, amount_charged: 0, charged: false });
    expect(await openHolds(user.userId)).toEqual([]);
  });

  it('does not charge an out-of-scope question (stamp duty, RERA): the answer names who publishes it, quotes nothing, and the usage row says not charged', async () => {
    const user = await chatUser(t);
    const res = await ask(t, user, { query: 'How much stamp duty will I pay on a flat in Ahmedabad?', language: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TQueryResponse;
    expect(body.answer).toMatch(/could not find an answer.*stamp duty.*Inspector General of Registration/s);
    expect(body.sources).toEqual([]);
    expect(body.metrics.tokens).toBe(0);
    const streamed = await streamAsk(t.app, user, { query: 'રેરા મુજબ કાર્પેટ એરિયા કેવી રીતે ગણાય?', language: 'gu' });
    const done = sseEvents(streamed.body).at(-1) as { type: string; answer: string; metrics: { tokens: number } };
    expect(done).toMatchObject({ type: 'done', metrics: { tokens: 0 } });
    expect(done.answer).toContain('ગુજરેરા');
    expect(await balanceOf(t, user.userId)).toBe(FREE_PLAN.quotaTokens);
    const { operations } = await history(user);
    expect(operations.map((op) => [op.tokens_used, op.charged])).toEqual([
      [0, false],
      [0, false],
    ]);
    expect(await openHolds(user.userId)).toEqual([]);
  });

  it('does not send an out-of-scope question to the model: the honest answer is written from the scope table, for 0 tokens', async () => {
    let calls = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        calls++;
        throw new Error('the model must not be asked');
      },
    });
    const app = await createApp({ config: testConfig(), database: t.database, clock: t.clock, answerEngine: createLlmEngine({ model }) });
    try {
      const user = await chatUser(t);
      const res = await app.inject({ method: 'POST', url: '/api/regagent/query', headers: user.headers, payload: { query: 'होम लोन पर ब्याज दर क्या है?', language: 'hi' } });
      expect(res.statusCode).toBe(200);
      const body = res.json() as TQueryResponse;
      expect(body.answer).toContain('बैंक');
      expect(body.metrics.tokens).toBe(0);
      expect(calls).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('does not charge a model answer that cites no passage (a refusal), nor one that fails', async () => {
    let fail = false;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        if (fail) throw new Error('provider down');
        return {
          stream: simulateReadableStream({
            chunks: [
              { type: 'text-start', id: 't' },
              { type: 'text-delta', id: 't', delta: 'The passages do not answer this question. Try asking about FSI in a named city.' },
              { type: 'text-end', id: 't' },
              { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } } },
            ] as never,
          }),
        };
      },
    });
    const app = await createApp({ config: testConfig(), database: t.database, clock: t.clock, answerEngine: createLlmEngine({ model }) });
    try {
      const user = await chatUser(t);
      const refused = await app.inject({ method: 'POST', url: '/api/regagent/query', headers: user.headers, payload: { query: QUESTION, language: 'en' } });
      expect(refused.statusCode).toBe(200);
      expect((refused.json() as TQueryResponse).metrics.tokens).toBe(0);
      fail = true;
      const failed = await streamAsk(app, user, { query: QUESTION, language: 'en' });
      expect(sseEvents(failed.body).at(-1)).toMatchObject({ type: 'error' });
      expect(await balanceOf(t, user.userId)).toBe(FREE_PLAN.quotaTokens);
      const { operations } = await history(user);
      expect(operations.map((op) => [op.tokens_used, op.charged])).toEqual([
        [0, false],
        [0, false],
      ]);
      expect(await openHolds(user.userId)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
