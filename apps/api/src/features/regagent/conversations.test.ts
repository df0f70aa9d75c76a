import type { TConversationHistory, TConversationList, TQueryResponse } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { ask, chatUser, createCorpusApp, type ChatUser } from './test-support.js';

let t: TestApp;
let user: ChatUser;
let other: ChatUser;

beforeAll(async () => {
  t = await createCorpusApp();
  [user, other] = [await chatUser(t), await chatUser(t)];
}, 120_000);
afterAll(() => t.close());

const post = (u: ChatUser | null, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/regagent/conversations',
    headers: u?.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (u: ChatUser, url: string) => t.app.inject({ method: 'GET', url: `/api/regagent${url}`, headers: u.headers });
const feedback = (u: ChatUser, queryId: string, value: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/regagent/queries/${queryId}/feedback`, headers: u.headers, payload: { feedback: value } });

describe('starting a conversation', () => {
  it('creates an untitled English conversation from an empty body', async () => {
    const res = await post(user);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ conversation_id: expect.any(String), title: null, language: 'en' });
  });

  it('is titled by its first question, in the language of that question', async () => {
    const created = (await post(user, { language: 'gu' })).json() as { conversation_id: string };
    await ask(t, user, { query: 'What is ODPS and when was it launched?', language: 'en', conversation_id: created.conversation_id });
    const history = (await get(user, `/conversations/${created.conversation_id}`)).json() as TConversationHistory;
    expect(history).toMatchObject({ title: 'What is ODPS and when was it launched?', language: 'en' });
  });

  it('starts in the language the user picked', async () => {
    expect((await post(user, { language: 'gu' })).json()).toMatchObject({ title: null, language: 'gu' });
  });

  it('needs a signed-in user', async () => {
    expect((await post(null)).statusCode).toBe(401);
  });
});

describe('listing and reading conversations', () => {
  it("lists the user's conversations with questions, the most recently active first, with their question counts", async () => {
    const u = await chatUser(t);
    const first = (await ask(t, u, { query: 'What is ODPS?', language: 'en' })).json() as TQueryResponse;
    t.clock.advance(60_000);
    const second = (await ask(t, u, { query: 'Who signs the plans?', language: 'en' })).json() as TQueryResponse;
    t.clock.advance(60_000);
    // A question moves its conversation back to the top.
    await ask(t, u, { query: 'When was ODPS launched?', language: 'gu', conversation_id: first.conversation_id });
    await post(u);

    const list = (await get(u, '/conversations')).json() as TConversationList;
    expect(list.conversations.map((c) => c.id)).toEqual([first.conversation_id, second.conversation_id]);
    expect(list.conversations[0]).toMatchObject({ title: 'What is ODPS?', language: 'gu', query_count: 2 });
    expect(((await get(other, '/conversations')).json() as TConversationList).conversations.map((c) => c.id)).not.toContain(first.conversation_id);
  });

  it('reuses the newest empty conversation instead of piling up empty ones on every visit', async () => {
    const u = await chatUser(t);
    const empty = (await post(u)).json() as { conversation_id: string };
    t.clock.advance(60_000);
    const again = (await post(u, { language: 'hi' })).json() as { conversation_id: string; language: string };
    expect(again).toEqual({ conversation_id: empty.conversation_id, title: null, language: 'hi' });

    await ask(t, u, { query: 'What is ODPS?', language: 'en', conversation_id: empty.conversation_id });
    const fresh = (await post(u)).json() as { conversation_id: string };
    expect(fresh.conversation_id).not.toBe(empty.conversation_id);
  });

  it('returns a conversation with its questions oldest first, its language and fresh document links', async () => {
    const first = (await ask(t, user, { query: 'What is the highest FSI allowed in Ahmedabad’s Central Business District?', language: 'en' })).json() as TQueryResponse;
    t.clock.advance(1000);
    const second = (await ask(t, user, { query: 'ટીઓઝેડમાં મહત્તમ એફએસઆઈ કેટલી છે?', language: 'gu', conversation_id: first.conversation_id })).json() as TQueryResponse;

    const history = (await get(user, `/conversations/${first.conversation_id}`)).json() as TConversationHistory;
    expect(history).toMatchObject({ conversation_id: first.conversation_id, language: 'gu' });
    expect(history.queries.map((q) => q.id)).toEqual([first.query_id, second.query_id]);
    expect(history.queries[0]).toMatchObject({
      query_id: first.query_id,
      conversation_id: first.conversation_id,
      answer: first.answer,
      feedback: null,
      metrics: first.metrics,
    });
    expect(history.queries[0]!.sources.map((s) => s.document_id)).toEqual(first.sources.map((s) => s.document_id));
    expect(history.queries[0]!.sources[0]!.document_link).toMatch(/^\/api\/documents\/.+sig=/);
  });

  it("answers 404 for someone else's conversation and 400 for an id that is not one", async () => {
    const mine = (await post(user)).json() as { conversation_id: string };
    const res = await get(other, `/conversations/${mine.conversation_id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Conversation not found' });
    expect((await get(user, '/conversations/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('feedback on an answer', () => {
  it('records thumbs up, and a later thumbs down replaces it', async () => {
    const answer = (await ask(t, user, { query: 'What share of parking must be reserved for visitors?', language: 'en' })).json() as TQueryResponse;
    const up = await feedback(user, answer.query_id, 1);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ query_id: answer.query_id, feedback: 1, message: 'Thanks for your feedback!' });
    expect((await feedback(user, answer.query_id, -1)).json()).toMatchObject({ feedback: -1, message: 'Feedback recorded' });
    const history = (await get(user, `/conversations/${answer.conversation_id}`)).json() as TConversationHistory;
    expect(history.queries[0]!.feedback).toBe(-1);
  });

  it("answers 404 'Query not found' for a missing query and for someone else's", async () => {
    const theirs = (await ask(t, other, { query: 'What is ODPS?', language: 'en' })).json() as TQueryResponse;
    for (const id of ['00000000-0000-4000-8000-000000000000', theirs.query_id]) {
      const res = await feedback(user, id, 1);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Query not found' });
    }
    const history = (await get(other, `/conversations/${theirs.conversation_id}`)).json() as TConversationHistory;
    expect(history.queries[0]!.feedback).toBeNull();
  });

  it('accepts only 1 or -1', async () => {
    const answer = (await ask(t, user, { query: 'What is ODPS?', language: 'en' })).json() as TQueryResponse;
    for (const value of [0, 2, '1', 'up', null]) {
      const res = await feedback(user, answer.query_id, value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Feedback must be 1 or -1' });
    }
  });
});
