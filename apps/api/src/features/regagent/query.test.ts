import { parseBoundingBox, QUERY_TOO_LONG_MESSAGE, ZUsageSummary, type TQueryResponse, type TUsageSummary } from '@app/sdk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { tokenLedger } from '../../db/schema/ledger.js';
import { regagentConversations, regagentQueries } from '../../db/schema/regagent.js';
import { ask, balanceOf, chatUser, createCorpusApp, drainTokens, topUp, type ChatUser } from './test-support.js';

const ACCEPTANCE = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';
const ACCEPTANCE_GU = 'અમદાવાદમાં 12 મીટરના રસ્તા પરના રહેણાંક પ્લોટ માટે બેઝ એફએસઆઈ કેટલી છે?';
const ACCEPTANCE_HI = 'अहमदाबाद में 12 मीटर सड़क पर आवासीय भूखंड के लिए बेस एफएसआई कितना है?';

const letters = (text: string, script: RegExp) => [...text].filter((c) => script.test(c)).length;
const GUJARATI = /[\u0A80-\u0AFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

let t: TestApp;
let user: ChatUser;

beforeAll(async () => {
  t = await createCorpusApp();
  user = await chatUser(t);
  await topUp(t, user.userId);
}, 240_000);
afterAll(() => t?.close());

describe('asking a regulation question', () => {
  it('answers the acceptance question with the base FSI of 1.8 and its conditions, citing clause 6.3.1', async () => {
    const res = await ask(t, user, { query: ACCEPTANCE, language: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TQueryResponse;
    expect(body.answer).toContain('6.3.1');
    expect(body.answer).toMatch(/base FSI is 1\.8/);
    expect(body.answer).toContain('2.7');
    expect(body.answer).toMatch(/\[1\]/);
    const [source] = body.sources;
    expect(source).toMatchObject({ source_type: 'regulation', document_name: expect.stringContaining('CGDCR') });
    expect(source!.document_link).toMatch(/^\/api\/documents\/[0-9a-f-]+\/file\?exp=\d+&sig=/);
    const chunk = source!.pages[0]!.chunks[0]!;
    expect(parseBoundingBox(chunk.bounding_box)).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    expect(chunk.text_preview).toContain('1.8');
    expect(['paragraph', 'table', 'list']).toContain(chunk.chunk_type);
  });

  it('sends the line boxes of a multi-line passage inside the bounding box, for precise highlights', async () => {
    const body = (await ask(t, user, { query: ACCEPTANCE, language: 'en' })).json() as TQueryResponse;
    const chunk = body.sources[0]!.pages[0]!.chunks[0]!;
    const outer = parseBoundingBox(chunk.bounding_box)!;
    const { boxes } = JSON.parse(chunk.bounding_box!) as { boxes?: { left: number; top: number; width: number; height: number }[] };
    expect(boxes?.length).toBeGreaterThan(1);
    for (const line of boxes ?? []) {
      expect(line.left).toBeGreaterThanOrEqual(outer.left - 1e-6);
      expect(line.top).toBeGreaterThanOrEqual(outer.top - 1e-6);
      expect(line.top + line.height).toBeLessThanOrEqual(outer.top + outer.height + 1e-6);
    }
  });

  it('lists only the cited passages, grouped by document and page, as many chunks as the answer cites', async () => {
    const body = (await ask(t, user, { query: ACCEPTANCE, language: 'en' })).json() as TQueryResponse;
    const chunks = body.sources.flatMap((s) => s.pages.flatMap((p) => p.chunks));
    const cited = new Set([...body.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
    expect(chunks.length).toBe(cited.size);
    expect([...cited].sort()).toEqual(chunks.map((_, i) => i + 1));
    expect(new Set(body.sources.map((s) => s.document_id)).size).toBe(body.sources.length);
  });

  it('answers in Gujarati script with the same figure', async () => {
    const body = (await ask(t, user, { query: ACCEPTANCE_GU, language: 'gu' })).json() as TQueryResponse;
    expect(body.answer).toContain('1.8');
    expect(body.answer).toContain('કલમ 6.3.1');
    expect(letters(body.answer, GUJARATI)).toBeGreaterThan(letters(body.answer, LATIN));
  });

  it('answers in Hindi (Devanagari) with the same figure', async () => {
    const body = (await ask(t, user, { query: ACCEPTANCE_HI, language: 'hi' })).json() as TQueryResponse;
    expect(body.answer).toContain('1.8');
    expect(body.answer).toContain('खंड 6.3.1');
    expect(letters(body.answer, DEVANAGARI)).toBeGreaterThan(letters(body.answer, LATIN));
  });

  it('says in the asked language that it found nothing for an off-topic question, with no sources', async () => {
    const cases = [
      { query: 'How do I bake a chocolate cake?', language: 'en', text: 'could not find' },
      { query: 'ચોકલેટ કેક કેવી રીતે બનાવવી?', language: 'gu', text: 'મળ્યો નથી' },
      { query: 'चॉकलेट केक कैसे बनाएं?', language: 'hi', text: 'नहीं मिला' },
    ];
    for (const c of cases) {
      const body = (await ask(t, user, { query: c.query, language: c.language })).json() as TQueryResponse;
      expect(body.answer).toContain(c.text);
      expect(body.sources).toEqual([]);
    }
  });

  it('debits the counted tokens as a regulation_query with the question and the input/output split', async () => {
    const before = await balanceOf(t, user.userId);
    const body = (await ask(t, user, { query: 'Which buildings need a Fire Safety Certificate in Gujarat?', language: 'en' })).json() as TQueryResponse;
    const { tokens, input_tokens, output_tokens } = body.metrics;
    expect(input_tokens).toBeGreaterThan(0);
    expect(output_tokens).toBeGreaterThan(0);
    expect(tokens).toBe(input_tokens + output_tokens);
    expect(await balanceOf(t, user.userId)).toBe(before - tokens);
    const [entry] = await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.id, (await storedQuery(body.query_id)).ledgerEntryId!));
    expect(entry).toMatchObject({
      operationType: 'regulation_query',
      description: 'Which buildings need a Fire Safety Certificate in Gujarat?',
      tokens,
      costBreakdown: expect.objectContaining({ input_tokens, output_tokens }),
    });
  });

  it("shows the question's tokens in the usage summary the chat's token meter starts from", async () => {
    const usage = async () => ZUsageSummary.parse((await t.app.inject({ method: 'GET', url: '/api/usage/summary', headers: user.headers })).json());
    const before = await usage();
    const body = (await ask(t, user, { query: 'What is the parking requirement for visitors?', language: 'en' })).json() as TQueryResponse;
    const after = await usage();
    expect(after.subscription.tokens_used_from_quota).toBe(before.subscription.tokens_used_from_quota + body.metrics.tokens);
    const queries = (s: TUsageSummary) => s.summary.by_operation_type.find((o) => o.operation_type === 'regulation_query');
    expect(queries(after)?.operation_count).toBe(queries(before)!.operation_count + 1);
  });
});

describe('conversations of questions', () => {
  it('starts a conversation titled by the first question when none is given, in the question language', async () => {
    const question = 'What is the maximum FSI in the Transit Oriented Zone along BRTS and metro corridors in Ahmedabad?';
    const body = (await ask(t, user, { query: `  ${question}  `, language: 'en' })).json() as TQueryResponse;
    const [conversation] = await t.database.db.select().from(regagentConversations).where(eq(regagentConversations.id, body.conversation_id));
    expect(conversation!.title!.length).toBeLessThanOrEqual(60);
    expect(question.startsWith(conversation!.title!.replace(/…$/, ''))).toBe(true);
    expect(conversation!.language).toBe('en');
    expect((await storedQuery(body.query_id)).query).toBe(question);
  });

  it('adopts a given conversation: the title stays the first question and the language becomes the last used', async () => {
    const first = (await ask(t, user, { query: 'What is ODPS?', language: 'en' })).json() as TQueryResponse;
    const second = await ask(t, user, { query: ACCEPTANCE_HI, language: 'hi', conversation_id: first.conversation_id });
    expect(second.statusCode).toBe(200);
    expect((second.json() as TQueryResponse).conversation_id).toBe(first.conversation_id);
    const [conversation] = await t.database.db.select().from(regagentConversations).where(eq(regagentConversations.id, first.conversation_id));
    expect(conversation).toMatchObject({ title: 'What is ODPS?', language: 'hi' });
  });

  it("answers 404 for someone else's conversation and debits nothing", async () => {
    const other = await chatUser(t);
    const theirs = (await ask(t, other, { query: 'What is ODPS?', language: 'en' })).json() as TQueryResponse;
    const before = await balanceOf(t, user.userId);
    const res = await ask(t, user, { query: 'What is ODPS?', language: 'en', conversation_id: theirs.conversation_id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Conversation not found' });
    expect(await balanceOf(t, user.userId)).toBe(before);
  });
});

describe('refused questions', () => {
  it('rejects an empty, a whitespace-only and a 1001-character message, and an unknown language', async () => {
    const empty = await ask(t, user, { query: '   ', language: 'en' });
    expect(empty.statusCode).toBe(400);
    const long = await ask(t, user, { query: 'a'.repeat(1001), language: 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: QUERY_TOO_LONG_MESSAGE });
    expect(QUERY_TOO_LONG_MESSAGE).toBe('Message too long. Please keep it under 1000 characters.');
    const french = await ask(t, user, { query: 'FSI à Surat ?', language: 'fr' });
    expect(french.statusCode).toBe(400);
    const unauthenticated = await t.app.inject({ method: 'POST', url: '/api/regagent/query', payload: { query: 'FSI?' } });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('answers 402 with what is required and available when the tokens run short, and stores nothing', async () => {
    const poor = await chatUser(t);
    await drainTokens(t, poor.userId, 5);
    const res = await ask(t, poor, { query: ACCEPTANCE, language: 'en' });
    expect(res.statusCode).toBe(402);
    const body = res.json() as { message: string; detail: { required: number; available: number } };
    expect(body.message).toBe('Insufficient tokens');
    expect(body.detail.available).toBe(5);
    expect(body.detail.required).toBeGreaterThan(5);
    expect(await t.database.db.select().from(regagentQueries).where(eq(regagentQueries.userId, poor.userId))).toEqual([]);
    expect(await t.database.db.select().from(regagentConversations).where(eq(regagentConversations.userId, poor.userId))).toEqual([]);
  });

  it('gives no free answers: a balance between the question cost and the full cost gets 402 every time, charged nothing', async () => {
    const poor = await chatUser(t);
    const probe = (await ask(t, poor, { query: ACCEPTANCE, language: 'en' })).json() as TQueryResponse;
    await drainTokens(t, poor.userId, probe.metrics.input_tokens + 1);
    const stream = () =>
      t.app.inject({ method: 'POST', url: '/api/regagent/query/stream', headers: poor.headers, payload: { query: ACCEPTANCE, language: 'en' } });
    for (let i = 0; i < 10; i++) {
      expect((await ask(t, poor, { query: ACCEPTANCE, language: 'en' })).statusCode).toBe(402);
      const streamed = await stream();
      expect(streamed.statusCode).toBe(402);
      expect(streamed.body).not.toContain('delta');
    }
    expect(await balanceOf(t, poor.userId)).toBe(probe.metrics.input_tokens + 1);
    expect(await t.database.db.select().from(regagentQueries).where(eq(regagentQueries.userId, poor.userId))).toHaveLength(1);
  });
});

async function storedQuery(id: string) {
  const [row] = await t.database.db.select().from(regagentQueries).where(eq(regagentQueries.id, id));
  if (!row) throw new Error(`query ${id} not stored`);
  return row;
}
