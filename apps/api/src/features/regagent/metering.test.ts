import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { tokenLedger, tokenReservations } from '../../db/schema/ledger.js';
import { regagentQueries } from '../../db/schema/regagent.js';
import { createLlmEngine } from '../answers/index.js';
import { createLedger, RESERVATION_TTL_MS } from '../ledger/index.js';
import { ask, balanceOf, chatUser, createCorpusApp, type ChatUser } from './test-support.js';

const QUESTION = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';

let t: TestApp;
beforeAll(async () => {
  t = await createCorpusApp();
}, 120_000);
afterAll(() => t.close());

const openHolds = async (userId: string) =>
  (await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, userId))).filter((r) => !r.closedAt);

describe('metering a streamed answer', () => {
  it('charges a client that disconnects mid-stream for what it was sent, and stores that part marked incomplete', async () => {
    // A model that sends one piece, then takes its time: the client leaves after the first piece.
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          initialDelayInMs: 0,
          chunkDelayInMs: 300,
          chunks: [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'The base FSI in R1 is 1.8 [1]. ' },
            ...Array.from({ length: 50 }, () => ({ type: 'text-delta' as const, id: 't', delta: 'More conditions follow. ' })),
            { type: 'text-end', id: 't' },
          ],
        }),
      }),
    });
    const app = await createApp({ config: testConfig(), database: t.database, clock: t.clock, answerEngine: createLlmEngine({ model }) });
    // Port 0: a free port, so parallel test projects never collide.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const user: ChatUser = await chatUser(t);
    const before = await balanceOf(t, user.userId);
    try {
      const { port } = app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/regagent/query/stream', headers: { ...user.headers, 'content-type': 'application/json' } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => {
              body += chunk.toString();
              if (body.includes('"type":"delta"')) {
                req.destroy();
                resolve();
              }
            });
            res.on('end', () => reject(new Error(`stream ended before the client left: ${body}`)));
          },
        );
        req.on('error', () => undefined);
        req.end(JSON.stringify({ query: QUESTION, language: 'en' }));
      });
      // The server notices the disconnect and settles; wait for the stored partial answer.
      let rows: (typeof regagentQueries.$inferSelect)[] = [];
      for (let i = 0; i < 200 && rows.length === 0; i++) {
        rows = await t.database.db.select().from(regagentQueries).where(eq(regagentQueries.userId, user.userId));
        if (rows.length === 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row!.answer.startsWith('The base FSI in R1 is 1.8')).toBe(true);
      expect(row!.answer).not.toContain('More conditions follow. '.repeat(50));
      expect(row!.metrics).toMatchObject({ incomplete: true });
      // The model's [1] (passage 1) is renumbered to the one cited source, as for a full answer.
      expect(row!.sources).toHaveLength(1);
      expect(row!.tokens).toBeGreaterThan(row!.metrics.input_tokens);
      expect(await balanceOf(t, user.userId)).toBe(before - row!.tokens);
      const debits = await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.userId));
      expect(debits).toHaveLength(1);
      expect(debits[0]).toMatchObject({ id: row!.ledgerEntryId, tokens: row!.tokens });
      expect(await openHolds(user.userId)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('charge and answer commit together', () => {
  it('leaves no charge and no hold when storing the answer fails after the settle', async () => {
    const user = await chatUser(t);
    const before = await balanceOf(t, user.userId);
    // Injected failure: the answer insert raises inside the transaction that already settled.
    await t.database.db.execute(sql`create or replace function fail_answer_insert() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.database.db.execute(
      sql`create trigger fail_answer_insert before insert on regagent_queries for each row execute function fail_answer_insert()`,
    );
    try {
      const res = await ask(t, user, { query: QUESTION, language: 'en' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_answer_insert on regagent_queries`);
    }
    expect(await balanceOf(t, user.userId)).toBe(before);
    expect(await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.userId))).toEqual([]);
    expect(await openHolds(user.userId)).toEqual([]);
    const [hold] = await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, user.userId));
    expect(hold).toMatchObject({ outcome: 'released' });
    // And the next question is answered and charged normally.
    expect((await ask(t, user, { query: QUESTION, language: 'en' })).statusCode).toBe(200);
    expect(await balanceOf(t, user.userId)).toBeLessThan(before);
  });
});

describe('a crash before settlement', () => {
  it('releases the holds a crashed process left open when the server starts again', async () => {
    const user = await chatUser(t);
    const ledger = createLedger(t.database.db, t.clock);
    await ledger.reserve({ userId: user.userId, maxTokens: 6_000, operationType: 'regulation_query', description: QUESTION });
    expect(await balanceOf(t, user.userId)).toBe(4_000);
    t.clock.advance(RESERVATION_TTL_MS + 1);
    const restarted = await createApp({ config: testConfig(), database: t.database, clock: t.clock });
    await restarted.ready();
    await restarted.close();
    expect(await balanceOf(t, user.userId)).toBe(10_000);
    expect(await openHolds(user.userId)).toEqual([]);
  });
});

describe('resuming an answer stream', () => {
  /** `[id, event]` of every frame of an SSE body. */
  const frames = (body: string) =>
    body
      .split('\n\n')
      .filter((frame) => frame.includes('data: '))
      .map((frame) => {
        const id = /^id: (\d+)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '{}';
        return [Number(id), JSON.parse(data) as { type: string; text?: string; answer?: string }] as const;
      });

  it('gives every event an id and resumes after Last-Event-ID with the same answer, charging nothing again', async () => {
    const user = await chatUser(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/regagent/query/stream',
      headers: user.headers,
      payload: { query: QUESTION, language: 'en' },
    });
    const events = frames(first.body);
    expect(events.map(([id]) => id)).toEqual(events.map((_, i) => i + 1));
    const done = events.at(-1)![1];
    expect(done.type).toBe('done');
    const queryId = (events[0]![1] as unknown as { query_id: string }).query_id;
    const afterFirstAnswer = await balanceOf(t, user.userId);

    // The connection "dropped" after the fourth event: resume from there.
    const resumed = await t.app.inject({
      method: 'GET',
      url: `/api/regagent/queries/${queryId}/stream`,
      headers: { ...user.headers, 'last-event-id': '4' },
    });
    expect(resumed.statusCode).toBe(200);
    const rest = frames(resumed.body);
    expect(rest.map(([id]) => id)).toEqual(events.slice(4).map(([id]) => id));
    const text = [...events.slice(0, 4), ...rest].flatMap(([, e]) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toBe(done.answer);
    expect(rest.at(-1)![1]).toEqual(done);
    expect(await balanceOf(t, user.userId)).toBe(afterFirstAnswer);
    expect(await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.userId))).toHaveLength(1);

    // The SDK's stream helper sends the token as `?token=` and the id as Last-Event-ID.
    const viaQuery = await t.app.inject({
      method: 'GET',
      url: `/api/regagent/queries/${queryId}/stream?token=${user.token}`,
      headers: { 'last-event-id': String(events.length - 1) },
    });
    expect(frames(viaQuery.body)).toEqual([events.at(-1)]);

    const other = await chatUser(t);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/regagent/queries/${queryId}/stream`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
  });
});
