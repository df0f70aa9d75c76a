import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { streamEvents } from '../../db/schema/events.js';
import { extractionRuns, materials } from '../../db/schema/sourcing.js';
import { manualClock } from '../../lib/clock.js';
import { bearer, signUp } from '../auth/test-support.js';
import { extractionStream } from './run-events.js';
import { EXTRACTION_JOB } from './run-line.js';
import { RUN_INTERRUPTED_MESSAGE, RUN_STALE_MS } from './run-sweep.js';
import { createSourcingApp, multipartForm, testExtractor } from './test-support.js';

/** The fair line (jobs/fair-queue.ts) as extraction runs use it; each app is one API process with one worker. */
describe('the fair line of extraction runs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const start = async (options: Parameters<typeof createSourcingApp>[0] = {}) => {
    const t = await createSourcingApp({ database, ...options });
    onTestFinished(() => t.close());
    return t;
  };
  /** A description-only project: its run is queued at once. */
  const createProject = async (t: TestApp, token: string, description: string) => {
    const form = multipartForm({ location: 'Vesu, Surat', project_description: description });
    const res = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    return res.json<{ project_id: number }>().project_id;
  };
  const runOf = async (projectId: number) => {
    const [run] = await database.db.select().from(extractionRuns).where(eq(extractionRuns.projectId, projectId)).orderBy(desc(extractionRuns.id)).limit(1);
    return run;
  };
  const statuses = (ids: number[]) => Promise.all(ids.map(async (id) => (await runOf(id))?.status));
  /** The place last announced on each project's stream (what the page shows). */
  const places = (ids: number[]) =>
    Promise.all(
      ids.map(async (id) => {
        const [last] = await database.db
          .select({ data: streamEvents.data })
          .from(streamEvents)
          .where(and(eq(streamEvents.stream, extractionStream(id)), eq(streamEvents.type, 'queue_position')))
          .orderBy(desc(streamEvents.seq))
          .limit(1);
        return last?.data.position;
      }),
    );
  /** Projects in the order their runs started: one worker reads one run at a time, so its first material comes first. */
  const startOrder = async (ids: number[]) => {
    const rows = await database.db.select({ projectId: materials.projectId }).from(materials).orderBy(asc(materials.id));
    return [...new Set(rows.map((r) => r.projectId))].filter((id) => ids.includes(id));
  };

  it('starts the next run round robin by user and announces every queued run its place', async () => {
    const controls = testExtractor();
    const t = await start({ extractor: controls.extractor });
    const [a, b] = [(await signUp(t)).access_token, (await signUp(t)).access_token];
    const go = controls.hold();
    const a1 = await createProject(t, a, 'A1 cement 10 bags');
    await expect.poll(() => statuses([a1])).toEqual(['running']);
    const a2 = await createProject(t, a, 'A2 cement 10 bags');
    const a3 = await createProject(t, a, 'A3 cement 10 bags');
    const b1 = await createProject(t, b, 'B1 cement 10 bags');

    // B's first run goes before A's second and third, though started after them.
    await expect.poll(() => places([b1, a2, a3])).toEqual([1, 2, 3]);
    expect(await statuses([a1, a2, a3, b1])).toEqual(['running', 'queued', 'queued', 'queued']);
    expect((await runOf(b1))?.queuePosition).toBe(1);

    go();
    await expect.poll(() => statuses([a1, a2, a3, b1]), { timeout: 15_000 }).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(await startOrder([a1, a2, a3, b1])).toEqual([a1, b1, a2, a3]);
    expect((await runOf(a3))?.queuePosition).toBeNull();
  });

  it('keeps a user to one running run while another worker is free, and gives that worker another user\'s run', async () => {
    const controls = testExtractor();
    const one = await start({ extractor: controls.extractor });
    await start({ extractor: controls.extractor });
    const [a, b] = [(await signUp(one)).access_token, (await signUp(one)).access_token];
    const go = controls.hold();
    const a1 = await createProject(one, a, 'A1 cement 10 bags');
    await expect.poll(() => statuses([a1])).toEqual(['running']);
    const a2 = await createProject(one, a, 'A2 cement 10 bags');
    const b1 = await createProject(one, b, 'B1 cement 10 bags');

    // The second worker takes B's run; A's second waits for A's first, first in line.
    await expect.poll(() => statuses([a1, a2, b1])).toEqual(['running', 'queued', 'running']);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await statuses([a1, a2, b1])).toEqual(['running', 'queued', 'running']);
    expect(await places([a2])).toEqual([1]);

    go();
    await expect.poll(() => statuses([a1, a2, b1]), { timeout: 15_000 }).toEqual(['completed', 'completed', 'completed']);
  });

  it('never sweeps a queued run: the dead running one fails, the waiting one starts, even with its job lost', async () => {
    const controls = testExtractor();
    const clock = manualClock();
    const first = await start({ extractor: controls.extractor, clock });
    const [a, b] = [(await signUp(first)).access_token, (await signUp(first)).access_token];
    controls.hold();
    const a1 = await createProject(first, a, 'A1 cement 10 bags');
    await expect.poll(() => statuses([a1])).toEqual(['running']);
    const b1 = await createProject(first, b, 'B1 cement 10 bags');
    await expect.poll(() => places([b1])).toEqual([1]);

    // The process stops mid-run; B's run has waited longer than a heartbeat may be stale, and
    // the job that would wake a worker for it is gone.
    await first.close();
    await database.db.execute(sql`delete from pgboss.job where name = ${EXTRACTION_JOB}`);
    clock.advance(RUN_STALE_MS + 1_000);
    await start({ clock });

    await expect.poll(() => statuses([a1, b1]), { timeout: 15_000 }).toEqual(['failed', 'completed']);
    expect((await runOf(a1))?.error).toBe(RUN_INTERRUPTED_MESSAGE);
  });
});
