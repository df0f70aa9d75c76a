import type { TMaterialCategory } from '@app/sdk/contracts';
import type { Config } from '../../config.js';
import type { NewVendor } from '../../db/schema/vendors.js';
import { createGooglePlaces } from './google-places.js';

export interface PlacesQuery {
  category: TMaterialCategory;
  /** Extra words for the search, e.g. the project's material names ('OPC 53 grade'). */
  keywords: string[];
  latitude: number;
  longitude: number;
  radiusKm: number;
  limit: number;
}

/** An outside directory of businesses; what it finds is stored in `vendors` (source 'places'). */
export interface PlacesProvider {
  name: string;
  /** Suppliers of the category within the radius, as rows ready for `upsertVendors`. Throws when the service refuses. */
  search(q: PlacesQuery): Promise<NewVendor[]>;
}

/** Google Places when GOOGLE_PLACES_API_KEY is set; otherwise discovery uses the directory alone. */
export function createPlacesProvider(config: Pick<Config, 'places'>): PlacesProvider | null {
  return config.places ? createGooglePlaces(config.places) : null;
}
