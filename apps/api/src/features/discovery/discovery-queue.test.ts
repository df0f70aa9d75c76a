import { sql } from 'drizzle-orm';
import { ZSearchSessionStatusResponse } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { bearer, signUp } from '../auth/test-support.js';
import { RUN_STALE_MS } from '../sourcing/index.js';
import { insertProject } from '../sourcing/test-support.js';
import { DISCOVERY_JOB } from './session-lifecycle.js';
import { SESSION_INTERRUPTED_MESSAGE } from './session-sweep.js';
import { createDiscoveryApp, insertDirectoryVendor, sessionEvents, testPlaces } from './test-support.js';

/** Discovery sessions share the fair line of extraction runs (jobs/fair-queue.ts); one app is one worker. */
describe('the fair line of discovery sessions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const body = { categories: [{ category: 'Sand', material_ids: [] }], project_lat: 21.15, project_lng: 79.09, city: 'Nagpur' };
  const discover = async (t: TestApp, user: { access_token: string; user: { id: string } }) => {
    const projectId = await insertProject(database.db, user.user.id, { name: 'Queued' });
    const res = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${projectId}/discover-vendors`, headers: bearer(user.access_token), payload: body });
    expect(res.statusCode).toBe(202);
    return res.json<{ session_id: number }>().session_id;
  };
  const status = async (t: TestApp, token: string, sessionId: number) =>
    ZSearchSessionStatusResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/sourcing/vendor-search-sessions/${sessionId}/status`, headers: bearer(token) })).json(),
    );

  it('keeps three sessions started together: the waiting ones show their place, survive the sweep and complete', async () => {
    const clock = manualClock();
    const places = testPlaces(() => []);
    const first = await createDiscoveryApp({ database, clock, places: places.provider });
    onTestFinished(() => first.close());
    await insertDirectoryVendor(database.db, { latitude: 21.15, longitude: 79.09, categories: ['Sand'] });
    const users = [await signUp(first), await signUp(first), await signUp(first)];
    const go = places.hold();
    const [s1, s2, s3] = [await discover(first, users[0]!), await discover(first, users[1]!), await discover(first, users[2]!)] as const;
    await expect.poll(async () => (await status(first, users[0]!.access_token, s1)).status).toBe('discovering');
    await expect.poll(async () => (await status(first, users[2]!.access_token, s3)).queue_position).toBe(2);
    expect(await status(first, users[1]!.access_token, s2)).toMatchObject({ status: 'pending', queue_position: 1 });

    // The process stops mid-session; the others have waited longer than a heartbeat may be stale,
    // and the jobs that would wake a worker for them are gone.
    await first.close();
    go();
    await database.db.execute(sql`delete from pgboss.job where name = ${DISCOVERY_JOB}`);
    clock.advance(RUN_STALE_MS + 1_000);
    const second = await createDiscoveryApp({ database, clock });
    onTestFinished(() => second.close());

    const failed = await sessionEvents(second, users[0]!.access_token, s1);
    expect(failed.at(-1)?.event).toMatchObject({ type: 'session_failed', error: SESSION_INTERRUPTED_MESSAGE });
    for (const [i, id] of [s2, s3].entries()) {
      const events = await sessionEvents(second, users[i + 1]!.access_token, id);
      expect(events.map((e) => e.event.type)).toContain('queue_position');
      expect(events.at(-1)?.event).toMatchObject({ type: 'session_completed', total_vendors_found: 1 });
      expect(await status(second, users[i + 1]!.access_token, id)).toMatchObject({ status: 'completed', queue_position: null });
    }
  });
});
