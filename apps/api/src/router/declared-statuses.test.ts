import type { ZRoute } from '@app/sdk/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guardDeclaredStatuses, serveRoute } from './serve-api.js';

/** A raw route (it writes its own answer) declaring only 200, whose handler answers 418. */
const teapot: ZRoute = { method: 'GET', path: '/teapot', summary: 'Test', kind: 'raw', responses: { 200: z.object({ ok: z.boolean() }) } };

async function serverWithGuard(strict: boolean) {
  const lines: { level: number; msg: string; route?: string }[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  guardDeclaredStatuses(app, strict);
  serveRoute(app, 'test', 'teapot', teapot, async ({ reply }) => reply.code(418).type('text/plain').send('teapot'));
  await app.ready();
  const res = await app.inject({ url: '/teapot' });
  await app.close();
  return { res, errors: lines.filter((line) => line.level >= 50) };
}

describe('undeclared statuses', () => {
  it('become a 500 naming the status in tests (strict)', async () => {
    const { res, errors } = await serverWithGuard(true);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error', message: 'GET /teapot answered 418, which its contract does not declare' });
    expect(errors.map((e) => e.route)).toEqual(['test.teapot']);
  });

  it('are logged, the answer unchanged, in production', async () => {
    const { res, errors } = await serverWithGuard(false);
    expect(res.statusCode).toBe(418);
    expect(errors.map((e) => [e.route, e.msg])).toEqual([['test.teapot', 'GET /teapot answered 418, which its contract does not declare']]);
  });
});
