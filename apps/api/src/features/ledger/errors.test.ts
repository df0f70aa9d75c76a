import { ZInsufficientTokensBody } from '@app/sdk/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { createLedger } from './service.js';
import { insertUser } from './test-support.js';

describe('insufficient tokens over HTTP', () => {
  let database: Database;
  let app: FastifyInstance;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = manualClock();
    app = await createApp({ config: testConfig(), database, clock });
    // A route as a metered feature would write it: the real app's error handling answers.
    const ledger = createLedger(database.db, clock);
    app.post<{ Body: { tokens: number } }>('/api/probe/spend', async (request) =>
      ledger.debit({
        userId,
        tokens: request.body.tokens,
        operationType: 'regulation_query',
        description: 'probe',
      }),
    );
    await app.ready();
    userId = await insertUser(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a debit the account cannot pay for with 402 and the insufficient-tokens body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/spend', payload: { tokens: 10_001 } });
    expect(res.statusCode).toBe(402);
    const body = ZInsufficientTokensBody.parse(res.json());
    expect(body).toEqual({
      message: 'Insufficient tokens',
      code: 'insufficient_tokens',
      detail: { required: 10_001, available: 10_000 },
      request_id: res.headers['x-request-id'],
    });
  });
});
