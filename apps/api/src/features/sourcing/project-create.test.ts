import { readdir } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EMPTY_FILE_MESSAGE,
  LOCATION_REQUIRED_MESSAGE,
  PROJECT_DOCUMENT_TYPE_MESSAGE,
  PROJECT_SOURCE_REQUIRED_MESSAGE,
  ZCreateProjectResponse,
  ZErrorBody,
  ZProject,
} from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { CONTROL_CHARACTERS_MESSAGE } from '../../lib/control-characters.js';
import { TOO_MANY_FILES_MESSAGE } from '../../router/multipart.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createSourcingApp, type FormFile, multipartForm, PNG_BYTES } from './test-support.js';

const BOQ_TEXT = 'OPC cement 50 bags\nTMT bars 2 ton\n';

describe('creating, editing and deleting projects', () => {
  let t: TestApp;
  let storageDir: string;
  let owner: { token: string; id: string };
  let other: { token: string; id: string };

  const create = (fields: Record<string, string>, files: FormFile[] = [], token = owner.token) => {
    const form = multipartForm({ location: 'Vesu, Surat', ...fields }, files);
    return t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
  };
  const storedFiles = async () => (await readdir(join(storageDir, 'projects')).catch(() => [])).length;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'sourcing-create-'));
    t = await createSourcingApp({ storageDir });
    const a = await signUp(t);
    const b = await signUp(t);
    owner = { token: a.access_token, id: a.user.id };
    other = { token: b.access_token, id: b.user.id };
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a project with documents that waits for extraction, each document typed by its bytes', async () => {
    const res = await create(
      { name: 'Vesu Tower', timeline: 'urgent', budget_amount: '1500000.50', selected_materials: 'Cement,Steel & Metal' },
      [
        { name: 'boq.xls', bytes: BOQ_TEXT, type: 'application/vnd.ms-excel' },
        { name: 'site-photo.png', bytes: PNG_BYTES, type: 'image/png' },
      ],
    );
    expect(res.statusCode).toBe(201);
    const { project_id, project } = ZCreateProjectResponse.parse(res.json());
    expect(project.id).toBe(project_id);
    expect(project.status).toBe('project_created');
    expect(project.extraction_progress).toBeNull();
    expect(project.budget_amount).toBe(1500000.5);
    expect(project.selected_materials).toEqual(['Cement', 'Steel & Metal']);
    expect(project.location_json?.city).toBe('Surat');
    expect(project.documents.map((d) => [d.filename, d.kind, d.content_type, d.status, d.size])).toEqual([
      ['boq.xls', 'csv', 'text/csv', 'pending', Buffer.byteLength(BOQ_TEXT)],
      ['site-photo.png', 'image', 'image/png', 'pending', PNG_BYTES.length],
    ]);

    const photo = project.documents[1];
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/sourcing/projects/${project_id}/documents/${photo?.id}/file`,
      headers: bearer(owner.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe("inline; filename*=UTF-8''site-photo.png");
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses a renamed PNG sent as .xlsx with 415 and the type message, storing nothing', async () => {
    const before = await storedFiles();
    const res = await create({ name: 'Renamed' }, [
      { name: 'boq.xls', bytes: BOQ_TEXT },
      { name: 'boq.xlsx', bytes: PNG_BYTES, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(ZErrorBody.parse(res.json()).message).toBe(PROJECT_DOCUMENT_TYPE_MESSAGE);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a file with a wrong extension with 415', async () => {
    const res = await create({}, [{ name: 'notes.rtf', bytes: 'cement 5 bags' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe(PROJECT_DOCUMENT_TYPE_MESSAGE);
  });

  it('refuses a 0-byte file with 400', async () => {
    const res = await create({ project_description: 'cement' }, [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(EMPTY_FILE_MESSAGE);
  });

  it('refuses an 11th file with 400', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `page-${i}.png`, bytes: PNG_BYTES }));
    const res = await create({}, files);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(TOO_MANY_FILES_MESSAGE);
  });

  it('refuses NUL bytes in a text field with 400', async () => {
    const res = await create({ name: 'Tower\u0000A', project_description: 'cement 5 bags' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('refuses a description over 10,000 characters with 400 instead of cutting it', async () => {
    for (const length of [10_001, 30_000]) {
      const res = await create({ project_description: 'c'.repeat(length) });
      expect(res.statusCode, `${length} characters`).toBe(400);
    }
  });

  it('needs a location, and a description or a document', async () => {
    const noLocation = await create({ location: '', project_description: 'cement' });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json<{ message: string }>().message).toBe(LOCATION_REQUIRED_MESSAGE);
    const nothing = await create({ project_description: '   ' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ message: string }>().message).toBe(PROJECT_SOURCE_REQUIRED_MESSAGE);
  });

  it('edits any subset of fields and keeps the rest', async () => {
    const id = ZCreateProjectResponse.parse((await create({ name: 'Before' }, [{ name: 'a.xls', bytes: BOQ_TEXT }])).json()).project_id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/sourcing/projects/${id}`,
      headers: bearer(owner.token),
      payload: { name: 'After', budget_amount: 2500 },
    });
    expect(res.statusCode).toBe(200);
    const project = ZProject.parse(res.json());
    expect([project.name, project.budget_amount, project.location]).toEqual(['After', 2500, 'Vesu, Surat']);
  });

  it('answers 404 for another user’s project on every route and lets the owner delete it with its files', async () => {
    const { project_id: id, project } = ZCreateProjectResponse.parse(
      (await create({ name: 'Mine' }, [{ name: 'b.xls', bytes: BOQ_TEXT }])).json(),
    );
    const documentId = project.documents[0]?.id;
    const as = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    for (const [method, url, payload] of [
      ['GET', `/api/sourcing/projects/${id}`],
      ['PATCH', `/api/sourcing/projects/${id}`, { name: 'Theirs' }],
      ['DELETE', `/api/sourcing/projects/${id}`],
      ['GET', `/api/sourcing/projects/${id}/documents/${documentId}/file`],
      ['GET', `/api/sourcing/projects/${id}/materials`],
      ['POST', `/api/sourcing/projects/${id}/extract-materials`],
    ] as const) {
      expect((await as(method, url, other.token, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const before = await storedFiles();
    const deleted = await as('DELETE', `/api/sourcing/projects/${id}`, owner.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Project deleted successfully!' });
    expect(await storedFiles()).toBe(before - 1);
    expect((await as('GET', `/api/sourcing/projects/${id}`, owner.token)).statusCode).toBe(404);
  });
});
