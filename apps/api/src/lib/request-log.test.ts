import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { READ_SUMMARY_MESSAGE } from './request-log.js';

interface LogLine {
  msg: string;
  reads?: Record<string, number>;
  level: number;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

function collect(lines: LogLine[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      next();
    },
  });
}

describe('request log', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const completed = () => lines.filter((l) => l.msg === 'request completed');
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream: collect(lines) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes no line for a successful read such as the health check', async () => {
    lines.length = 0;
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes one line, with the status and the request id, for a failed request and for a change', async () => {
    lines.length = 0;
    const missing = await t.app.inject({ url: '/api/auth/me' });
    const change = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.in' } });
    expect(completed().map((l) => [l.req?.method, l.req?.url, l.res?.statusCode, l.reqId])).toEqual([
      ['GET', '/api/auth/me', 401, missing.headers['x-request-id']],
      ['POST', '/api/auth/forgot-password', 200, change.headers['x-request-id']],
    ]);
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });

  it('writes a line for a request no route matched', async () => {
    lines.length = 0;
    expect((await t.app.inject({ url: '/api/no-such-route' })).statusCode).toBe(404);
    expect(completed().map((l) => [l.req?.url, l.res?.statusCode])).toEqual([['/api/no-such-route', 404]]);
  });

  it("hides a stream's access token in the logged address", async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/regagent/conversations?token=secret-value' });
    expect(JSON.stringify(completed())).not.toContain('secret-value');
    expect(completed()[0]?.req?.url).toBe('/api/regagent/conversations?token=[redacted]');
  });
});

describe('request log of a failed health check', () => {
  it('writes the 503 of a health check whose database is down', async () => {
    const lines: LogLine[] = [];
    const t = await createTestApp({ logger: { level: 'info', stream: collect(lines) } });
    try {
      await t.app.inject({ url: '/api/health' });
      vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
      t.database.ping = async () => false;
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(503);
    } finally {
      vi.useRealTimers();
      await t.close();
    }
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => [l.req?.url, l.res?.statusCode])).toEqual([['/api/health', 503]]);
  });
});

describe('request log summary', () => {
  const lines: LogLine[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream: collect(lines) } });
  });

  it('counts the successful reads it does not write, by route, in one line', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/auth/me' });
    // The counts are written once a minute and when the server closes.
    await t.close();
    expect(lines.filter((l) => l.msg === READ_SUMMARY_MESSAGE).map((l) => l.reads)).toEqual([{ '/api/health': 3 }]);
  });
});
