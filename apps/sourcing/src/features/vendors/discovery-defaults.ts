import {
  DEFAULT_DISCOVERY_CATEGORIES,
  DEFAULT_DISCOVERY_CITY,
  DEFAULT_DISCOVERY_COORDINATES,
  DEFAULT_VENDORS_PER_CATEGORY,
  DISCOVERY_RADIUS,
  type TDiscoveryRequest,
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

export interface DiscoveryForm {
  /** Chosen category names. */
  selected: string[];
  location: DiscoveryLocation;
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
  location: defaultDiscoveryLocation(project),
  radiusKm: DISCOVERY_RADIUS.default,
  vendorsPerCategory: DEFAULT_VENDORS_PER_CATEGORY,
});

/** The body of estimate-discovery-cost and discover-vendors; null while no category is chosen. */
export function discoveryRequest(form: DiscoveryForm, categories: readonly TMaterialCategorySummary[]): TDiscoveryRequest | null {
  const chosen = categories.filter((c) => form.selected.includes(c.category));
  if (chosen.length === 0) return null;
  return {
    categories: chosen.map((c) => ({ category: c.category, material_ids: c.material_ids })),
    project_lat: form.location.latitude,
    project_lng: form.location.longitude,
    city: form.location.city.trim() || DEFAULT_DISCOVERY_CITY,
    radius_km: form.radiusKm,
    max_vendors_per_category: form.vendorsPerCategory,
  };
}
