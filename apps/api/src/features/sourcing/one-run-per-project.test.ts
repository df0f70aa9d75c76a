import { EXTRACTION_RUNNING_MESSAGE, ZExtractionRunningBody } from '@app/sdk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { tokenLedger, tokenReservations } from '../../db/schema/ledger.js';
import { extractionRuns } from '../../db/schema/sourcing.js';
import { bearer, signUp } from '../auth/test-support.js';
import type * as LedgerModule from '../ledger/index.js';
import type { ReserveInput } from '../ledger/index.js';
import { createSourcingApp, multipartForm, sseEvents, testExtractor, type TestExtractorControls } from './test-support.js';

/**
 * A gate in the ledger: the next extraction hold waits until the test opens it, so a request
 * can be sent in the moment between a project's creation and its automatic run's hold.
 */
const gate = vi.hoisted(() => ({ next: null as null | { reached: () => void; wait: Promise<void> } }));
vi.mock('../ledger/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof LedgerModule>();
  return {
    ...real,
    createLedger: (...args: Parameters<typeof real.createLedger>) => {
      const ledger = real.createLedger(...args);
      return {
        ...ledger,
        async reserve(input: ReserveInput) {
          const paused = input.operationType === 'material_extraction' ? gate.next : null;
          if (paused) {
            gate.next = null;
            paused.reached();
            await paused.wait;
          }
          return ledger.reserve(input);
        },
      };
    },
  };
});

describe('one extraction run per project', () => {
  let t: TestApp;
  let controls: TestExtractorControls;
  let user: { token: string; id: string };

  beforeAll(async () => {
    controls = testExtractor();
    t = await createSourcingApp({ extractor: controls.extractor });
    const session = await signUp(t);
    user = { token: session.access_token, id: session.user.id };
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a start sent right after creating a description-only project with 409 naming the automatic run, charging once', async () => {
    let reached!: () => void;
    const atHold = new Promise<void>((resolve) => (reached = resolve));
    let open!: () => void;
    gate.next = { reached, wait: new Promise<void>((resolve) => (open = resolve)) };

    const form = multipartForm({ location: 'Navrangpura, Ahmedabad', name: 'Race', project_description: 'OPC cement 50 bags\nTMT bars 2 ton' }, []);
    const creating = t.app.inject({
      method: 'POST',
      url: '/api/sourcing/projects',
      headers: { ...form.headers, ...bearer(user.token) },
      payload: form.payload,
    });
    // The project exists; its automatic run is waiting for its hold.
    await atHold;
    const [project] = await t.database.db.select({ projectId: extractionRuns.projectId, id: extractionRuns.id }).from(extractionRuns).where(eq(extractionRuns.userId, user.id));
    expect(project).toBeDefined();
    const second = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${project!.projectId}/extract-materials`, headers: bearer(user.token) });
    expect(second.statusCode).toBe(409);
    const body = ZExtractionRunningBody.parse(second.json());
    expect(body.message).toBe(EXTRACTION_RUNNING_MESSAGE);
    expect(body.detail.run_id).toBe(project!.id);

    open();
    const created = await creating;
    expect(created.statusCode).toBe(201);
    const id = created.json<{ project_id: number }>().project_id;
    const events = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${user.token}` });
    expect(sseEvents(events.body).at(-1)?.type).toBe('extraction_completed');

    const runs = await t.database.db.select().from(extractionRuns).where(eq(extractionRuns.projectId, id));
    expect(runs.map((r) => r.status)).toEqual(['completed']);
    const debits = await t.database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, user.id), eq(tokenLedger.projectId, id)));
    expect(debits).toHaveLength(1);
    // The refused start's hold (if it took one) was released, never settled.
    const holds = await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, user.id));
    expect(holds.filter((h) => h.outcome === 'settled')).toHaveLength(1);
    expect(holds.filter((h) => !h.closedAt)).toEqual([]);
  });

  it('answers a second start while a run is in progress with 409 and the running run id', async () => {
    const form = multipartForm({ location: 'Navrangpura, Ahmedabad', name: 'Two starts' }, [{ name: 'a.xls', bytes: 'Sand 3 brass\nBricks 4000 nos' }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(user.token) }, payload: form.payload });
    const id = created.json<{ project_id: number }>().project_id;
    const go = controls.hold();
    try {
      expect((await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers: bearer(user.token) })).statusCode).toBe(202);
      const [run] = await t.database.db.select().from(extractionRuns).where(eq(extractionRuns.projectId, id));
      const second = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers: bearer(user.token) });
      expect(second.statusCode).toBe(409);
      expect(ZExtractionRunningBody.parse(second.json()).detail.run_id).toBe(run!.id);
    } finally {
      go();
    }
  });
});
