import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { fastifyHandled } from '../../../test/fastify-handled.js';

/** The hooks Fastify runs for one route, by hook name, as `printRoutes` lists them. */
function hooksOf(app: TestApp['app'], method: string, url: string): Record<string, string[]> {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const start = lines.findIndex((line) => line.endsWith(` ${url} (${method})`));
  const hooks: Record<string, string[]> = {};
  for (const line of lines.slice(start + 1)) {
    const match = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (!match?.[1] || !match[2]) break;
    hooks[match[1]] = (JSON.parse(match[2]) as string[]).map((name) => name.replace(/\(\)$/, ''));
  }
  return hooks;
}

// Every hook is a step on every request: these routes are polled (health) or called on every
// page (auth/me), so each hook they run must be one they need.
describe('the request path of the hot routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Logging at info, as in production: the ready lane stands aside while debug lines are written.
    t = await createTestApp({ logger: { level: 'info', stream: { write: () => undefined } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs only the hooks /api/health needs: no compression, no input check', () => {
    // Tests check declared statuses before sending (a wrong one becomes a 500).
    expect(hooksOf(t.app, 'GET', '/api/health')).toEqual({
      onRequest: ['setResponseHeaders'],
      onSend: ['checkDeclaredStatus'],
      onResponse: ['logRequest'],
    });
  });

  it('serves a polled /api/health on the ready lane, before any of those hooks or the handler', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The probe's result is fresh after a check through Fastify: from then on the lane answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const handled = fastifyHandled();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      expect(handled.seen).toEqual([]);
    } finally {
      handled.stop();
    }
  });

  it('checks declared statuses after the answer in production, with no onSend hook at all', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      expect(hooksOf(production.app, 'GET', '/api/health')).toEqual({
        onRequest: ['setResponseHeaders'],
        onResponse: ['logRequest', 'checkDeclaredStatus'],
      });
    } finally {
      await production.close();
    }
  });

  it('checks input for control characters only on routes that take input', () => {
    expect(hooksOf(t.app, 'GET', '/api/auth/me').preValidation).toBeUndefined();
    expect(hooksOf(t.app, 'POST', '/api/auth/login').preValidation).toEqual(['controlCharacterCheck']);
    expect(hooksOf(t.app, 'GET', '/api/location/autocomplete').preValidation).toEqual(['controlCharacterCheck']);
  });

  it('keeps the health answer far under the compression threshold', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(256);
  });
});
