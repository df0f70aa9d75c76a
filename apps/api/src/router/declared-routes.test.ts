import { apiContract, type ZRoute } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { isPlanned, PLANNED_ROUTES } from './planned.js';

/** Fastify's form of a contract path: `/api` prefix, same `:param` placeholders. */
const served = (route: ZRoute) => `${route.method} /api${route.path}`;

describe('declared versus served routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const declared = Object.entries(apiContract).flatMap(([group, contract]) =>
    Object.entries(contract as Record<string, ZRoute>).map(([name, route]) => ({ group, name, route })),
  );

  it('serves every declared route through the contract router, except the planned ones', () => {
    const routed = new Set(t.app.routeInventory.filter((entry) => entry.contract).map((entry) => `${entry.contract?.group}.${entry.contract?.name}`));
    const missing = declared.filter(({ group, name }) => !isPlanned(group, name) && !routed.has(`${group}.${name}`));
    expect(missing.map(({ group, name, route }) => `${group}.${name} (${served(route)})`)).toEqual([]);
  });

  it('does not serve a route it still lists as planned', () => {
    const urls = new Set(t.app.routeInventory.map((entry) => `${entry.method} ${entry.url}`));
    const stale = declared.filter(({ group, name, route }) => isPlanned(group, name) && urls.has(served(route)));
    expect(stale.map(({ group, name }) => `${group}.${name}`)).toEqual([]);
  });

  it('plans only routes the contract declares', () => {
    const unknown = Object.entries(PLANNED_ROUTES as Record<string, readonly string[]>).flatMap(([group, names]) =>
      names.filter((name) => !(name in (apiContract[group as keyof typeof apiContract] as Record<string, ZRoute>))).map((name) => `${group}.${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('has no API route wired by hand outside the contract', () => {
    // The API documentation is generated from the contract itself, not part of it.
    const documentation = new Set(['/api/openapi.json', '/api/docs']);
    const handWired = t.app.routeInventory.filter(
      (entry) => entry.url.startsWith('/api/') && !entry.contract && ![...documentation].some((doc) => entry.url.startsWith(doc)),
    );
    expect(handWired.map((entry) => `${entry.method} ${entry.url}`)).toEqual([]);
  });
});
