import {
  ZAutocompleteResponse,
  ZErrorBody,
  ZLocationHealth,
  ZLocationResult,
} from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { PLACES } from './gazetteer.js';
import { distanceKm } from './places.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).access_token;
});
afterAll(() => t.close());

const reverse = (latitude: unknown, longitude: unknown, auth = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/location/reverse-geocode',
    headers: auth ? bearer(token) : {},
    payload: { latitude, longitude },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the place list', () => {
  it('has unique ids and every place inside Gujarat', () => {
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    for (const p of PLACES) {
      expect(p.latitude).toBeGreaterThan(20);
      expect(p.latitude).toBeLessThan(24.8);
      expect(p.longitude).toBeGreaterThan(68);
      expect(p.longitude).toBeLessThan(74.5);
      expect(p.pincode ?? '380001').toMatch(/^3[6-9]\d{4}$/);
    }
  });

  it('puts every locality within 15 km of its city', () => {
    for (const p of PLACES.filter((x) => x.kind === 'locality')) {
      const city = PLACES.find((c) => c.kind === 'city' && c.name === p.city)!;
      expect(distanceKm(p.latitude, p.longitude, city.latitude, city.longitude)).toBeLessThan(15);
    }
  });
});

describe('POST /location/reverse-geocode', () => {
  it('names the locality and city of a point in Ahmedabad, keeping the coordinates asked', async () => {
    const res = await reverse(23.0367, 72.5605);
    expect(res.statusCode).toBe(200);
    expect(ZLocationResult.parse(res.json())).toEqual({
      formatted_address: 'Navrangpura, Ahmedabad, Gujarat 380009, India',
      city: 'Ahmedabad',
      state: 'Gujarat',
      pincode: '380009',
      locality: 'Navrangpura',
      latitude: 23.0367,
      longitude: 72.5605,
      place_id: 'gz:ahmedabad-navrangpura',
    });
  });

  it('falls back to the nearest city, then to the state, inside Gujarat', async () => {
    const nearBhavnagar = ZLocationResult.parse((await reverse(21.78, 72.13)).json());
    expect(nearBhavnagar).toMatchObject({ city: 'Bhavnagar', locality: null, formatted_address: 'Bhavnagar, Gujarat 364001, India' });

    // The Rann of Kutch: in the state, far from any listed town.
    const rann = ZLocationResult.parse((await reverse(24.0, 70.2)).json());
    expect(rann).toMatchObject({ city: null, state: 'Gujarat', formatted_address: 'Gujarat, India' });
  });

  it('answers 404 outside Gujarat, 400 for impossible coordinates and 401 when signed out', async () => {
    const mumbai = await reverse(19.076, 72.8777);
    expect(mumbai.statusCode).toBe(404);
    expect(ZErrorBody.parse(mumbai.json()).message).toBe('No address found near these coordinates');
    expect((await reverse(95, 72)).statusCode).toBe(400);
    expect(ZErrorBody.parse((await reverse('north', 72)).json()).errors?.[0]?.message).toBe('Latitude must be a number');
    expect((await reverse(23, 72.5, false)).statusCode).toBe(401);
  });
});

describe('GET /location/autocomplete and /location/place-details', () => {
  it('suggests up to 5 places for two or more characters, names that start with the text first', async () => {
    const body = ZAutocompleteResponse.parse((await get('/api/location/autocomplete?input=va')).json());
    expect(body.predictions).toHaveLength(5);
    expect(body.predictions[0]).toEqual({
      place_id: 'gz:vadodara',
      description: 'Vadodara, Gujarat, India',
      main_text: 'Vadodara',
      secondary_text: 'Gujarat, India',
    });
    expect(body.predictions.map((p) => p.main_text)).toContain('Vastrapur');
  });

  it('finds places by other spellings and Gujarati names, and localities with their city', async () => {
    const baroda = ZAutocompleteResponse.parse((await get('/api/location/autocomplete?input=Baroda')).json());
    expect(baroda.predictions[0]?.main_text).toBe('Vadodara');
    const gujarati = ZAutocompleteResponse.parse((await get(`/api/location/autocomplete?input=${encodeURIComponent('સુરત')}`)).json());
    expect(gujarati.predictions[0]?.main_text).toBe('Surat');
    const vesu = ZAutocompleteResponse.parse((await get('/api/location/autocomplete?input=vesu&limit=1')).json());
    expect(vesu.predictions).toEqual([
      { place_id: 'gz:surat-vesu', description: 'Vesu, Surat, Gujarat, India', main_text: 'Vesu', secondary_text: 'Surat, Gujarat, India' },
    ]);
  });

  it('answers no suggestions under two characters or when nothing matches', async () => {
    expect(ZAutocompleteResponse.parse((await get('/api/location/autocomplete?input=%20a%20')).json()).predictions).toEqual([]);
    expect(ZAutocompleteResponse.parse((await get('/api/location/autocomplete?input=zzzz')).json()).predictions).toEqual([]);
    expect((await get('/api/location/autocomplete?input=ahm&limit=11')).statusCode).toBe(400);
  });

  it('gives the details of a suggested place and 404 for an unknown one', async () => {
    const details = ZLocationResult.parse((await get('/api/location/place-details/gz:surat-vesu')).json());
    expect(details).toMatchObject({ city: 'Surat', locality: 'Vesu', pincode: '395007', latitude: 21.1418, longitude: 72.7709 });
    const missing = await get('/api/location/place-details/gz:atlantis');
    expect(missing.statusCode).toBe(404);
    expect(ZErrorBody.parse(missing.json()).message).toBe('Location not found');
  });
});

describe('GET /location/health', () => {
  it('is public and names the embedded gazetteer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/location/health' });
    expect(ZLocationHealth.parse(res.json())).toEqual({ status: 'ok', provider: 'gazetteer', places: PLACES.length });
  });
});
