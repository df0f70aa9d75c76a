import { ZMaterialList, ZProject } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { PARSE_LIMITS, tooManyMaterialsMessage } from '../extraction/index.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createSourcingApp, multipartForm, sseEvents } from './test-support.js';

const ROWS = 1_500;

describe('a large extraction run', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createSourcingApp();
    token = (await signUp(t)).access_token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes its materials in order and streams each one, while a timer keeps running every few milliseconds', async () => {
    const lines = Array.from({ length: ROWS }, (_, i) => `Item ${i + 1} 5 bags`).join('\n');
    const form = multipartForm({ location: 'Vesu, Surat' }, [{ name: 'boq.xls', bytes: lines }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ project_id: number }>().project_id;

    // Another request's timer: how long the run kept it waiting at most.
    let last = performance.now();
    let longest = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks += 1;
    }, 5);
    let body: string;
    try {
      expect((await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers: bearer(token) })).statusCode).toBe(202);
      body = (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${token}` })).body;
    } finally {
      clearInterval(timer);
    }

    const found = sseEvents(body).filter((e) => e.type === 'material_found');
    expect(found.map((e) => e.data.total_materials_found)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    const stored = ZMaterialList.parse(
      (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/materials`, headers: bearer(token) })).json(),
    ).materials;
    expect(stored.map((m) => m.name)).toEqual(Array.from({ length: ROWS }, (_, i) => `Item ${i + 1}`));
    expect(found.map((e) => (e.data.material as { id: number }).id)).toEqual(stored.map((m) => m.id));
    // Without batches and turns between them the timer starves for the whole run (seconds).
    expect(ticks).toBeGreaterThan(10);
    expect(longest).toBeLessThan(1_000);
  });

  it('stops a document at the materials limit with a message on it, keeps what it found and reads the next document', async () => {
    const limit = PARSE_LIMITS.maxMaterials;
    expect(limit).toBe(10_000);
    expect(tooManyMaterialsMessage(limit)).toBe(
      'This document has more than 10,000 materials; the limit is 10,000 a document — split it into smaller files (the first 10,000 were kept).',
    );
    // The same rule with a limit a test can reach quickly.
    PARSE_LIMITS.maxMaterials = 30;
    try {
      const big = Array.from({ length: 100 }, (_, i) => `Item ${i + 1} 5 bags`).join('\n');
      const form = multipartForm({ location: 'Vesu, Surat' }, [
        { name: 'big.xls', bytes: big },
        { name: 'small.xls', bytes: 'OPC cement 50 bags\n' },
      ]);
      const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
      const id = created.json<{ project_id: number }>().project_id;
      expect((await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers: bearer(token) })).statusCode).toBe(202);
      const events = sseEvents((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${token}` })).body);
      expect(events.at(-1)?.type).toBe('extraction_completed');
      const done = ZProject.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}`, headers: bearer(token) })).json());
      expect(done.documents.map((d) => [d.filename, d.status, d.error, d.materials_found])).toEqual([
        ['big.xls', 'failed', tooManyMaterialsMessage(30), 30],
        ['small.xls', 'parsed', null, 1],
      ]);
      expect(events.filter((e) => e.type === 'material_found')).toHaveLength(31);

      // Alone in its project, the document's first materials are kept too: the run completes with them.
      const alone = multipartForm({ location: 'Vesu, Surat' }, [{ name: 'big.xls', bytes: big }]);
      const single = (await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...alone.headers, ...bearer(token) }, payload: alone.payload })).json<{ project_id: number }>().project_id;
      expect((await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${single}/extract-materials`, headers: bearer(token) })).statusCode).toBe(202);
      const singleEvents = sseEvents((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${single}/extraction/stream?token=${token}` })).body);
      expect(singleEvents.at(-1)?.type).toBe('extraction_completed');
      const kept = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${single}/materials`, headers: bearer(token) });
      expect(kept.json<{ materials: unknown[] }>().materials).toHaveLength(30);
    } finally {
      PARSE_LIMITS.maxMaterials = limit;
    }
  });
});
