import {
  EXTRACTION_PRICE,
  EXTRACTION_RUNNING_MESSAGE,
  NO_DOCUMENTS_MESSAGE,
  ZExtractionStarted,
  ZExtractionStreamEvent,
  ZInsufficientTokensBody,
  ZMaterial,
  ZMaterialList,
  ZProject,
  type TExtractionEstimate,
} from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { AUTH_REQUIRED_MESSAGE } from '../../router/stream-auth.js';
import { bearer, signUp } from '../auth/test-support.js';
import { balanceOf, drainTokens } from '../regagent/test-support.js';
import { NO_EXTRACTION_MESSAGE } from './run-stream.js';
import {
  createSourcingApp,
  type FormFile,
  insertProject,
  multipartForm,
  sseEvents,
  testExtractor,
  type TestExtractorControls,
} from './test-support.js';

describe('extraction runs', () => {
  let t: TestApp;
  let controls: TestExtractorControls;
  let user: { token: string; id: string };

  const createProject = async (fields: Record<string, string>, files: FormFile[] = []) => {
    const form = multipartForm({ location: 'Navrangpura, Ahmedabad', ...fields }, files);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sourcing/projects',
      headers: { ...form.headers, ...bearer(user.token) },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ project_id: number }>().project_id;
  };
  const extract = (id: number, token = user.token) =>
    t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers: bearer(token) });
  /** The whole stream of the latest run (inject resolves when the server ends it after the terminal event). */
  const stream = async (id: number, lastEventId?: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sourcing/projects/${id}/extraction/stream?token=${user.token}`,
      headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) },
    });
    expect(res.statusCode).toBe(200);
    const events = sseEvents(res.body);
    for (const event of events) ZExtractionStreamEvent.parse(event.data);
    return events;
  };
  const project = async (id: number) =>
    ZProject.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}`, headers: bearer(user.token) })).json());
  const materials = async (id: number) =>
    ZMaterialList.parse(
      (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/materials`, headers: bearer(user.token) })).json(),
    ).materials;

  beforeAll(async () => {
    controls = testExtractor();
    t = await createSourcingApp({ extractor: controls.extractor });
    const session = await signUp(t);
    user = { token: session.access_token, id: session.user.id };
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts extracting a description-only project at once and streams every material to completion', async () => {
    const id = await createProject({ project_description: 'OPC cement 50 bags\nTMT bars 2 ton\nRiver sand' });
    const events = await stream(id);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('extraction_started');
    expect(types.at(-1)).toBe('extraction_completed');
    expect(events.at(-1)?.data.total_materials_found).toBe(3);
    expect(types.filter((type) => type === 'material_found')).toHaveLength(3);

    const rows = await materials(id);
    expect(rows.map((m) => [m.name, m.quantity, m.unit, m.needs_review, m.source])).toEqual([
      ['OPC cement', 50, 'bags', false, 'extracted'],
      ['TMT bars', 2, 'ton', false, 'extracted'],
      ['River sand', null, 'nos', true, 'extracted'],
    ]);
    expect(rows[0]?.provenance).toEqual({ kind: 'description', line: 1, text: 'OPC cement 50 bags' });
    expect(rows[2]?.confidence).toBe(0.4);
    const done = await project(id);
    expect(done.status).toBe('ready');
    expect(done.extraction_progress).toEqual({ progress_percentage: 100, current_activity: 'Completed! Found 3 materials.', materials_found: 3 });
  });

  it('reads every document then the description; an unreadable document fails only itself, with its error on it', async () => {
    const id = await createProject({ project_description: 'Paint 20 liters' }, [
      { name: 'civil.xls', bytes: 'OPC cement 50 bags\nTMT bars 2 ton\n' },
      { name: 'damaged.xls', bytes: 'UNREADABLE' },
    ]);
    expect((await project(id)).status).toBe('project_created');
    const before = await balanceOf(t, user.id);

    const res = await extract(id);
    expect(res.statusCode).toBe(202);
    expect(ZExtractionStarted.parse(res.json())).toEqual({ project_id: id, message: 'Material extraction started', status: 'uploading_documents' });
    const events = await stream(id);
    expect(events.filter((e) => e.type === 'document_started').map((e) => [e.data.document_name, e.data.document_index, e.data.total_documents])).toEqual([
      ['civil.xls', 1, 2],
      ['damaged.xls', 2, 2],
    ]);
    expect(events.filter((e) => e.type === 'document_completed').map((e) => e.data.materials_found)).toEqual([2, 0]);
    expect(events.at(-1)?.type).toBe('extraction_completed');
    const progress = events.filter((e) => e.type === 'progress_update').map((e) => Number(e.data.progress));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const done = await project(id);
    expect(done.status).toBe('ready');
    expect(done.documents.map((d) => [d.filename, d.status, d.error, d.materials_found])).toEqual([
      ['civil.xls', 'parsed', null, 2],
      ['damaged.xls', 'failed', 'The file is damaged.', 0],
    ]);
    const rows = await materials(id);
    expect(rows.map((m) => m.name)).toEqual(['OPC cement', 'TMT bars', 'Paint']);
    expect(rows[1]?.provenance).toEqual({ kind: 'sheet', document_id: done.documents[0]?.id, document_name: 'civil.xls', sheet: 'Sheet1', row: 2 });
    // Charged the offline rates for what was read (EXTRACTION_PRICE): the readable document's 2 rows and the description's line.
    expect(before - (await balanceOf(t, user.id))).toBe(2 * EXTRACTION_PRICE.offline.rowTokens + 1 * EXTRACTION_PRICE.offline.rowTokens);
  });

  it('fails the run when no document can be read, releasing the held tokens', async () => {
    const id = await createProject({}, [{ name: 'scan.xls', bytes: 'UNREADABLE' }]);
    const before = await balanceOf(t, user.id);
    expect((await extract(id)).statusCode).toBe(202);
    const events = await stream(id);
    const last = events.at(-1);
    expect(last?.type).toBe('extraction_failed');
    expect(last?.data.error).toBe('None of the documents could be read (scan.xls: The file is damaged.)');
    expect((await project(id)).status).toBe('extraction_failed');
    expect(await balanceOf(t, user.id)).toBe(before);
  });

  it('charges nothing for a run that reads its documents but finds no material', async () => {
    // The test extractor reads no material from lines starting with %, but counts their tokens.
    const id = await createProject({}, [{ name: 'minutes.xls', bytes: '%Site meeting held on Monday\n%Next meeting on Friday\n' }]);
    const before = await balanceOf(t, user.id);
    expect((await extract(id)).statusCode).toBe(202);
    const events = await stream(id);
    expect(events.at(-1)?.type).toBe('extraction_completed');
    expect(await materials(id)).toEqual([]);
    expect(await balanceOf(t, user.id)).toBe(before);
  });

  it('answers 400 with the spec text for a project with neither documents nor a description', async () => {
    const id = await insertProject(t.database.db, user.id, { name: 'Empty' });
    const res = await extract(id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(NO_DOCUMENTS_MESSAGE);
  });

  it('refuses a second start while a run is in progress with 409', async () => {
    const id = await createProject({}, [{ name: 'a.xls', bytes: 'Sand 3 brass\nBricks 4000 nos' }]);
    const go = controls.hold();
    try {
      expect((await extract(id)).statusCode).toBe(202);
      const second = await extract(id);
      expect(second.statusCode).toBe(409);
      expect(second.json<{ message: string }>().message).toBe(EXTRACTION_RUNNING_MESSAGE);
    } finally {
      go();
    }
    expect((await stream(id)).at(-1)?.type).toBe('extraction_completed');
  });

  it('re-running replaces the extracted materials the user has not edited, keeping manual and edited ones', async () => {
    const id = await createProject({}, [{ name: 'boq.xls', bytes: 'Sand 3 brass\nBricks 4000 nos\nTiles 200 sqft' }]);
    await extract(id);
    await stream(id);
    const [sand, bricks] = await materials(id);
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/sourcing/materials/${bricks?.id}`, headers: bearer(user.token), payload: { quantity: 4500 } });
    expect(ZMaterial.parse(edited.json())).toMatchObject({ quantity: 4500, source: 'extracted', needs_review: false });
    await t.app.inject({
      method: 'POST',
      url: `/api/sourcing/projects/${id}/materials`,
      headers: bearer(user.token),
      payload: { name: 'Binding wire', category: 'Hardware', quantity: 10, unit: 'kg' },
    });

    await extract(id);
    const events = await stream(id);
    // The new run's stream starts at its own extraction_started.
    expect(events[0]?.type).toBe('extraction_started');
    expect(events.filter((e) => e.type === 'extraction_completed')).toHaveLength(1);
    const rows = await materials(id);
    expect(rows.map((m) => [m.name, m.quantity, m.source])).toEqual([
      ['Bricks', 4500, 'extracted'],
      ['Binding wire', 10, 'manual'],
      ['Sand', 3, 'extracted'],
      ['Bricks', 4000, 'extracted'],
      ['Tiles', 200, 'extracted'],
    ]);
    expect(rows.some((m) => m.id === sand?.id)).toBe(false);
  });

  it('answers 402 with the 402 body before anything runs when the tokens cannot be held', async () => {
    const poor = await signUp(t);
    const id = await insertProject(t.database.db, poor.user.id, { projectDescription: 'Cement 10 bags' });
    await drainTokens(t, poor.user.id);
    const res = await extract(id, poor.access_token);
    expect(res.statusCode).toBe(402);
    expect(ZInsufficientTokensBody.parse(res.json()).detail.available).toBe(0);
    const streamRes = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${poor.access_token}` });
    expect(streamRes.statusCode).toBe(404);
    expect(streamRes.json<{ message: string }>().message).toBe(NO_EXTRACTION_MESSAGE);
  });

  it('refuses a stream without a token (401 Authentication required) and another user’s project (404)', async () => {
    const id = await createProject({ project_description: 'Cement 5 bags' });
    await stream(id);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ message: string }>().message).toBe(AUTH_REQUIRED_MESSAGE);
    const stranger = await signUp(t);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${stranger.access_token}` });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes a project in the middle of a run, releasing the run’s tokens', async () => {
    const before = await balanceOf(t, user.id);
    const go = controls.hold(1);
    try {
      const id = await createProject({ project_description: 'Cement 5 bags\nSand 2 brass' });
      expect(await balanceOf(t, user.id)).toBeLessThan(before);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/sourcing/projects/${id}`, headers: bearer(user.token) });
      expect(res.statusCode).toBe(200);
      expect(await balanceOf(t, user.id)).toBe(before);
      expect((await extract(id)).statusCode).toBe(404);
    } finally {
      go();
    }
  });

  it('deletes a project after it read a document: what was read is charged, the rest of the hold freed', async () => {
    const id = await createProject({}, [
      { name: 'first.xls', bytes: 'Cement 5 bags\nSand 2 brass\n' },
      { name: 'second.xls', bytes: 'Paint 4 liters\nTiles 20 sqft\nGlass 3 nos\n' },
    ]);
    const price = (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction-estimate`, headers: bearer(user.token) })).json<TExtractionEstimate>();
    const before = await balanceOf(t, user.id);
    const go = controls.hold(3);
    try {
      expect((await extract(id)).statusCode).toBe(202);
      await vi.waitFor(async () => {
        const project = ZProject.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}`, headers: bearer(user.token) })).json());
        expect(project.documents[0]?.status).toBe('parsed');
      });
      expect((await t.app.inject({ method: 'DELETE', url: `/api/sourcing/projects/${id}`, headers: bearer(user.token) })).statusCode).toBe(200);
      expect(before - (await balanceOf(t, user.id))).toBe(price.documents[0]?.tokens);
    } finally {
      go();
    }
  });

  it('replays after Last-Event-ID exactly the events the client missed', async () => {
    const id = await createProject({ project_description: 'Cement 5 bags\nSand 2 brass\nPaint 4 liters' });
    const all = await stream(id);
    const cut = all.findIndex((e) => e.type === 'material_found');
    const rest = await stream(id, all[cut]?.id);
    expect(rest.map((e) => e.id)).toEqual(all.slice(cut + 1).map((e) => e.id));
  });
});
