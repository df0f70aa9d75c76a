import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { parseIndianAddress, PlacesError } from './google-places.js';
import { createPlacesProvider, type PlacesProvider, type PlacesQuery } from './places-provider.js';

/** Recorded answers, in Google's response format, chosen by the key the test sends. */
const FIXTURE_OF_KEY: Record<string, string> = {
  ok: 'textsearch-cement-ok.json',
  empty: 'textsearch-zero-results.json',
  quota: 'textsearch-over-query-limit.json',
  denied: 'textsearch-request-denied.json',
};
const AHMEDABAD: PlacesQuery = { category: 'Cement', keywords: ['OPC 53'], latitude: 23.0225, longitude: 72.5714, radiusKm: 25, limit: 10 };

describe('Google Places provider', () => {
  let server: Server;
  let baseUrl: string;
  const requests: URL[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push(url);
      const fixture = url.pathname === '/maps/api/place/textsearch/json' ? FIXTURE_OF_KEY[url.searchParams.get('key') ?? ''] : undefined;
      if (!fixture) {
        res.writeHead(404).end();
        return;
      }
      void readFile(new URL(`./fixtures/places/${fixture}`, import.meta.url)).then((body) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(body);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/place`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  const provider = (apiKey: string): PlacesProvider => {
    const places = createPlacesProvider(testConfig({ places: { apiKey, baseUrl } }));
    if (!places) throw new Error('expected a provider');
    return places;
  };

  it('is absent without an API key', () => {
    expect(createPlacesProvider(testConfig())).toBeNull();
  });

  it('asks a text search around the point and maps open places within the radius to directory rows', async () => {
    const found = await provider('ok').search(AHMEDABAD);
    const asked = requests.at(-1);
    expect(asked?.searchParams.get('query')).toBe('Cement OPC 53 suppliers');
    expect(asked?.searchParams.get('location')).toBe('23.0225,72.5714');
    expect(asked?.searchParams.get('radius')).toBe('25000');
    // The closed shop and the one in Vadodara (about 100 km away) are left out.
    expect(found).toEqual([
      {
        source: 'places',
        externalId: 'ChIJsample0001cementNaroda',
        dedupeKey: 'places:ChIJsample0001cementNaroda',
        name: 'Sample Cement Agency',
        address: 'Plot 21, GIDC Estate, Naroda, Ahmedabad, Gujarat 382330, India',
        city: 'Ahmedabad',
        state: 'Gujarat',
        pincode: '382330',
        latitude: 23.0702,
        longitude: 72.6521,
        phone: null,
        website: null,
        gstin: null,
        rating: 4.4,
        reviewCount: 128,
        categories: ['Cement'],
      },
      expect.objectContaining({ name: 'Example Building Materials', rating: null, reviewCount: 0, pincode: '380015' }),
    ]);
    expect(await provider('ok').search({ ...AHMEDABAD, limit: 1 })).toHaveLength(1);
  });

  it('finds nothing on ZERO_RESULTS', async () => {
    expect(await provider('empty').search(AHMEDABAD)).toEqual([]);
  });

  it('throws a clear error when Google refuses: over the quota, or a bad key', async () => {
    await expect(provider('quota').search(AHMEDABAD)).rejects.toThrow(
      new PlacesError('OVER_QUERY_LIMIT', 'You have exceeded your daily request quota for this API.'),
    );
    await expect(provider('denied').search(AHMEDABAD)).rejects.toMatchObject({
      name: 'PlacesError',
      status: 'REQUEST_DENIED',
      message: 'Google Places search failed: REQUEST_DENIED (The provided API key is invalid.)',
    });
  });

  it('reads city, state and PIN code from an Indian address', () => {
    expect(parseIndianAddress('12, Ring Road, Surat, Gujarat 395002, India')).toEqual({ city: 'Surat', state: 'Gujarat', pincode: '395002' });
    expect(parseIndianAddress('Near bus stand, 370001')).toEqual({ city: null, state: null, pincode: '370001' });
  });
});
