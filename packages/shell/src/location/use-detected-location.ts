import type { Client } from '@app/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';
import { detectLocation, type DetectedLocation } from './detect-location';
import { LocationError, type LocationErrorKey } from './geolocation';
import { readCachedLocation, writeCachedLocation } from './location-cache';

export interface UseDetectedLocationResult {
  /** Detection is running: the chip reads 'Detecting...'. */
  loading: boolean;
  location: DetectedLocation | null;
  /** The address, else the coordinates as text, else null. */
  address: string | null;
  /**
   * The spec's text for a failure ('Location access denied. Please enable location services.'),
   * or 'Could not determine address, but coordinates are available' when only coordinates are known.
   */
  error: string | null;
  /** Detects again, ignoring the cache. */
  retry: () => void;
}

export interface UseDetectedLocationOptions {
  client?: Client;
  geolocation?: Geolocation;
}

interface State {
  loading: boolean;
  location: DetectedLocation | null;
  errorKey: LocationErrorKey | null;
}

// One detection at a time for the whole page (several chips, StrictMode's double effects).
let inFlight: Promise<DetectedLocation> | null = null;

/**
 * The user's location for the top-bar chip: browser geolocation on load (10 s time-out, 5-minute
 * maximum age, low accuracy), named through `POST /location/reverse-geocode` for a signed-in
 * user, cached for 5 minutes (spec part 1, sections 4 and 9).
 */
export function useDetectedLocation({ client, geolocation }: UseDetectedLocationOptions = {}): UseDetectedLocationResult {
  const { t } = useTranslation('shell');
  const { isAuthenticated, isLoading: sessionLoading } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const cached = readCachedLocation();
    return { loading: !cached, location: cached, errorKey: null };
  });

  useEffect(() => {
    // Reverse geocoding needs a signed-in user: wait until the session is known.
    if (sessionLoading) return;
    const cached = attempt === 0 ? readCachedLocation() : null;
    if (cached) {
      setState({ loading: false, location: cached, errorKey: null });
      return;
    }
    let active = true;
    setState((current) => ({ ...current, loading: true, errorKey: null }));
    inFlight ??= detectLocation({
      geolocation,
      // The API client loads only for this call, so the chrome does not wait for it.
      reverseGeocode: isAuthenticated
        ? async (body) => (await import('./reverse-geocode')).reverseGeocode(body, client)
        : undefined,
    })
      .then((location) => {
        writeCachedLocation(location);
        return location;
      })
      .finally(() => {
        inFlight = null;
      });
    inFlight.then(
      (location) => active && setState({ loading: false, location, errorKey: null }),
      (error: unknown) =>
        active && setState({ loading: false, location: null, errorKey: error instanceof LocationError ? error.key : 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [attempt, client, geolocation, isAuthenticated, sessionLoading]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { loading, location, errorKey } = state;
  const coordinates = location
    ? t('location.coordinates', { latitude: location.latitude.toFixed(4), longitude: location.longitude.toFixed(4) })
    : null;

  let error: string | null = null;
  if (errorKey) error = t(`location.errors.${errorKey}`);
  else if (location && !location.address) error = t('location.errors.addressUnknown');

  return { loading, location, address: location?.address ?? coordinates, error, retry };
}

/** For tests: forget a detection left running by another test. */
export function resetLocationDetection(): void {
  inFlight = null;
}
