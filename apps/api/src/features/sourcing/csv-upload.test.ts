import { ZExtractionStreamEvent, ZMaterialList, ZProject } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createOfflineExtractor } from '../extraction/index.js';
import { createSourcingApp, multipartForm, sseEvents } from './test-support.js';

/** An estimate's abstract exported as CSV: each unit on the row under its quantity, a total at the end. */
const ESTIMATE_CSV = [
  'Name of Work : Community hall,,,,',
  'S. No.,Particulars,Qty.,Rate,Amount',
  '1,Earthwork in excavation for foundation,27,150,4050',
  ',,cum,per cum,',
  '2,"Providing and laying PCC 1:4:8 in foundation, complete",12.5,4500,56250',
  ',,cum,per cum,',
  '3,TMT bars Fe500D reinforcement,2.4,62000,148800',
  ',,MT,per MT,',
  ',Total,,,209100',
].join('\n');

describe('CSV uploads', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createSourcingApp({ extractor: createOfflineExtractor() });
    token = (await signUp(t)).access_token;
  });
  afterAll(async () => {
    await t.close();
  });

  for (const name of ['abstract.csv', 'abstract.txt']) {
    it(`accepts ${name} and extracts its materials with the document's own units`, async () => {
      const form = multipartForm({ location: 'Navrangpura, Ahmedabad' }, [{ name, bytes: ESTIMATE_CSV }]);
      const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ project_id: number }>().project_id;
      expect((await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers: bearer(token) })).statusCode).toBe(202);
      const stream = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${token}` });
      const events = sseEvents(stream.body).map((e) => ZExtractionStreamEvent.parse(e.data));
      expect(events.at(-1)?.type).toBe('extraction_completed');
      const project = ZProject.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}`, headers: bearer(token) })).json());
      expect(project.documents.map((d) => [d.filename, d.status])).toEqual([[name, 'parsed']]);
      const { materials } = ZMaterialList.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/materials`, headers: bearer(token) })).json());
      // Earthwork is not bought; the units are the document's (MT is ton, never converted by category).
      expect(materials.map((m) => [m.name, m.quantity, m.unit])).toEqual([
        ['PCC 1:4:8 in foundation', 12.5, 'cum'],
        ['TMT bars Fe500D reinforcement', 2.4, 'ton'],
      ]);
    });
  }

  it('still refuses other types with the spec message', async () => {
    const form = multipartForm({ location: 'Navrangpura, Ahmedabad' }, [{ name: 'boq.exe', bytes: 'MZ' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
    expect(res.statusCode).toBe(415);
  });
});
