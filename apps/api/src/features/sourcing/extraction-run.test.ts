import { ZExtractionStreamEvent, ZMaterialList, ZProject } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createSourcingApp, multipartForm, sseEvents, testExtractor, type TestExtractorControls } from './test-support.js';

describe('extraction runs', () => {
  let t: TestApp;
  let controls: TestExtractorControls;
  let user: { token: string; id: string };

  const createProject = (fields: Record<string, string>, files: Parameters<typeof multipartForm>[1] = [], token = user.token) => {
    const form = multipartForm({ location: 'Navrangpura, Ahmedabad', ...fields }, files);
    return t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
  };
  const stream = (projectId: number, lastEventId?: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/sourcing/projects/${projectId}/extraction/stream?token=${user.token}`,
      headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) },
    });
  const project = async (id: number) =>
    ZProject.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}`, headers: bearer(user.token) })).json());
  const materials = async (id: number) =>
    ZMaterialList.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/materials`, headers: bearer(user.token) })).json())
      .materials;

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
    const res = await createProject({ project_description: 'OPC cement 50 bags\nTMT bars 2 ton\nRiver sand' });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ project_id: number }>().project_id;
    // The stream ends after the terminal event, so inject resolves once the run is done.
    const events = sseEvents((await stream(id)).body);
    for (const event of events) ZExtractionStreamEvent.parse(event.data);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('extraction_started');
    expect(types.at(-1)).toBe('extraction_completed');
    expect(types.filter((type) => type === 'material_found')).toHaveLength(3);
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((a, b) => a - b));

    const rows = await materials(id);
    expect(rows.map((m) => [m.name, m.quantity, m.unit, m.needs_review])).toEqual([
      ['OPC cement', 50, 'bags', false],
      ['TMT bars', 2, 'ton', false],
      ['River sand', null, 'nos', true],
    ]);
    expect(rows[0]?.provenance).toEqual({ kind: 'description', line: 1, text: 'OPC cement 50 bags' });
    const done = await project(id);
    expect(done.status).toBe('ready');
    expect(done.extraction_progress).toEqual({ progress_percentage: 100, current_activity: 'Completed! Found 3 materials.', materials_found: 3 });
  });
});
