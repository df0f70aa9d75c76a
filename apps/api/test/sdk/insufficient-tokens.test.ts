import { ApiError, defineRoutes, type TInsufficientTokensBody } from '@app/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLedger } from '../../src/features/ledger/index.js';
import { serveRoute } from '../../src/router/index.js';
import { type SdkServer, signUp, startSdkServer } from './server.js';

/** A test-only route that spends tokens through the real ledger, as metered features do. */
const testContract = defineRoutes({
  spend: {
    method: 'POST',
    path: '/test/spend',
    summary: 'Spend tokens (test only)',
    auth: true,
    body: z.object({ tokens: z.number().int().positive() }),
    responses: { 200: z.object({ spent: z.number() }) },
  },
});

describe('SDK and HTTP 402 from the real ledger', () => {
  let server: SdkServer;
  beforeAll(async () => {
    server = await startSdkServer(async (app, database) => {
      // The real ledger on the app's database (the app's own instance is not reachable from here;
      // a wall clock is fine for a fresh account's quota).
      const ledger = createLedger(database.db, { now: () => new Date() });
      await app.register(
        async (api) => {
          serveRoute(api, 'test', 'spend', testContract.spend, async ({ body, user }) => {
            await ledger.debit({ userId: user.id, tokens: body.tokens, operationType: 'regulation_query', description: 'SDK test' });
            return { spent: body.tokens };
          });
        },
        { prefix: '/api' },
      );
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('emits insufficient-tokens with what is required and available, and rejects the call', async () => {
    const client = server.client();
    await signUp(server, client);
    const seen: TInsufficientTokensBody[] = [];
    client.on('insufficient-tokens', (body) => seen.push(body));

    await expect(client.call(testContract.spend, { body: { tokens: 4000 } })).resolves.toEqual({ spent: 4000 });
    const error = (await client.call(testContract.spend, { body: { tokens: 20_000 } }).catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(402);
    expect(error.message).toBe('Insufficient tokens');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ message: 'Insufficient tokens', detail: { required: 20_000, available: 6000 } });
    expect(seen[0]?.request_id).toBe(error.request_id);
  });
});
