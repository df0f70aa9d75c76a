import { QUERY_RATE_LIMITED_MESSAGE } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { ask, balanceOf, chatUser, createCorpusApp, topUp } from './test-support.js';

const BUDGET = 3;

describe('question rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCorpusApp({ questionsPerMinute: BUDGET });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses questions beyond the per-user budget with 429, Retry-After and the chat text, charging nothing', async () => {
    const user = await chatUser(t);
    await topUp(t, user.userId);
    const question = { query: 'What is the permissible FSI in a residential zone?' };
    // Plain and streamed questions share the budget.
    const streamed = await t.app.inject({ method: 'POST', url: '/api/regagent/query/stream', headers: user.headers, payload: question });
    expect(streamed.statusCode).toBe(200);
    for (let i = 1; i < BUDGET; i++) expect((await ask(t, user, question)).statusCode).toBe(200);
    const before = await balanceOf(t, user.userId);

    const refused = await ask(t, user, question);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: QUERY_RATE_LIMITED_MESSAGE, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await balanceOf(t, user.userId)).toBe(before);

    // Another user's budget is their own.
    expect((await ask(t, await chatUser(t), question)).statusCode).toBe(200);
  });
});
