import { ZMaterial, ZMaterialCategoryList, ZMaterialList } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createSourcingApp, insertProject } from './test-support.js';

describe('materials of a project', () => {
  let t: TestApp;
  let owner: { token: string; id: string };
  let other: { token: string; id: string };
  let projectId: number;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = owner.token) =>
    t.app.inject({ method, url: `/api/sourcing${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createSourcingApp();
    const a = await signUp(t);
    const b = await signUp(t);
    owner = { token: a.access_token, id: a.user.id };
    other = { token: b.access_token, id: b.user.id };
    projectId = await insertProject(t.database.db, owner.id, { name: 'Shela Villas' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a material by hand with blank specifications dropped, and lists it', async () => {
    const res = await call('POST', `/projects/${projectId}/materials`, {
      name: 'OPC cement',
      category: 'Cement',
      quantity: 120,
      unit: 'bags',
      specifications: { grade: '53', brand: '' },
      budget_amount: 45000,
    });
    expect(res.statusCode).toBe(201);
    const material = ZMaterial.parse(res.json());
    expect(material).toMatchObject({
      name: 'OPC cement',
      quantity: 120,
      urgency: 'normal',
      specifications: { grade: '53' },
      budget_amount: 45000,
      source: 'manual',
      confidence: null,
      needs_review: false,
      provenance: null,
    });
    const list = ZMaterialList.parse((await call('GET', `/projects/${projectId}/materials`)).json());
    expect(list.materials.map((m) => m.id)).toEqual([material.id]);
  });

  it('refuses a material without a quantity in the dialog with 400', async () => {
    const res = await call('POST', `/projects/${projectId}/materials`, { name: 'Sand', category: 'Sand', unit: 'brass' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Quantity is required');
  });

  it('changes one field inline and keeps the others', async () => {
    const created = ZMaterial.parse(
      (await call('POST', `/projects/${projectId}/materials`, { name: 'Bricks', category: 'Bricks', quantity: 5000, unit: 'nos', notes: 'Red clay' })).json(),
    );
    const res = await call('PATCH', `/materials/${created.id}`, { quantity: 6000 });
    expect(res.statusCode).toBe(200);
    expect(ZMaterial.parse(res.json())).toMatchObject({ name: 'Bricks', quantity: 6000, notes: 'Red clay' });
  });

  it('summarises categories in the spec order with their material ids', async () => {
    const body = ZMaterialCategoryList.parse((await call('GET', `/projects/${projectId}/material-categories`)).json());
    expect(body.categories.map((c) => [c.category, c.material_count])).toEqual([
      ['Cement', 1],
      ['Bricks', 1],
    ]);
  });

  it('deletes a material, and another user can neither see, change nor delete one', async () => {
    const [first] = ZMaterialList.parse((await call('GET', `/projects/${projectId}/materials`)).json()).materials;
    if (!first) throw new Error('no material');
    expect((await call('PATCH', `/materials/${first.id}`, { quantity: 1 }, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/materials/${first.id}`, undefined, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${projectId}/material-categories`, undefined, other.token)).statusCode).toBe(404);
    expect((await call('POST', `/projects/${projectId}/materials`, { name: 'x', category: 'Cement', quantity: 1, unit: 'bags' }, other.token)).statusCode).toBe(404);
    const res = await call('DELETE', `/materials/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Material deleted successfully!' });
    expect((await call('DELETE', `/materials/${first.id}`)).statusCode).toBe(404);
  });
});
