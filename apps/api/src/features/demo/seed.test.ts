import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp, post } from '../auth/test-support.js';
import { DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD, seedDemo } from './seed.js';

describe('demo account', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is created once, however often the seed runs', async () => {
    expect(await seedDemo(t.database.db, t.clock)).toBe(true);
    expect(await seedDemo(t.database.db, t.clock)).toBe(false);
  });

  it('signs in with the published credentials and has a verified profile with a bio and a link', async () => {
    const res = await post(t, '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/profile',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(profile.json()).toMatchObject({ name: DEMO_NAME, email: DEMO_EMAIL, is_verified: true, handle: 'demoarchitect' });
    expect(profile.json().bio).toBeTruthy();
    expect(profile.json().links).toHaveLength(1);
  });
});
