import type { AddressInfo } from 'node:net';
import { ZProject } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { bearer, signUp } from '../auth/test-support.js';
import { balanceOf } from '../regagent/test-support.js';
import { RUN_INTERRUPTED_MESSAGE, RUN_STALE_MS } from './run-sweep.js';
import { createSourcingApp, multipartForm, sseEvents, testExtractor } from './test-support.js';

/** Reads an SSE response over real HTTP until `enough` says stop, then drops the connection. */
async function readUntil(url: string, headers: Record<string, string>, enough: (events: ReturnType<typeof sseEvents>) => boolean) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    // Only whole frames count.
    const events = sseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));
    if (enough(events)) {
      controller.abort();
      return events;
    }
  }
  return sseEvents(text);
}

/**
 * A second connection to the same database, as another API process would open it: its own pool
 * and LISTEN connections on Postgres; on PGlite (one process by nature) the same instance.
 */
async function secondConnection(database: Database): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !url) return database;
  const rows = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  const target = new URL(url);
  target.pathname = `/${rows.rows[0]?.name ?? ''}`;
  return openDatabase({ databaseUrl: target.toString() });
}

describe('extraction runs across restarts and processes', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** An app that stops when its test ends: a worker left running would take the next test's jobs. */
  const start = async (options: Parameters<typeof createSourcingApp>[0] = {}) => {
    const t = await createSourcingApp({ database, ...options });
    onTestFinished(() => t.close());
    return t;
  };
  const createProject = async (t: TestApp, token: string, description: string) => {
    const form = multipartForm({ location: 'Vesu, Surat', project_description: description });
    const res = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    return res.json<{ project_id: number }>().project_id;
  };

  it('ends a run interrupted by a restart as extraction_failed with a clear error, releasing its tokens', async () => {
    const controls = testExtractor();
    const clock = manualClock();
    const first = await start({ extractor: controls.extractor, clock });
    const session = await signUp(first);
    const balance = await balanceOf(first, session.user.id);
    controls.hold(1);
    const id = await createProject(first, session.access_token, 'Cement 10 bags\nSand 2 brass\nPaint 5 liters');
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (first.app.server.address() as AddressInfo).port;
    const seen = await readUntil(`http://127.0.0.1:${port}/api/sourcing/projects/${id}/extraction/stream?token=${session.access_token}`, {}, (events) =>
      events.some((e) => e.type === 'material_found'),
    );
    expect(seen.filter((e) => e.type === 'material_found')).toHaveLength(1);
    expect(await balanceOf(first, session.user.id)).toBeLessThan(balance);

    // The process stops mid-run; the next one starts after the run's heartbeat went stale.
    await first.close();
    clock.advance(RUN_STALE_MS + 1_000);
    const second = await start({ clock });
    const res = await second.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${session.access_token}` });
    const events = sseEvents(res.body);
    expect(events.at(-1)).toMatchObject({ type: 'extraction_failed', data: { error: RUN_INTERRUPTED_MESSAGE } });
    expect(events.filter((e) => e.type === 'extraction_started')).toHaveLength(1);
    const project = ZProject.parse(
      (await second.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}`, headers: bearer(session.access_token) })).json(),
    );
    expect(project.status).toBe('extraction_failed');
    expect(project.materials_count).toBe(0);
    expect(await balanceOf(second, session.user.id)).toBe(balance);
  });

  it('streams a run started through one API process through another, and a reconnect loses and repeats nothing', async () => {
    const controls = testExtractor();
    const one = await start({ extractor: controls.extractor });
    const otherDatabase = await secondConnection(database);
    // Registered before the app on it starts, so it closes after that app (finish hooks run last first).
    if (otherDatabase !== database) onTestFinished(() => otherDatabase.close());
    const other = await start({ extractor: controls.extractor, database: otherDatabase });
    const session = await signUp(one);
    const go = controls.hold(2);
    const id = await createProject(one, session.access_token, 'Cement 10 bags\nSand 2 brass\nPaint 5 liters\nTiles 40 sqft');
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/sourcing/projects/${id}/extraction/stream?token=${session.access_token}`;

    const before = await readUntil(url, {}, (events) => events.filter((e) => e.type === 'material_found').length === 2);
    const lastId = before.at(-1)?.id ?? 0;
    go();
    const after = await readUntil(url, { 'last-event-id': String(lastId) }, (events) => events.at(-1)?.type === 'extraction_completed');

    const full = sseEvents((await one.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${session.access_token}` })).body);
    expect([...before, ...after].map((e) => e.id)).toEqual(full.map((e) => e.id));
    expect(full.filter((e) => e.type === 'material_found').map((e) => (e.data.material as { name: string }).name)).toEqual([
      'Cement',
      'Sand',
      'Paint',
      'Tiles',
    ]);
  });
});
