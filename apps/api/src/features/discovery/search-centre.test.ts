import { DISCOVERY_COORDINATES_PAIR_MESSAGE, discoveryPlaceNotFoundMessage, ZDiscoveryStarted, ZSearchSessionList, ZVendorList } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { AppError } from '../../lib/errors.js';
import { bearer, signUp } from '../auth/test-support.js';
import { distanceKm } from '../location/places.js';
import { balanceOf } from '../regagent/test-support.js';
import { insertProject } from '../sourcing/test-support.js';
import { placeNamed, searchCentre } from './search-centre.js';
import { createDiscoveryApp, insertDirectoryVendor, insertMaterials, sessionEvents } from './test-support.js';

const RAJKOT = { latitude: 22.3039, longitude: 70.8022 };
const AHMEDABAD = { latitude: 23.0225, longitude: 72.5714 };

describe('the search centre of a discovery', () => {
  it('takes the coordinates sent with their label', () => {
    expect(searchCentre({ project_lat: RAJKOT.latitude, project_lng: RAJKOT.longitude, city: 'Rajkot' })).toEqual({ city: 'Rajkot', ...RAJKOT });
  });

  it('names coordinates sent without a label after the place there', () => {
    expect(searchCentre({ project_lat: 22.31, project_lng: 70.81 }).city).toMatch(/Rajkot$/);
    expect(searchCentre({ project_lat: 21.15, project_lng: 79.09 }).city).toBe('21.1500, 79.0900');
  });

  it('looks a place name up: exact names and spellings, a locality within its city, the only place starting so', () => {
    expect(searchCentre({ city: 'Rajkot' })).toEqual({ city: 'Rajkot', ...RAJKOT });
    expect(searchCentre({ city: 'rajkot, Gujarat 360001, India' })).toEqual({ city: 'Rajkot', ...RAJKOT });
    expect(searchCentre({ city: 'રાજકોટ' }).city).toBe('Rajkot');
    expect(searchCentre({ city: 'Amdavad' })).toEqual({ city: 'Ahmedabad', ...AHMEDABAD });
    expect(searchCentre({ city: 'Navrangpura, Ahmedabad' }).city).toBe('Navrangpura, Ahmedabad');
    expect(placeNamed('Gandhinag')?.name).toBe('Gandhinagar');
  });

  it('refuses a place it cannot find (422 on the city), instead of searching elsewhere', () => {
    for (const city of ['Atlantis', 'Rajkott']) {
      let error: unknown;
      try {
        searchCentre({ city });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).message).toBe(discoveryPlaceNotFoundMessage(city));
      expect((error as AppError).options.errors).toEqual([{ path: 'city', message: discoveryPlaceNotFoundMessage(city) }]);
    }
  });

  it('searches around the spec default, Ahmedabad, when nothing is sent', () => {
    expect(searchCentre({})).toEqual({ city: 'Ahmedabad', ...AHMEDABAD });
  });
});

describe('discovery around a place the user chose', () => {
  let t: TestApp;
  let user: { token: string; id: string };
  let projectId: number;

  beforeAll(async () => {
    t = await createDiscoveryApp();
    const session = await signUp(t);
    user = { token: session.access_token, id: session.user.id };
    // The project is in Ahmedabad; the user searches around Rajkot.
    projectId = await insertProject(t.database.db, user.id, {
      name: 'Ahmedabad tower',
      location: 'Satellite, Ahmedabad, Gujarat',
      locationJson: { city: 'Ahmedabad', latitude: 23.03, longitude: 72.5176 },
    });
    await insertMaterials(t.database.db, projectId, [{ name: 'Vitrified floor tiles 600x600', category: 'Tiles' }]);
    await insertDirectoryVendor(t.database.db, { name: 'Rajkot Tile Gallery', city: 'Rajkot', latitude: 22.29, longitude: 70.79, categories: ['Tiles'], rating: 4.9, reviewCount: 400 });
    await insertDirectoryVendor(t.database.db, { name: 'Ahmedabad Tile Mart', city: 'Ahmedabad', latitude: 23.03, longitude: 72.52, categories: ['Tiles'], rating: 4.9, reviewCount: 400 });
  });
  afterAll(async () => {
    await t.close();
  });

  const discover = (body: object) =>
    t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${projectId}/discover-vendors`, headers: bearer(user.token), payload: body });
  const tiles = [{ category: 'Tiles', material_ids: [] }];

  it('searches around a typed place: the session is saved there and finds only vendors near it', async () => {
    const res = await discover({ categories: tiles, city: 'Rajkot', radius_km: 25, max_vendors_per_category: 10 });
    expect(res.statusCode).toBe(202);
    const { session_id } = ZDiscoveryStarted.parse(res.json());
    const events = await sessionEvents(t, user.token, session_id);
    expect(events.at(-1)?.event.type).toBe('session_completed');

    const history = ZSearchSessionList.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/search-sessions`, headers: bearer(user.token) })).json());
    expect(history.sessions[0]).toMatchObject({ location: 'Rajkot', session_name: 'Tiles near Rajkot', search_radius_km: 25 });

    const list = ZVendorList.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/vendor-search-sessions/${session_id}/vendors`, headers: bearer(user.token) })).json());
    const names = list.vendors.map((v) => v.vendor_name);
    expect(names).toContain('Rajkot Tile Gallery');
    expect(names).not.toContain('Ahmedabad Tile Mart');
    for (const v of list.vendors) {
      expect(distanceKm(RAJKOT.latitude, RAJKOT.longitude, v.latitude ?? 0, v.longitude ?? 0)).toBeLessThanOrEqual(25);
      expect(v.distance_km ?? 99).toBeLessThanOrEqual(25);
    }
  });

  it('answers 422 for a place it cannot find, holding no tokens and saving no session', async () => {
    const before = await balanceOf(t, user.id);
    const sessionsBefore = ZSearchSessionList.parse(
      (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/search-sessions`, headers: bearer(user.token) })).json(),
    ).total_searches;
    const res = await discover({ categories: tiles, city: 'Rajkott' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: discoveryPlaceNotFoundMessage('Rajkott'), errors: [{ path: 'city' }] });
    expect(await balanceOf(t, user.id)).toBe(before);
    const after = ZSearchSessionList.parse(
      (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/search-sessions`, headers: bearer(user.token) })).json(),
    ).total_searches;
    expect(after).toBe(sessionsBefore);
  });

  it('refuses half a centre (400)', async () => {
    const res = await discover({ categories: tiles, project_lat: 22.3, city: 'Rajkot' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(DISCOVERY_COORDINATES_PAIR_MESSAGE);
  });
});
