import {
  DEFAULT_DISCOVERY_CATEGORIES,
  DEFAULT_DISCOVERY_CITY,
  DEFAULT_DISCOVERY_COORDINATES,
  DEFAULT_VENDORS_PER_CATEGORY,
  DISCOVERY_RADIUS,
  type TDiscoveryRequest,
  type TLocationResult,
  type TMaterialCategorySummary,
  type TProject,
} from '@app/sdk';

export interface DiscoveryLocation {
  city: string;
  latitude: number;
  longitude: number;
}

/** The request's city is at most this long (ZDiscoveryRequest). */
const CITY_MAX_LENGTH = 100;

/**
 * The spec's default search location: the project's location JSON (city, latitude, longitude),
 * else its location text (with the default coordinates), else Ahmedabad at 23.0225, 72.5714.
 */
export function defaultDiscoveryLocation(project: Pick<TProject, 'location' | 'location_json'>): DiscoveryLocation {
  const json = project.location_json;
  const text = project.location.trim().slice(0, CITY_MAX_LENGTH);
  if (json) return { city: json.city?.trim() || text || DEFAULT_DISCOVERY_CITY, latitude: json.latitude, longitude: json.longitude };
  return { city: text || DEFAULT_DISCOVERY_CITY, ...DEFAULT_DISCOVERY_COORDINATES };
}

/**
 * The dialog's search location: the text in the field and the place it stands for. `place` is
 * null once the user types over it: the typed name is then sent alone and looked up by the
 * server (a name it cannot find is refused, never searched around another point).
 */
export interface DiscoveryPlace {
  text: string;
  place: DiscoveryLocation | null;
}

/** How a picked place is named in the session: 'Rajkot', 'Navrangpura, Ahmedabad'. */
export function placeLabel(result: Pick<TLocationResult, 'locality' | 'city' | 'formatted_address'>): string {
  const label = result.locality && result.city ? `${result.locality}, ${result.city}` : (result.city ?? result.formatted_address);
  return label.trim().slice(0, CITY_MAX_LENGTH);
}

/**
 * The field's first value: the project's place (location JSON), else its location text to be
 * looked up, else Ahmedabad at the default coordinates.
 */
export function initialDiscoveryPlace(project: Pick<TProject, 'location' | 'location_json'>): DiscoveryPlace {
  const text = project.location.trim().slice(0, CITY_MAX_LENGTH);
  if (!project.location_json && text) return { text, place: null };
  const place = defaultDiscoveryLocation(project);
  return { text: place.city, place };
}

export interface DiscoveryForm {
  /** Chosen category names. */
  selected: string[];
  location: DiscoveryPlace;
  radiusKm: number;
  vendorsPerCategory: 3 | 5 | 10;
}

/**
 * The dialog's first choice: the DEFAULT_DISCOVERY_CATEGORIES categories with the most
 * materials (ties in list order), so the default discovery fits the free plan beside a BOQ
 * extraction and questions; the user may tick more.
 */
export const initialDiscoveryForm = (
  project: Pick<TProject, 'location' | 'location_json'>,
  categories: readonly TMaterialCategorySummary[],
): DiscoveryForm => ({
  selected: [...categories]
    .sort((a, b) => b.material_count - a.material_count)
    .slice(0, DEFAULT_DISCOVERY_CATEGORIES)
    .map((c) => c.category),
  location: initialDiscoveryPlace(project),
  radiusKm: DISCOVERY_RADIUS.default,
  vendorsPerCategory: DEFAULT_VENDORS_PER_CATEGORY,
});

/**
 * The body of estimate-discovery-cost and discover-vendors; null while no category is chosen.
 * A picked place sends its coordinates and label; a typed name goes alone, for the server to
 * look up; an empty field sends no centre (the dialog does not start without one).
 */
export function discoveryRequest(form: DiscoveryForm, categories: readonly TMaterialCategorySummary[]): TDiscoveryRequest | null {
  const chosen = categories.filter((c) => form.selected.includes(c.category));
  if (chosen.length === 0) return null;
  const { place } = form.location;
  const text = form.location.text.trim().slice(0, CITY_MAX_LENGTH);
  const centre: Pick<TDiscoveryRequest, 'project_lat' | 'project_lng' | 'city'> = place
    ? { project_lat: place.latitude, project_lng: place.longitude, city: place.city.trim() || text || DEFAULT_DISCOVERY_CITY }
    : text
      ? { city: text }
      : {};
  return {
    categories: chosen.map((c) => ({ category: c.category, material_ids: c.material_ids })),
    ...centre,
    radius_km: form.radiusKm,
    max_vendors_per_category: form.vendorsPerCategory,
  };
}
