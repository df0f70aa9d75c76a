import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TDiscoveryStreamEvent, ZDiscoveryStreamEvent } from '@app/sdk/contracts';
import type { TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { materials } from '../../db/schema/sourcing.js';
import { type NewVendor, type VendorRow, vendors } from '../../db/schema/vendors.js';
import { manualClock } from '../../lib/clock.js';
import { sseEvents } from '../sourcing/test-support.js';
import { createLocalStorage } from '../storage/index.js';
import type { PlacesProvider } from '../vendors/index.js';

/** The real app with the given places provider (none by default), on a fresh or shared database. */
export async function createDiscoveryApp(
  options: { places?: PlacesProvider | null; database?: Database; clock?: ReturnType<typeof manualClock> } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? manualClock();
  const app = await createApp({
    config: testConfig(),
    database,
    clock,
    storage: createLocalStorage(await mkdtemp(join(tmpdir(), 'discovery-files-'))),
    places: options.places ?? null,
    jobPollingSeconds: 0.5,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

let serial = 0;

/** A directory vendor with plain defaults (Ahmedabad, one category); returns the stored row. */
export async function insertDirectoryVendor(db: Db, values: Partial<NewVendor> = {}): Promise<VendorRow> {
  serial += 1;
  const name = values.name ?? `Test Supplier ${serial}`;
  const [row] = await db
    .insert(vendors)
    .values({
      dedupeKey: `name:${name.toLowerCase()}|${serial}`,
      source: 'import',
      name,
      city: 'Ahmedabad',
      latitude: 23.03,
      longitude: 72.57,
      categories: ['Cement'],
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Adds materials (name and category) to a project. */
export async function insertMaterials(db: Db, projectId: number, list: Array<{ name: string; category: string; specifications?: Record<string, string> }>) {
  for (const m of list) await db.insert(materials).values({ projectId, quantity: 10, unit: 'nos', ...m });
}

/** A places provider standing in for Google's service: answers `rows`, or throws; `hold()` makes it wait. */
export function testPlaces(rows: (q: Parameters<PlacesProvider['search']>[0]) => NewVendor[] | Error) {
  let gate: Promise<void> | null = null;
  const calls: string[] = [];
  const provider: PlacesProvider = {
    name: 'test-places',
    async search(q) {
      calls.push(q.category);
      if (gate) await gate;
      const answer = rows(q);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return {
    provider,
    calls,
    /** From now on searches wait until the returned function is called. */
    hold() {
      let open = () => undefined as void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
}

/** The whole stream of a session (inject resolves when the server ends it), each event checked against the contract. */
export async function sessionEvents(t: TestApp, token: string, sessionId: number, lastEventId?: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sourcing/vendor-search-sessions/${sessionId}/stream?token=${token}`,
    headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) },
  });
  if (res.statusCode !== 200) throw new Error(`stream answered ${res.statusCode}: ${res.body}`);
  return sseEvents(res.body).map((e) => ({ id: e.id, event: ZDiscoveryStreamEvent.parse(e.data) as TDiscoveryStreamEvent }));
}
