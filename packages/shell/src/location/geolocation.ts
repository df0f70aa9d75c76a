/** Spec part 1, section 9: time-out 10 s, positions up to 5 minutes old accepted, low accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60 * 1000,
};

/** `shell:location.errors.<key>`, one per failure the spec names (part 1, section 8 "Location"). */
export type LocationErrorKey = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'failed';

export class LocationError extends Error {
  constructor(readonly key: LocationErrorKey) {
    super(`Location detection failed: ${key}`);
    this.name = 'LocationError';
  }
}

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 time-out. */
export function geolocationErrorKey(error: unknown): LocationErrorKey {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 1) return 'denied';
  if (code === 2) return 'unavailable';
  if (code === 3) return 'timeout';
  return 'failed';
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The browser's position, or a LocationError naming why there is none. */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates> {
  if (!geolocation) return Promise.reject(new LocationError('unsupported'));
  return new Promise((resolve, reject) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        (error) => reject(new LocationError(geolocationErrorKey(error))),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      reject(new LocationError('failed'));
    }
  });
}
