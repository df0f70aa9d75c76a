import { Client, type Place, Status } from '@googlemaps/google-maps-services-js';
import type { NewVendor } from '../../db/schema/vendors.js';
import { distanceKm } from '../location/places.js';
import { dedupeKeyOf } from './dedupe.js';
import type { PlacesProvider, PlacesQuery } from './places-provider.js';

export interface GooglePlacesOptions {
  apiKey: string;
  /** The Places API root; tests point it at a local server replaying recorded answers. */
  baseUrl?: string;
}

export const GOOGLE_PLACES_BASE_URL = 'https://maps.googleapis.com/maps/api/place';
/** Google biases a text search to at most 50 km around the point. */
const MAX_BIAS_RADIUS_M = 50_000;

/** A Places failure with Google's status (OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST…). */
export class PlacesError extends Error {
  constructor(
    readonly status: string,
    detail: string | undefined,
  ) {
    super(`Google Places search failed: ${status}${detail ? ` (${detail})` : ''}`);
    this.name = 'PlacesError';
  }
}

/** "Plot 4, GIDC Naroda, Ahmedabad, Gujarat 382330, India" → city, state and pincode. */
export function parseIndianAddress(address: string): { city: string | null; state: string | null; pincode: string | null } {
  const [, city, state, pincode] = /(?:^|,\s*)([^,]+),\s*([A-Za-z][A-Za-z .&]+?)\s+(\d{6})(?:,\s*India)?\s*$/.exec(address) ?? [];
  if (city && state && pincode) return { city: city.trim(), state: state.trim(), pincode };
  return { city: null, state: null, pincode: /\b\d{6}\b/.exec(address)?.[0] ?? null };
}

/** One Places result as a directory row: its place id is the external id, its reviews the rating. */
export function vendorFromPlace(place: Partial<Place>, category: PlacesQuery['category']): NewVendor | null {
  const location = place.geometry?.location;
  if (!place.place_id || !place.name || !location) return null;
  const address = place.formatted_address ?? place.vicinity ?? null;
  const parts = address ? parseIndianAddress(address) : { city: null, state: null, pincode: null };
  const row = {
    source: 'places' as const,
    externalId: place.place_id,
    name: place.name,
    address,
    ...parts,
    latitude: location.lat,
    longitude: location.lng,
    phone: place.formatted_phone_number ?? place.international_phone_number ?? null,
    website: place.website ?? null,
    rating: typeof place.rating === 'number' ? place.rating : null,
    reviewCount: place.user_ratings_total ?? 0,
    categories: [category],
  };
  return { ...row, gstin: null, dedupeKey: dedupeKeyOf({ ...row, gstin: null }) };
}

/** Google's answer inside the client's error when it refused (the client turns e.g. OVER_QUERY_LIMIT into HTTP 429). */
function refusal(error: unknown): { status: string; error_message?: string } | null {
  const data = (error as { response?: { data?: { status?: unknown; error_message?: string } } } | null)?.response?.data;
  return data && typeof data.status === 'string' ? { status: data.status, error_message: data.error_message } : null;
}

/** Google Places text search ('<category> <keywords> suppliers' biased to the circle), through Google's official client. */
export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const client = new Client({});
  const url = `${(options.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/$/, '')}/textsearch/json`;
  return {
    name: 'google',
    async search(q) {
      const query = [q.category, ...q.keywords, 'suppliers'].join(' ');
      let data;
      try {
        const response = await client.textSearch({
          url,
          params: {
            key: options.apiKey,
            query,
            location: { lat: q.latitude, lng: q.longitude },
            radius: Math.min(q.radiusKm * 1000, MAX_BIAS_RADIUS_M),
            region: 'in',
          },
          // A refused or over-quota search is reported to the run, not retried behind its back.
          raxConfig: { retry: 0 },
        });
        data = response.data;
      } catch (error) {
        const answer = refusal(error);
        if (answer) throw new PlacesError(answer.status, answer.error_message);
        throw error;
      }
      if (data.status === Status.ZERO_RESULTS) return [];
      if (data.status !== Status.OK) throw new PlacesError(data.status, data.error_message);
      return data.results
        .filter((place) => place.business_status !== 'CLOSED_PERMANENTLY')
        .map((place) => vendorFromPlace(place, q.category))
        .filter((row): row is NewVendor => row !== null)
        .filter((row) => distanceKm(q.latitude, q.longitude, row.latitude, row.longitude) <= q.radiusKm)
        .slice(0, q.limit);
    },
  };
}
