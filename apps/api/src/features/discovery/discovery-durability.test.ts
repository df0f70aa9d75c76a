import { ZSearchSessionStatusResponse } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { bearer, signUp } from '../auth/test-support.js';
import { balanceOf } from '../regagent/test-support.js';
import { RUN_STALE_MS } from '../sourcing/index.js';
import { insertProject } from '../sourcing/test-support.js';
import { SESSION_INTERRUPTED_MESSAGE } from './session-sweep.js';
import { createDiscoveryApp, insertDirectoryVendor, sessionEvents, testPlaces } from './test-support.js';

describe('discovery sessions across restarts', () => {
  let database: Database;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('fails a session whose worker died once its heartbeat is stale, releasing its hold, and lets a new one start', async () => {
    const clock = manualClock();
    const places = testPlaces(() => []);
    const first = await createDiscoveryApp({ database, clock, places: places.provider });
    apps.push(first);
    const user = await signUp(first);
    const projectId = await insertProject(database.db, user.user.id, { name: 'Restarted' });
    await insertDirectoryVendor(database.db, { latitude: 21.15, longitude: 79.09, categories: ['Sand'] });
    const balance = await balanceOf(first, user.user.id);
    const go = places.hold();
    const body = { categories: [{ category: 'Sand', material_ids: [] }], project_lat: 21.15, project_lng: 79.09, city: 'Nagpur' };
    const res = await first.app.inject({
      method: 'POST',
      url: `/api/sourcing/projects/${projectId}/discover-vendors`,
      headers: bearer(user.access_token),
      payload: body,
    });
    expect(res.statusCode).toBe(202);
    const sessionId = res.json<{ session_id: number }>().session_id;
    await expect
      .poll(async () => (await first.app.inject({ method: 'GET', url: `/api/sourcing/vendor-search-sessions/${sessionId}/status`, headers: bearer(user.access_token) })).json().status)
      .toBe('discovering');
    expect(await balanceOf(first, user.user.id)).toBeLessThan(balance);

    // The process stops mid-session; the next one starts after the heartbeat went stale.
    await first.close();
    apps.pop();
    go();
    clock.advance(RUN_STALE_MS + 1_000);
    const second = await createDiscoveryApp({ database, clock });
    apps.push(second);
    const events = await sessionEvents(second, user.access_token, sessionId);
    expect(events.at(-1)?.event).toEqual(expect.objectContaining({ type: 'session_failed', error: SESSION_INTERRUPTED_MESSAGE }));
    const status = ZSearchSessionStatusResponse.parse(
      (await second.app.inject({ method: 'GET', url: `/api/sourcing/vendor-search-sessions/${sessionId}/status`, headers: bearer(user.access_token) })).json(),
    );
    expect(status).toMatchObject({ status: 'failed', error: SESSION_INTERRUPTED_MESSAGE });
    expect(await balanceOf(second, user.user.id)).toBe(balance);

    const again = await second.app.inject({
      method: 'POST',
      url: `/api/sourcing/projects/${projectId}/discover-vendors`,
      headers: bearer(user.access_token),
      payload: body,
    });
    expect(again.statusCode).toBe(202);
    const done = await sessionEvents(second, user.access_token, again.json<{ session_id: number }>().session_id);
    expect(done.at(-1)?.event).toMatchObject({ type: 'session_completed', total_vendors_found: 1 });
  });
});
