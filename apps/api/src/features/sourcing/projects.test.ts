import { ZErrorBody, ZProject, ZProjectList } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, createAuthTestApp, signUp } from '../auth/test-support.js';
import { insertProject } from './test-support.js';

const DAY = 24 * 60 * 60 * 1000;
const base = new Date('2026-01-15T10:00:00Z').getTime();
const daysAgo = (n: number) => new Date(base - n * DAY);

describe('sourcing projects: list and detail', () => {
  let t: AuthTestApp;
  let owner: { token: string; id: string };
  let other: { token: string; id: string };
  let newestId: number;
  const ids: number[] = [];

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await createAuthTestApp();
    const a = await signUp(t);
    const b = await signUp(t);
    owner = { token: a.access_token, id: a.user.id };
    other = { token: b.access_token, id: b.user.id };
    // 25 projects created on distinct days, inserted oldest first.
    for (let i = 24; i >= 0; i--) {
      ids.push(await insertProject(t.database.db, owner.id, { name: `Tower ${i}`, createdAt: daysAgo(i) }));
    }
    newestId = await insertProject(t.database.db, owner.id, {
      name: null,
      location: 'Vesu, Surat, Gujarat',
      locationJson: { city: 'Surat', latitude: 21.1418, longitude: 72.7709 },
      timeline: 'urgent',
      budgetPaise: 12_345_050,
      requiredByDate: '2026-06-30',
      selectedMaterials: ['Cement', 'Tiles'],
      status: 'extracting',
      extractionProgress: 40,
      extractionActivity: 'Reading boq-1.pdf',
      extractionMaterialsFound: 2,
      createdAt: new Date(base + DAY),
      materials: 3,
      documents: 1,
    });
    await insertProject(t.database.db, other.id, { name: 'Someone else', createdAt: new Date(base + 2 * DAY) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the first 20 of the user’s projects, newest first, with the total across pages', async () => {
    const res = await get('/api/sourcing/projects', owner.token);
    expect(res.statusCode).toBe(200);
    const body = ZProjectList.parse(res.json());
    expect(body.total).toBe(26);
    expect(body.projects).toHaveLength(20);
    expect(body.projects[0]?.id).toBe(newestId);
    const times = body.projects.map((p) => Date.parse(p.created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('pages with page and page_size and answers an empty page past the end', async () => {
    const page2 = ZProjectList.parse((await get('/api/sourcing/projects?page=2&page_size=10', owner.token)).json());
    expect(page2.total).toBe(26);
    expect(page2.projects.map((p) => p.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Tower ${i + 9}`));
    const last = ZProjectList.parse((await get('/api/sourcing/projects?page=3&page_size=10', owner.token)).json());
    expect(last.projects).toHaveLength(6);
    expect(last.projects.at(-1)?.id).toBe(ids[0]);
    const beyond = ZProjectList.parse((await get('/api/sourcing/projects?page=9&page_size=10', owner.token)).json());
    expect(beyond).toEqual({ projects: [], total: 26 });
  });

  it('shows budget in rupees, counts, documents and extraction progress', async () => {
    const body = ZProjectList.parse((await get('/api/sourcing/projects?page_size=1', owner.token)).json());
    const project = body.projects[0];
    expect(project).toMatchObject({
      id: newestId,
      name: null,
      location: 'Vesu, Surat, Gujarat',
      location_json: { city: 'Surat', latitude: 21.1418, longitude: 72.7709 },
      timeline: 'urgent',
      budget_amount: 123_450.5,
      required_by_date: '2026-06-30',
      selected_materials: ['Cement', 'Tiles'],
      status: 'extracting',
      materials_count: 3,
      vendors_count: 0,
      quotes_count: 0,
      extraction_progress: { progress_percentage: 40, current_activity: 'Reading boq-1.pdf', materials_found: 2 },
    });
    expect(project?.documents).toEqual([
      expect.objectContaining({ filename: 'boq-1.pdf', content_type: 'application/pdf', size: 1024 }),
    ]);
    expect(project?.documents[0]).not.toHaveProperty('storage_key');
  });

  it('starts a new project with status project_created, no progress and empty lists', async () => {
    const body = ZProjectList.parse((await get('/api/sourcing/projects?page=2&page_size=20', owner.token)).json());
    expect(body.projects[0]).toMatchObject({
      status: 'project_created',
      extraction_progress: null,
      materials_count: 0,
      documents: [],
      selected_materials: [],
      budget_amount: null,
      location_json: null,
    });
  });

  it('never shows another user’s projects', async () => {
    const body = ZProjectList.parse((await get('/api/sourcing/projects', other.token)).json());
    expect(body.total).toBe(1);
    expect(body.projects.map((p) => p.name)).toEqual(['Someone else']);
  });

  it('answers an empty list to a user without projects', async () => {
    const fresh = await signUp(t);
    expect((await get('/api/sourcing/projects', fresh.access_token)).json()).toEqual({ projects: [], total: 0 });
  });

  it('answers one project by id', async () => {
    const res = await get(`/api/sourcing/projects/${newestId}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(ZProject.parse(res.json())).toMatchObject({ id: newestId, materials_count: 3 });
  });

  it('answers 404 Project not found for another user’s project and for a missing one', async () => {
    const foreign = (await get('/api/sourcing/projects', other.token)).json() as { projects: { id: number }[] };
    for (const id of [foreign.projects[0]?.id, 999_999]) {
      const res = await get(`/api/sourcing/projects/${id}`, owner.token);
      expect(res.statusCode).toBe(404);
      expect(ZErrorBody.parse(res.json()).message).toBe('Project not found');
    }
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/sourcing/projects', `/api/sourcing/projects/${newestId}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      ZErrorBody.parse(res.json());
    }
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page_size=0', 'page_size=101', 'page_size=x'])(
    'answers 400 to the bad paging %s',
    async (query) => {
      const res = await get(`/api/sourcing/projects?${query}`, owner.token);
      expect(res.statusCode).toBe(400);
      expect(ZErrorBody.parse(res.json()).errors?.length).toBeGreaterThan(0);
    },
  );

  it.each(['abc', '0', '-3', '1.5'])('answers 400 to the project id %s', async (id) => {
    expect((await get(`/api/sourcing/projects/${id}`, owner.token)).statusCode).toBe(400);
  });

  it('accepts page_size up to 100', async () => {
    const body = ZProjectList.parse((await get('/api/sourcing/projects?page_size=100', owner.token)).json());
    expect(body.projects).toHaveLength(26);
  });
});
