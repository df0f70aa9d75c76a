import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database as up on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown path with the error body and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.message).toBe('Not found');
    expect(body.request_id).toBe(res.headers['x-request-id']);
  });

  it('serves an OpenAPI 3.1 document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/health'].get.responses['200']).toBeDefined();
  });

  it('serves interactive docs at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });

  it('publishes neither the docs nor the OpenAPI document when API docs are off (production default)', async () => {
    const off = await createTestApp({ config: { apiDocs: false } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
