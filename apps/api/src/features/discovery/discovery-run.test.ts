import {
  DISCOVERY_CATEGORY_REQUIRED_MESSAGE,
  DISCOVERY_RUNNING_MESSAGE,
  OUTSIDE_INDIA_MESSAGE,
  ZDiscoveryEstimate,
  ZDiscoveryStarted,
  ZInsufficientTokensBody,
  ZSearchSessionList,
  ZSearchSessionStatusResponse,
  ZVendorList,
  type TDiscoveryRequest,
  type TDiscoveryStreamEvent,
} from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import type { NewVendor } from '../../db/schema/vendors.js';
import { bearer, signUp } from '../auth/test-support.js';
import { balanceOf, drainTokens } from '../regagent/test-support.js';
import { insertProject } from '../sourcing/test-support.js';
import { discoveryTokens } from './estimate.js';
import { createDiscoveryApp, insertDirectoryVendor, insertMaterials, sessionEvents, testPlaces } from './test-support.js';

// Nagpur: far from the seeded Gujarat demo directory, so only this file's vendors are near.
const SITE = { latitude: 21.15, longitude: 79.09 };
const near = (km: number) => ({ latitude: SITE.latitude + km / 111.2, longitude: SITE.longitude });

describe('vendor discovery sessions', () => {
  let t: TestApp;
  let user: { token: string; id: string };
  let projectId: number;
  let placesRows: (category: string) => NewVendor[] | Error = () => [];
  const places = testPlaces((q) => placesRows(q.category));

  const criteria = (over: Partial<TDiscoveryRequest> = {}): TDiscoveryRequest => ({
    categories: [
      { category: 'Cement', material_ids: [] },
      { category: 'Steel & Metal', material_ids: [] },
    ],
    project_lat: SITE.latitude,
    project_lng: SITE.longitude,
    city: 'Nagpur',
    radius_km: 25,
    max_vendors_per_category: 3,
    ...over,
  });
  const discover = (id: number, body: unknown, token = user.token) =>
    t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/discover-vendors`, headers: bearer(token), payload: body as object });
  const start = async (body: TDiscoveryRequest = criteria(), id = projectId) => {
    const res = await discover(id, body);
    expect(res.statusCode).toBe(202);
    return ZDiscoveryStarted.parse(res.json()).session_id;
  };
  const get = (url: string, token = user.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const found = (events: Array<{ event: TDiscoveryStreamEvent }>) =>
    events.flatMap(({ event }) => (event.type === 'vendor_found' ? [event] : []));

  beforeAll(async () => {
    t = await createDiscoveryApp({ places: places.provider });
    const session = await signUp(t);
    user = { token: session.access_token, id: session.user.id };
    projectId = await insertProject(t.database.db, user.id, { name: 'Nagpur tower' });
    await insertMaterials(t.database.db, projectId, [
      { name: 'OPC Cement', category: 'Cement', specifications: { grade: '53 Grade' } },
      { name: 'TMT Bars', category: 'Steel & Metal', specifications: { grade: 'Fe 500D' } },
    ]);
    const db = t.database.db;
    for (const [i, km] of [2, 4, 6, 8].entries()) {
      await insertDirectoryVendor(db, { name: `Cement Depot ${i + 1}`, ...near(km), categories: ['Cement'], rating: 4, reviewCount: 20 * (i + 1) });
    }
    await insertDirectoryVendor(db, { name: 'Far Cement Works', ...near(60), categories: ['Cement'] });
    await insertDirectoryVendor(db, { name: 'Steel Yard', ...near(3), categories: ['Steel & Metal'] });
    await insertDirectoryVendor(db, { name: 'Both Traders', ...near(1), categories: ['Cement', 'Steel & Metal'], rating: 4.8, reviewCount: 300 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a discovery end to end: streams every stage, saves the best vendors per category and charges what it found', async () => {
    const before = await balanceOf(t, user.id);
    const sessionId = await start();
    const events = await sessionEvents(t, user.token, sessionId);
    const types = events.map((e) => e.event.type);
    expect(types[0]).toBe('session_started');
    expect(types.at(-1)).toBe('session_completed');
    expect(events[0]?.event).toMatchObject({ session_id: sessionId, categories: ['Cement', 'Steel & Metal'], total_categories: 2 });

    // One category's events in the spec's order, stages announced as they begin.
    const cement = types.slice(types.indexOf('category_started'), types.indexOf('category_completed') + 1);
    expect(cement.filter((x) => x !== 'vendor_found' && x !== 'progress_update')).toEqual([
      'category_started',
      'stage_changed',
      'keywords_generated',
      'stage_changed',
      'search_results_found',
      'search_results_found',
      'stage_changed',
      'enrichment_started',
      'vendors_enriched',
      'stage_changed',
      'stage_changed',
      'category_completed',
    ]);
    const stages = events.flatMap(({ event }) => (event.type === 'stage_changed' && event.category === 'Cement' ? [event.stage] : []));
    expect(stages).toEqual(['generating_keywords', 'searching', 'enriching', 'scoring', 'saving']);
    const keywords = events.find(({ event }) => event.type === 'keywords_generated')?.event;
    expect(keywords).toMatchObject({ category: 'Cement', keywords: ['OPC Cement', '53 Grade', 'Cement'] });
    const results = events.flatMap(({ event }) => (event.type === 'search_results_found' ? [[event.category, event.source, event.results_count]] : []));
    // The vendor 60 km away is outside the 25 km radius.
    expect(results).toEqual([
      ['Cement', 'directory', 5],
      ['Cement', 'test-places', 0],
      ['Steel & Metal', 'directory', 2],
      ['Steel & Metal', 'test-places', 0],
    ]);

    const vendors = found(events);
    expect(vendors.map((v) => v.material)).toEqual(['Cement', 'Cement', 'Cement', 'Steel & Metal', 'Steel & Metal']);
    expect(vendors.every((v) => v.is_new)).toBe(true);
    for (const { vendor } of vendors) {
      expect(vendor.score_breakdown.trust.length).toBeGreaterThan(0);
      expect(vendor.score_breakdown.suitability.length).toBeGreaterThan(0);
      expect(vendor.distance_km).not.toBeNull();
      expect(vendor.distance_km ?? 99).toBeLessThanOrEqual(25);
    }
    // Both Traders supplies both categories: one project vendor, listed once.
    const both = vendors.filter((v) => v.vendor.vendor_name === 'Both Traders');
    expect(both).toHaveLength(2);
    expect(both[0]?.vendor.id).toBe(both[1]?.vendor.id);
    expect(both[1]?.vendor.materials_supplied.map((m) => m.material_category)).toEqual(['Cement', 'Steel & Metal']);
    const distinct = new Set(vendors.map((v) => v.vendor.id)).size;
    expect(distinct).toBe(4);
    expect(events.at(-1)?.event).toMatchObject({ type: 'session_completed', total_vendors_found: 4, new_vendors_found: 4 });
    const progress = events.flatMap(({ event }) => (event.type === 'progress_update' ? [event.progress] : []));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const list = ZVendorList.parse((await get(`/api/sourcing/projects/${projectId}/vendors`)).json());
    expect(list.total).toBe(4);
    const sessionList = ZVendorList.parse((await get(`/api/sourcing/vendor-search-sessions/${sessionId}/vendors`)).json());
    expect(sessionList.vendors.map((v) => v.id)).toEqual(list.vendors.map((v) => v.id));
    const status = ZSearchSessionStatusResponse.parse((await get(`/api/sourcing/vendor-search-sessions/${sessionId}/status`)).json());
    expect(status).toMatchObject({ status: 'completed', progress: 100, vendors_found: 4, error: null, current_activity: 'Completed! Discovered 4 vendors.' });
    expect(before - (await balanceOf(t, user.id))).toBe(discoveryTokens(2, 5, 'standard'));
    expect((await get(`/api/sourcing/projects/${projectId}`)).json()).toMatchObject({ vendors_count: 4 });
  });

  it('finds the same vendors again under the same ids, not new, and counts every session in the history', async () => {
    const first = ZVendorList.parse((await get(`/api/sourcing/projects/${projectId}/vendors`)).json());
    const sessionId = await start();
    const events = await sessionEvents(t, user.token, sessionId);
    const again = found(events);
    expect(again.every((v) => !v.is_new)).toBe(true);
    expect(new Set(again.map((v) => v.vendor.id))).toEqual(new Set(first.vendors.map((v) => v.id)));
    expect(events.at(-1)?.event).toMatchObject({ type: 'session_completed', total_vendors_found: 4, new_vendors_found: 0 });
    expect(ZVendorList.parse((await get(`/api/sourcing/projects/${projectId}/vendors`)).json()).total).toBe(4);

    const history = ZSearchSessionList.parse((await get(`/api/sourcing/projects/${projectId}/search-sessions`)).json());
    expect(history.sessions.map((s) => s.id)[0]).toBe(sessionId);
    expect(history).toMatchObject({ total_searches: 2, total_vendors_found: 8, materials_searched_count: 2 });
    expect(history.sessions[0]).toMatchObject({
      session_name: 'Cement, Steel & Metal near Nagpur',
      status: 'completed',
      location: 'Nagpur',
      search_radius_km: 25,
      materials_searched: ['Cement', 'Steel & Metal'],
      total_vendors_found: 4,
      new_vendors_found: 0,
    });
    const page = ZSearchSessionList.parse((await get(`/api/sourcing/projects/${projectId}/search-sessions?limit=1&offset=1`)).json());
    expect(page.sessions).toHaveLength(1);
    expect(page.total_searches).toBe(2);
  });

  it('replays after Last-Event-ID exactly the events the client missed', async () => {
    const sessionId = await start(criteria({ categories: [{ category: 'Cement', material_ids: [] }] }));
    const all = await sessionEvents(t, user.token, sessionId);
    const cut = all.findIndex((e) => e.event.type === 'vendor_found');
    const rest = await sessionEvents(t, user.token, sessionId, all[cut]?.id);
    expect(rest.map((e) => e.id)).toEqual(all.slice(cut + 1).map((e) => e.id));
  });

  it('stores what the places provider finds and refuses a second discovery while one runs (409, its hold released)', async () => {
    placesRows = (category) =>
      category === 'Cement'
        ? [{ dedupeKey: 'places:test-1', source: 'places', externalId: 'test-1', name: 'Places Cement Mart', ...near(5), categories: ['Cement'], rating: 4.1, reviewCount: 12 }]
        : [];
    const go = places.hold();
    let sessionId: number;
    try {
      sessionId = await start(criteria({ categories: [{ category: 'Cement', material_ids: [] }], max_vendors_per_category: 10 }));
      const held = await balanceOf(t, user.id);
      const second = await discover(projectId, criteria());
      expect(second.statusCode).toBe(409);
      expect(second.json<{ message: string }>().message).toBe(DISCOVERY_RUNNING_MESSAGE);
      expect(await balanceOf(t, user.id)).toBe(held);
    } finally {
      go();
    }
    const events = await sessionEvents(t, user.token, sessionId);
    placesRows = () => [];
    expect(events.find(({ event }) => event.type === 'search_results_found' && event.source === 'test-places')?.event).toMatchObject({ results_count: 1 });
    expect(found(events).map((v) => v.vendor.vendor_name)).toContain('Places Cement Mart');
    expect(found(events).find((v) => v.vendor.vendor_name === 'Places Cement Mart')?.vendor.source).toBe('places');
  });

  it('goes on with the directory when the places provider fails, saying so in the activity', async () => {
    placesRows = () => new Error('OVER_QUERY_LIMIT');
    try {
      const sessionId = await start(criteria({ categories: [{ category: 'Steel & Metal', material_ids: [] }] }));
      const events = await sessionEvents(t, user.token, sessionId);
      const activities = events.flatMap(({ event }) => (event.type === 'progress_update' ? [event.current_activity] : []));
      expect(activities.some((a) => a.includes('OVER_QUERY_LIMIT'))).toBe(true);
      expect(events.at(-1)?.event).toMatchObject({ type: 'session_completed', total_vendors_found: 2 });
    } finally {
      placesRows = () => [];
    }
  });

  it('charges nothing for a discovery that finds no vendor', async () => {
    const before = await balanceOf(t, user.id);
    const events = await sessionEvents(t, user.token, await start(criteria({ categories: [{ category: 'Marble', material_ids: [] }] })));
    expect(events.at(-1)?.event).toMatchObject({ type: 'session_completed', total_vendors_found: 0 });
    expect(await balanceOf(t, user.id)).toBe(before);
  });
  it('answers 402 with the ledger body before anything runs when the tokens cannot be held', async () => {
    const poor = await signUp(t);
    const id = await insertProject(t.database.db, poor.user.id, { name: 'Poor' });
    await drainTokens(t, poor.user.id);
    const res = await discover(id, criteria(), poor.access_token);
    expect(res.statusCode).toBe(402);
    expect(ZInsufficientTokensBody.parse(res.json()).detail.available).toBe(0);
    const history = ZSearchSessionList.parse((await get(`/api/sourcing/projects/${id}/search-sessions`, poor.access_token)).json());
    expect(history.total_searches).toBe(0);
  });

  it('releases the hold as the project is deleted during a discovery, and charges nothing later', async () => {
    const id = await insertProject(t.database.db, user.id, { name: 'Short-lived' });
    const before = await balanceOf(t, user.id);
    const go = places.hold();
    try {
      await start(criteria(), id);
      expect(await balanceOf(t, user.id)).toBeLessThan(before);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/sourcing/projects/${id}`, headers: bearer(user.token) })).statusCode).toBe(200);
      expect(await balanceOf(t, user.id)).toBe(before); // released by the deletion, while the search still waits
    } finally {
      go();
    }
    await expect.poll(() => balanceOf(t, user.id), { timeout: 10_000 }).toBe(before);
  });

  it('estimates vendors, time, tokens and rupees for free and deterministically', async () => {
    const before = await balanceOf(t, user.id);
    const body = criteria({ max_vendors_per_category: 5, enrichment_level: 'deep' });
    const a = await t.app.inject({ method: 'POST', url: '/api/sourcing/estimate-discovery-cost', headers: bearer(user.token), payload: body });
    const b = await t.app.inject({ method: 'POST', url: '/api/sourcing/estimate-discovery-cost', headers: bearer(user.token), payload: body });
    expect(a.statusCode).toBe(200);
    const estimate = ZDiscoveryEstimate.parse(a.json());
    expect(estimate).toEqual(b.json());
    expect(estimate.estimated_vendors).toBe(10);
    expect(estimate.total_tokens).toBe(discoveryTokens(2, 10, 'deep'));
    expect(await balanceOf(t, user.id)).toBe(before);
  });

  it.each([
    ['a radius under 5 km', { radius_km: 0 }, 'Search radius must be between 5 and 100 km'],
    ['a radius over 100 km', { radius_km: 105 }, 'Search radius must be between 5 and 100 km'],
    ['a radius not a multiple of 5', { radius_km: 12 }, 'Search radius must be a multiple of 5 km'],
    ['an unknown category', { categories: [{ category: 'Plutonium', material_ids: [] }] }, 'Please choose a material category'],
    ['no category', { categories: [] }, DISCOVERY_CATEGORY_REQUIRED_MESSAGE],
    ['coordinates outside India', { project_lat: 51.5, project_lng: -0.12 }, OUTSIDE_INDIA_MESSAGE],
    ['0 vendors per category', { max_vendors_per_category: 0 }, 'Vendors per category must be 3, 5 or 10'],
    ['11 vendors per category', { max_vendors_per_category: 11 }, 'Vendors per category must be 3, 5 or 10'],
  ])('answers 400 invalid_request for %s, to the estimate and to the start', async (_, over, message) => {
    for (const url of ['/api/sourcing/estimate-discovery-cost', `/api/sourcing/projects/${projectId}/discover-vendors`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: { ...criteria(), ...over } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request', message });
    }
  });

  it("answers 404 for another user's project or session and 400 for ids beyond the integer range", async () => {
    const stranger = await signUp(t);
    const { sessions } = ZSearchSessionList.parse((await get(`/api/sourcing/projects/${projectId}/search-sessions`)).json());
    const sessionId = sessions[0]?.id ?? 0;
    expect((await discover(projectId, criteria(), stranger.access_token)).statusCode).toBe(404);
    for (const url of [
      `/api/sourcing/projects/${projectId}/vendors`,
      `/api/sourcing/projects/${projectId}/vendors/stats`,
      `/api/sourcing/projects/${projectId}/vendors/export`,
      `/api/sourcing/projects/${projectId}/search-sessions`,
      `/api/sourcing/vendor-search-sessions/${sessionId}/status`,
      `/api/sourcing/vendor-search-sessions/${sessionId}/vendors`,
      `/api/sourcing/vendor-search-sessions/${sessionId}/stream?token=${stranger.access_token}`,
    ]) {
      expect((await get(url, stranger.access_token)).statusCode, url).toBe(404);
    }
    for (const url of ['/api/sourcing/projects/2147483648/vendors', '/api/sourcing/vendor-search-sessions/2147483648/status']) {
      expect((await get(url)).json()).toMatchObject({ code: 'invalid_request' });
    }
  });
});
