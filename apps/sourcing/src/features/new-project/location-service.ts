import { sdk } from '@app/shell';
import { AUTOCOMPLETE_DEFAULT_LIMIT, locationContract, type TCoordinates, type TLocationResult, type TPlacePrediction } from '@app/sdk';

/** What the location field needs from the API; tests pass their own. */
export interface LocationService {
  search: (input: string, signal: AbortSignal) => Promise<TPlacePrediction[]>;
  details: (placeId: string) => Promise<TLocationResult>;
  reverse: (coordinates: TCoordinates) => Promise<TLocationResult>;
  position: () => Promise<TCoordinates>;
}

/** `shell:location.errors.<key>`: the spec's texts for a failed "use my current location". */
export type PositionErrorKey = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'failed';

export class PositionError extends Error {
  constructor(readonly key: PositionErrorKey) {
    super(`Location detection failed: ${key}`);
  }
}

/** The browser's position (10 s time-out, positions up to 5 minutes old, as the top-bar chip). */
export function browserPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<TCoordinates> {
  if (!geolocation) return Promise.reject(new PositionError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new PositionError(error.code === 1 ? 'denied' : error.code === 2 ? 'unavailable' : error.code === 3 ? 'timeout' : 'failed')),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60 * 1000 },
    );
  });
}

export const apiLocationService: LocationService = {
  search: async (input, signal) =>
    (await sdk.call(locationContract.autocomplete, { query: { input, limit: AUTOCOMPLETE_DEFAULT_LIMIT }, signal })).predictions,
  details: (placeId) => sdk.call(locationContract.placeDetails, { params: { placeId } }),
  reverse: (coordinates) => sdk.call(locationContract.reverseGeocode, { body: coordinates }),
  position: () => browserPosition(),
};
