import { ZProjectList } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../demo/seed.js';
import { type AuthTestApp, bearer, createAuthTestApp, post, signUp } from '../auth/test-support.js';
import { seedDemoProjects } from './demo-projects.js';
import { insertProject } from './test-support.js';

describe('demo sourcing projects', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the demo account four Gujarat projects, one unnamed, each with materials', async () => {
    await seedDemo(t.database.db, t.clock);
    await seedDemo(t.database.db, t.clock);
    const login = await post(t, '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const res = await t.app.inject({ method: 'GET', url: '/api/sourcing/projects', headers: bearer(login.json().access_token) });
    const body = ZProjectList.parse(res.json());
    expect(body.total).toBe(4);
    expect(body.projects.filter((p) => p.name === null)).toHaveLength(1);
    expect(body.projects.every((p) => p.location.endsWith('Gujarat') && p.materials_count >= 2)).toBe(true);
    const ids = body.projects.map((p) => p.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('leaves a user who already has projects alone', async () => {
    const user = await signUp(t);
    await insertProject(t.database.db, user.user.id, { name: 'Mine' });
    expect(await seedDemoProjects(t.database.db, user.user.id, t.clock)).toBe(false);
  });

  it('seeds once when called concurrently', async () => {
    const user = await signUp(t);
    const results = await Promise.all([1, 2, 3].map(() => seedDemoProjects(t.database.db, user.user.id, t.clock)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
