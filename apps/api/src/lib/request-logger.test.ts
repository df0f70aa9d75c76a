import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, requestIds } from './request-logger.js';

const raw = (headers: Record<string, string> = {}) => ({ headers }) as never;

describe('request ids', () => {
  it('numbers requests under a random boot prefix, distinct between processes', () => {
    const next = requestIds();
    const [first, second] = [next(raw()), next(raw())];
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-z]{6}$/);
    expect(second).not.toBe(first);
    expect(second.slice(0, 9)).toBe(first.slice(0, 9));
    expect(requestIds()(raw()).slice(0, 9)).not.toBe(first.slice(0, 9));
  });

  it("keeps a caller's plain id and replaces anything else", () => {
    const next = requestIds();
    expect(next(raw({ 'x-request-id': 'upstream-1234' }))).toBe('upstream-1234');
    expect(next(raw({ 'x-request-id': 'short' }))).not.toBe('short');
    expect(next(raw({ 'x-request-id': 'bad id with spaces' }))).not.toBe('bad id with spaces');
  });
});

describe('lazy request logger', () => {
  async function appWithLines(level: string) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, next) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        next();
      },
    });
    let children = 0;
    const app = Fastify({
      logger: { level, stream },
      logController: new LogController({ disableRequestLogging: true }),
      genReqId: () => 'req-00000001', childLoggerFactory: lazyChildLogger });
    app.get('/quiet', async (request) => (request.log.debug('not written'), 'ok'));
    app.get('/loud', async (request) => (request.log.warn({ detail: 1 }, 'written'), 'ok'));
    await app.ready();
    const child = app.log.child.bind(app.log);
    app.log.child = (...args) => (children++, child(...args));
    return { app, lines, children: () => children };
  }

  it('writes enabled lines with the request id bound, and makes no child for disabled ones', async () => {
    const { app, lines, children } = await appWithLines('info');
    await app.inject({ url: '/quiet' });
    expect(children()).toBe(0);
    await app.inject({ url: '/loud' });
    expect(children()).toBe(1);
    expect(lines.filter((l) => l.msg === 'written')).toEqual([expect.objectContaining({ reqId: 'req-00000001', detail: 1, level: 40 })]);
    expect(lines.some((l) => l.msg === 'not written')).toBe(false);
    await app.close();
  });
});
