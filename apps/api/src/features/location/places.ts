import type { TLocationResult, TPlacePrediction } from '@app/sdk/contracts';
import { COUNTRY, GUJARAT_BOUNDS, PLACES, STATE, type Place } from './gazetteer.js';

/** A locality names the point when it is this close… */
const LOCALITY_RADIUS_KM = 3;
/** …else the nearest city within this distance does. */
const CITY_RADIUS_KM = 30;

const byId = new Map(PLACES.map((p) => [p.id, p]));

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function nearest(kind: Place['kind'], latitude: number, longitude: number): { place: Place; km: number } | null {
  let best: { place: Place; km: number } | null = null;
  for (const place of PLACES) {
    if (place.kind !== kind) continue;
    const km = distanceKm(latitude, longitude, place.latitude, place.longitude);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

/** "Navrangpura, Ahmedabad, Gujarat 380009, India" / "Surat, Gujarat 395003, India". */
function formattedAddress(place: Place): string {
  const parts = place.kind === 'locality' ? [place.name, place.city] : [place.name];
  return [...parts, place.pincode ? `${STATE} ${place.pincode}` : STATE, COUNTRY].join(', ');
}

export function toResult(place: Place, at?: { latitude: number; longitude: number }): TLocationResult {
  return {
    formatted_address: formattedAddress(place),
    city: place.city,
    state: STATE,
    pincode: place.pincode,
    locality: place.kind === 'locality' ? place.name : null,
    latitude: at?.latitude ?? place.latitude,
    longitude: at?.longitude ?? place.longitude,
    place_id: place.id,
  };
}

/**
 * The place that names a point: a locality within 3 km, else a city within 30 km, else just the
 * state for a point inside Gujarat; null elsewhere. The answer keeps the asked coordinates.
 */
export function reverseGeocode(latitude: number, longitude: number): TLocationResult | null {
  const at = { latitude, longitude };
  const locality = nearest('locality', latitude, longitude);
  if (locality && locality.km <= LOCALITY_RADIUS_KM) return toResult(locality.place, at);
  const city = nearest('city', latitude, longitude);
  if (city && city.km <= CITY_RADIUS_KM) return toResult(city.place, at);
  const b = GUJARAT_BOUNDS;
  if (latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east) {
    return {
      formatted_address: `${STATE}, ${COUNTRY}`,
      city: null,
      state: STATE,
      pincode: null,
      locality: null,
      latitude,
      longitude,
      place_id: 'gz:gujarat',
    };
  }
  return null;
}

export function placeById(id: string): TLocationResult | null {
  const place = byId.get(id);
  return place ? toResult(place) : null;
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s.-]+/g, ' ').trim();

/**
 * Places whose name or alias matches the typed text: names that start with it first, then
 * names with a word that starts with it, then any other match; cities before localities within
 * each group, in the list's order.
 */
export function autocomplete(input: string, limit: number): TPlacePrediction[] {
  const needle = fold(input);
  if (!needle) return [];
  const rank = (place: Place): number | null => {
    const names = [place.name, ...place.aliases].map(fold);
    if (names.some((n) => n.startsWith(needle))) return 0;
    if (names.some((n) => n.split(' ').some((word) => word.startsWith(needle)))) return 1;
    if (names.some((n) => n.includes(needle)) || fold(`${place.name} ${place.city}`).includes(needle)) return 2;
    return null;
  };
  return PLACES.map((place, order) => ({ place, order, rank: rank(place) }))
    .filter((m): m is { place: Place; order: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ place }) => {
      const secondary = place.kind === 'locality' ? `${place.city}, ${STATE}` : STATE;
      return {
        place_id: place.id,
        description: `${place.name}, ${secondary}, ${COUNTRY}`,
        main_text: place.name,
        secondary_text: `${secondary}, ${COUNTRY}`,
      };
    });
}
