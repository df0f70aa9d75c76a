import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { fastifyHandled } from '../../../test/fastify-handled.js';
import { READ_SUMMARY_MESSAGE } from '../../lib/request-log.js';

type LogLine = Record<string, unknown> & { msg?: string };

/** An app logging at info into `lines` (the lane stands aside while debug lines are written). */
async function listeningApp(setup?: (app: TestApp['app']) => void) {
  const lines: LogLine[] = [];
  const t = await createTestApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } }, setup });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { t, lines, base };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The headers to compare: without the per-answer ones, the connection's own (inject has none) and
 * the length (the uptime in the body can gain a digit between two answers; checked on its own).
 */
function comparable(headers: Record<string, string | string[] | number | undefined>) {
  const { 'x-request-id': _id, date: _date, connection: _connection, 'keep-alive': _keepAlive, 'content-length': _length, ...rest } = headers;
  return Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)]));
}

const withoutUptime = ({ uptime_s: _uptime, ...rest }: Record<string, unknown>) => rest;

describe('/api/health on the ready lane', () => {
  let t: TestApp;
  let lines: LogLine[];
  let base: string;
  let handled: ReturnType<typeof fastifyHandled>;
  beforeAll(async () => {
    ({ t, lines, base } = await listeningApp());
    handled = fastifyHandled();
  });
  afterAll(async () => {
    handled.stop();
    await t.close();
  });

  /** A health request right after a probe (through Fastify), so the lane has a fresh answer. */
  async function fetchReady(path = '/api/health', init?: RequestInit) {
    const viaFastify = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(viaFastify.statusCode).toBe(200);
    handled.seen.length = 0;
    return { viaFastify, res: await fetch(`${base}${path}`, init) };
  }

  it('answers with the status, headers and body Fastify sends for the route, without Fastify', async () => {
    const { viaFastify, res } = await fetchReady();
    expect(handled.seen).toEqual([]);
    expect(res.status).toBe(viaFastify.statusCode);
    expect(comparable(Object.fromEntries(res.headers))).toEqual(comparable(viaFastify.headers));
    expect(Object.keys(comparable(viaFastify.headers))).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'vary', 'content-type']),
    );
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(withoutUptime(JSON.parse(text) as Record<string, unknown>)).toEqual(withoutUptime(viaFastify.json()));
    // The same id sequence as Fastify's requests: same process prefix.
    const prefixOf = (id: string | null | undefined) => /^([0-9a-f]{8})-[0-9a-z]{6}$/.exec(id ?? '')?.[1];
    expect(prefixOf(res.headers.get('x-request-id'))).toBe(prefixOf(String(viaFastify.headers['x-request-id'])));
  });

  it("echoes a caller's x-request-id", async () => {
    const { res } = await fetchReady('/api/health', { headers: { 'x-request-id': 'monitor-check-0001' } });
    expect(handled.seen).toEqual([]);
    expect(res.headers.get('x-request-id')).toBe('monitor-check-0001');
  });

  it('leaves a request with an Origin header to Fastify, which adds the CORS headers', async () => {
    const { res } = await fetchReady('/api/health', { headers: { origin: 'http://localhost:3000' } });
    expect(handled.seen).toEqual(['GET /api/health']);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('leaves a URL with a query string to Fastify', async () => {
    const { res } = await fetchReady('/api/health?from=monitor');
    expect(handled.seen).toEqual(['GET /api/health?from=monitor']);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('leaves HEAD to Fastify', async () => {
    const { res } = await fetchReady('/api/health', { method: 'HEAD' });
    expect(handled.seen).toEqual(['HEAD /api/health']);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('leaves every request to Fastify while the logger writes debug lines, so each read keeps its line', async () => {
    t.app.log.level = 'debug';
    try {
      const { res } = await fetchReady();
      expect(handled.seen).toEqual(['GET /api/health']);
      expect(res.status).toBe(200);
      const id = res.headers.get('x-request-id');
      expect(lines.some((line) => line.msg === 'request completed' && line.reqId === id)).toBe(true);
    } finally {
      t.app.log.level = 'info';
    }
  });

  // Last: the probe's down result stays fresh for a second afterwards.
  it('leaves the route to Fastify once the probe is not fresh, which pings and answers 503 when the database is down', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      await fetchReady();
      await sleep(1100);
      handled.seen.length = 0;
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ detail: { database: 'down' } });
      // A fresh result that is down: still Fastify's 503, never the lane.
      const again = await fetch(`${base}/api/health`);
      expect(again.status).toBe(503);
      expect(handled.seen).toEqual(['GET /api/health', 'GET /api/health']);
    } finally {
      t.database.ping = ping;
    }
  });
});

describe('the ready lane while the app closes', () => {
  it('counts its answers in the read summary, and leaves requests to Fastify (503) once closing starts', async () => {
    let entered!: () => void;
    const closing = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { t, lines, base } = await listeningApp((app) => {
      app.addHook('preClose', async () => {
        entered();
        await released;
      });
    });
    const handled = fastifyHandled();
    let closed: Promise<void> | undefined;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect(handled.seen).toEqual(['GET /api/health']);
      closed = t.app.close();
      await closing;
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ message: 'Service Unavailable' });
    } finally {
      handled.stop();
      release();
      await (closed ?? t.app.close());
      await t.database.close();
    }
    const summary = lines.find((line) => line.msg === READ_SUMMARY_MESSAGE);
    expect(summary?.reads).toEqual({ '/api/health': 4 });
  });
});
