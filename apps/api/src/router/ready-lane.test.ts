import type { Server } from 'node:http';
import { systemContract, type ZRoute } from '@app/sdk/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestIds } from '../lib/request-logger.js';
import { createReadyLane, laneServerFactory } from './ready-lane.js';
import { contractSerializerCompiler } from './serializer.js';
import type { RouteImpl } from './types.js';

const health = systemContract.health as ZRoute;
const ready: RouteImpl<ZRoute> = { handler: () => ({}), smallAnswer: true, readyAnswer: () => undefined };

async function laneForTest() {
  const app = Fastify();
  return createReadyLane(app, {
    genReqId: requestIds(),
    headersFor: () => ({}),
    serializerCompiler: await contractSerializerCompiler({ check: true }),
    countRead: () => undefined,
  });
}

describe('ready answers', () => {
  it('are accepted on a public GET route without input whose answer is always small', async () => {
    const lane = await laneForTest();
    expect(() => lane.add('/api/health', health, ready)).not.toThrow();
  });

  it('are refused at registration on routes the lane could not answer as Fastify does', async () => {
    const lane = await laneForTest();
    const refused: [string, ZRoute, RouteImpl<ZRoute>][] = [
      ['not a GET', { ...health, method: 'POST' }, ready],
      ['an event stream', { ...health, kind: 'sse' }, ready],
      ['signed-in users only', { ...health, auth: true }, ready],
      ['a query', { ...health, query: z.object({ q: z.string() }) }, ready],
      ['a body', { ...health, body: z.object({ q: z.string() }) }, ready],
      ['params', { ...health, path: '/things/:id', params: z.object({ id: z.string() }) }, ready],
      ['a rate limit', health, { ...ready, rateLimit: { bucket: 'b', max: 1, windowMs: 1000, message: 'slow down' } }],
      ['an authorisation check', health, { ...ready, authorize: () => undefined }],
      ['a 201 answer', { ...health, responses: { 201: z.object({}) } }, ready],
      ['an answer that may need compression', health, { ...ready, smallAnswer: undefined }],
    ];
    for (const [what, route, impl] of refused) {
      expect(() => lane.add(`/api${route.path}`, route, impl), what).toThrow(/cannot have a ready answer/);
    }
  });
});

describe('the lane server', () => {
  it('is the server Fastify makes itself, with the same timeouts and limits', async () => {
    const options = {
      requestTimeout: 400,
      http: { requestTimeout: 400, connectionsCheckingInterval: 200 },
      maxRequestsPerSocket: 50,
    };
    const own = Fastify(options);
    const laned = Fastify({ ...options, serverFactory: laneServerFactory(() => false) });
    const settings = (server: Server) => ({
      requestTimeout: server.requestTimeout,
      headersTimeout: server.headersTimeout,
      keepAliveTimeout: server.keepAliveTimeout,
      timeout: server.timeout,
      maxRequestsPerSocket: server.maxRequestsPerSocket,
      connectionsCheckingInterval: (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval,
    });
    expect(settings(laned.server)).toEqual(settings(own.server));
    expect(settings(laned.server)).toMatchObject({ requestTimeout: 400, keepAliveTimeout: 72_000, connectionsCheckingInterval: 200 });
    await Promise.all([own.close(), laned.close()]);
  });

  it('hands every request the lane does not answer to Fastify', async () => {
    const app = Fastify({ serverFactory: laneServerFactory((req, res) => req.url === '/laned' && (res.end('lane'), true)) });
    app.get('/laned', async () => 'fastify');
    app.get('/other', async () => 'fastify');
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      expect(await (await fetch(`${base}/laned`)).text()).toBe('lane');
      expect(await (await fetch(`${base}/other`)).text()).toBe('fastify');
    } finally {
      await app.close();
    }
  });
});
