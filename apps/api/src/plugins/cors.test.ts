import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { INVALID_PREFLIGHT } from './cors.js';

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an allowed origin read answers with credentials and the exposed headers', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3000' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toBe('retry-after, x-request-id');
    expect(res.headers.vary).toContain('Origin');
  });

  it('names no foreign origin, and adds no CORS headers to a request without Origin', async () => {
    const foreign = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain.headers['access-control-allow-credentials']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin');
  });

  it('answers a preflight with 204, the methods and the requested headers; a bare OPTIONS with 400', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/refresh',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
    expect(preflight.headers['content-length']).toBe('0');
    for (const headers of [{ origin: 'http://localhost:3000' }, {}]) {
      const bare = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/refresh', headers });
      expect([bare.statusCode, bare.body]).toEqual([400, INVALID_PREFLIGHT]);
    }
  });
});
