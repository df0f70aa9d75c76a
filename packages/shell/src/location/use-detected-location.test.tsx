import type { Client } from '@app/sdk';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionLoadingAtom, setSignedIn, setSignedOut, shellStore } from '../session/session-atoms';
import { GEOLOCATION_OPTIONS, geolocationErrorKey } from './geolocation';
import { LOCATION_CACHE_KEY, writeCachedLocation } from './location-cache';
import { resetLocationDetection, useDetectedLocation } from './use-detected-location';
import { testUser as user } from '../testing/fake-client';

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };

/** A fake navigator.geolocation answering every request with `outcome`. */
function fakeGeolocation(outcome: Outcome) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if ('coords' in outcome) success({ coords: outcome.coords, timestamp: 0 } as unknown as GeolocationPosition);
    else failure?.({ code: outcome.code, message: 'fake' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function removeGeolocation() {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
}

beforeEach(() => {
  resetLocationDetection();
  setSignedOut();
  shellStore.set(sessionLoadingAtom, false);
});

afterEach(() => {
  removeGeolocation();
});

describe('geolocationErrorKey', () => {
  it('maps the browser error codes to the spec messages', () => {
    expect([1, 2, 3, 99, undefined].map((code) => geolocationErrorKey({ code }))).toEqual([
      'denied',
      'unavailable',
      'timeout',
      'failed',
      'failed',
    ]);
  });
});

describe('useDetectedLocation', () => {
  it.each([
    [1, 'Location access denied. Please enable location services.'],
    [2, 'Location information unavailable'],
    [3, 'Location request timed out'],
    [42, 'Failed to detect location'],
  ])('shows the spec text for geolocation error code %i', async (code, text) => {
    fakeGeolocation({ code });
    const { result } = renderHook(() => useDetectedLocation());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe(text);
    expect(result.current.location).toBeNull();
  });

  it('says so when the browser has no geolocation', async () => {
    removeGeolocation();
    const { result } = renderHook(() => useDetectedLocation());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('Geolocation is not supported by your browser');
  });

  it('asks once, with a 10 s time-out, 5-minute maximum age and low accuracy', async () => {
    const getCurrentPosition = fakeGeolocation({ code: 3 });
    const { result } = renderHook(() => useDetectedLocation());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 });
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10_000);
  });

  it('falls back to the raw coordinates when no address can be found', async () => {
    fakeGeolocation({ coords: { latitude: 23.0225, longitude: 72.5714 } });
    const { result } = renderHook(() => useDetectedLocation());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.address).toBe('23.0225, 72.5714');
    expect(result.current.error).toBe('Could not determine address, but coordinates are available');
  });

  it('names the place through reverse geocoding for a signed-in user and caches it', async () => {
    setSignedIn(user);
    fakeGeolocation({ coords: { latitude: 23.0225, longitude: 72.5714 } });
    const call = vi.fn(async () => ({
      formatted_address: 'Navrangpura, Ahmedabad, Gujarat',
      city: 'Ahmedabad',
      state: 'Gujarat',
      pincode: '380009',
      locality: 'Navrangpura',
      latitude: 23.0225,
      longitude: 72.5714,
      place_id: 'gz:1',
    }));
    const client = { call } as unknown as Client;
    const { result } = renderHook(() => useDetectedLocation({ client }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.location?.city).toBe('Ahmedabad');
    expect(result.current.error).toBeNull();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/location/reverse-geocode' }), {
      body: { latitude: 23.0225, longitude: 72.5714 },
    });
    expect(JSON.parse(sessionStorage.getItem(LOCATION_CACHE_KEY) ?? '{}').location.city).toBe('Ahmedabad');
  });

  it('uses a result under 5 minutes old without asking the browser again', async () => {
    writeCachedLocation({ latitude: 21.17, longitude: 72.83, city: 'Surat', state: 'Gujarat', address: 'Surat, Gujarat' });
    const getCurrentPosition = fakeGeolocation({ code: 1 });
    const { result } = renderHook(() => useDetectedLocation());
    expect(result.current.loading).toBe(false);
    expect(result.current.location?.city).toBe('Surat');
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('detects again when the cached result is older than 5 minutes', async () => {
    writeCachedLocation({ latitude: 21.17, longitude: 72.83, city: 'Surat', state: null, address: null }, Date.now() - 5 * 60 * 1000 - 1);
    const getCurrentPosition = fakeGeolocation({ code: 2 });
    const { result } = renderHook(() => useDetectedLocation());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBe('Location information unavailable');
  });
});
