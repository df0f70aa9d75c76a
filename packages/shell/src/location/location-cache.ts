import type { DetectedLocation } from './detect-location';

/** Spec part 1, section 4 "Location detection": results are cached for 5 minutes. */
export const LOCATION_CACHE_TTL_MS = 5 * 60 * 1000;
/**
 * sessionStorage, not localStorage: it survives the full navigations between apps of one tab
 * (one prompt, one lookup) but not the tab itself; a position is personal data.
 */
export const LOCATION_CACHE_KEY = 'detected-location';

interface Cached {
  savedAt: number;
  location: DetectedLocation;
}

export function readCachedLocation(now = Date.now(), storage: Storage | undefined = globalThis.sessionStorage): DetectedLocation | null {
  try {
    const raw = storage?.getItem(LOCATION_CACHE_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as Cached;
    const age = now - cached.savedAt;
    return age >= 0 && age < LOCATION_CACHE_TTL_MS && cached.location ? cached.location : null;
  } catch {
    return null; // unreadable or blocked storage: detect again
  }
}

export function writeCachedLocation(location: DetectedLocation, now = Date.now(), storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(LOCATION_CACHE_KEY, JSON.stringify({ savedAt: now, location } satisfies Cached));
  } catch {
    // Storage full or blocked: the next page simply detects again.
  }
}
