import { DEFAULT_DISCOVERY_CITY, DEFAULT_DISCOVERY_COORDINATES, discoveryPlaceNotFoundMessage } from '@app/sdk/contracts';
import { AppError } from '../../lib/errors.js';
import { PLACES, type Place } from '../location/gazetteer.js';
import { reverseGeocode } from '../location/places.js';

/** Where a discovery searches: the session's label and centre. */
export interface SearchCentre {
  /** As the session shows it: 'Rajkot', 'Navrangpura, Ahmedabad'. */
  city: string;
  latitude: number;
  longitude: number;
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s.-]+/g, ' ').trim();

const labelOf = (place: Place) => (place.kind === 'locality' ? `${place.name}, ${place.city}` : place.name);
const centreOf = (place: Place): SearchCentre => ({ city: labelOf(place), latitude: place.latitude, longitude: place.longitude });

/**
 * The place a typed name means: its name or another spelling exactly (a city before a locality
 * of the same name; 'Naroda, Ahmedabad' and 'Rajkot, Gujarat, India' name their first part within
 * the second), else the only place whose name starts with it. Null when none or several match.
 */
export function placeNamed(text: string): Place | null {
  const parts = text.split(',').map(fold).filter(Boolean);
  const [first, second] = parts;
  if (!first) return null;
  const exact = PLACES.filter((p) => [p.name, ...p.aliases].some((n) => fold(n) === first));
  const within = second ? exact.filter((p) => fold(p.city) === second) : [];
  const best = within[0] ?? exact.find((p) => p.kind === 'city') ?? exact[0];
  if (best) return best;
  const starting = PLACES.filter((p) => [p.name, ...p.aliases].some((n) => fold(n).startsWith(first)));
  const cities = starting.filter((p) => p.kind === 'city');
  if (cities.length === 1) return cities[0] ?? null;
  return starting.length === 1 ? (starting[0] ?? null) : null;
}

/**
 * The centre of a discovery from what the client sent, validated: its coordinates with its label
 * (the place picked in the dialog; without a label, the place the gazetteer names there); a place
 * name alone is looked up, and one not found answers 422 rather than searching elsewhere; neither
 * is the spec's default, Ahmedabad.
 */
export function searchCentre(input: { project_lat?: number | undefined; project_lng?: number | undefined; city?: string | undefined }): SearchCentre {
  const { project_lat: latitude, project_lng: longitude, city } = input;
  if (latitude !== undefined && longitude !== undefined) {
    const named = city ?? reverseGeocode(latitude, longitude);
    const label =
      typeof named === 'string' ? named : named?.locality ? `${named.locality}, ${named.city}` : (named?.city ?? `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`);
    return { city: label, latitude, longitude };
  }
  if (city === undefined) return { city: DEFAULT_DISCOVERY_CITY, ...DEFAULT_DISCOVERY_COORDINATES };
  const place = placeNamed(city);
  if (!place) {
    const message = discoveryPlaceNotFoundMessage(city);
    throw new AppError(422, message, { errors: [{ path: 'city', message }] });
  }
  return centreOf(place);
}
