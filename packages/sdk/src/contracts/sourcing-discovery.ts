import { z } from 'zod';
import { ZEnrichmentLevel, ZMaterialCategory, ZSearchSessionStatus } from './sourcing-enums.js';
import { zBodyId, ZTimestamp, zQueryInt } from './scalars.js';

export const DISCOVERY_CATEGORY_REQUIRED_MESSAGE = 'Please select at least one material category';
export const DISCOVERY_RADIUS = { min: 5, max: 100, step: 5, default: 25 } as const;
export const VENDORS_PER_CATEGORY_OPTIONS = [3, 5, 10] as const;
export const DEFAULT_VENDORS_PER_CATEGORY = 5;
export const DEFAULT_DISCOVERY_CITY = 'Ahmedabad';
export const DEFAULT_DISCOVERY_COORDINATES = { latitude: 23.0225, longitude: 72.5714 } as const;
/** The spec shows the estimate's cost (US dollars) times 83 as rupees. */
export const USD_TO_INR = 83;

/** Discovery searches around a point in India (a generous bounding box of the country). */
export const INDIA_BOUNDS = { minLatitude: 6, maxLatitude: 37.5, minLongitude: 68, maxLongitude: 97.5 } as const;
export const OUTSIDE_INDIA_MESSAGE = 'Please choose a location in India';
/** 409 of discover-vendors: one discovery at a time per project. */
export const DISCOVERY_RUNNING_MESSAGE = 'Vendor discovery is already running for this project';

export const ZDiscoveryCategory = z.object({
  category: ZMaterialCategory,
  material_ids: z.array(zBodyId()).max(500),
});

/** A place typed for discovery that the server cannot find (422, error path `city`). */
export const discoveryPlaceNotFoundMessage = (place: string) => `We could not find "${place}". Choose a place from the suggestions.`;
export const DISCOVERY_COORDINATES_PAIR_MESSAGE = 'Send project_lat and project_lng together, or neither';

/**
 * Body of estimate-discovery-cost and of discover-vendors (the dialog's criteria). The search
 * centre is what the client sends: `project_lat`/`project_lng` (both or neither) with `city` as
 * its label — the place picked in the dialog; `city` alone is looked up in the place list (an
 * unknown place answers 422, never another centre); neither searches around the spec's default,
 * Ahmedabad at 23.0225, 72.5714.
 */
export const ZDiscoveryRequest = z
  .object({
    categories: z
      .array(ZDiscoveryCategory, { error: DISCOVERY_CATEGORY_REQUIRED_MESSAGE })
      .min(1, DISCOVERY_CATEGORY_REQUIRED_MESSAGE)
      .max(17),
    project_lat: z.number().min(INDIA_BOUNDS.minLatitude, OUTSIDE_INDIA_MESSAGE).max(INDIA_BOUNDS.maxLatitude, OUTSIDE_INDIA_MESSAGE).optional(),
    project_lng: z.number().min(INDIA_BOUNDS.minLongitude, OUTSIDE_INDIA_MESSAGE).max(INDIA_BOUNDS.maxLongitude, OUTSIDE_INDIA_MESSAGE).optional(),
    /** The place searched around, as the session shows it ('Rajkot'). */
    city: z.string().trim().min(1, 'Enter a place to search around').max(100).optional(),
    radius_km: z
      .number()
      .int()
      .min(DISCOVERY_RADIUS.min, 'Search radius must be between 5 and 100 km')
      .max(DISCOVERY_RADIUS.max, 'Search radius must be between 5 and 100 km')
      .multipleOf(DISCOVERY_RADIUS.step, 'Search radius must be a multiple of 5 km')
      .default(DISCOVERY_RADIUS.default),
    max_vendors_per_category: z
      .union([z.literal(3), z.literal(5), z.literal(10)], { error: 'Vendors per category must be 3, 5 or 10' })
      .default(DEFAULT_VENDORS_PER_CATEGORY),
    enrichment_level: ZEnrichmentLevel.default('standard'),
  })
  .refine((r) => (r.project_lat === undefined) === (r.project_lng === undefined), {
    message: DISCOVERY_COORDINATES_PAIR_MESSAGE,
    path: ['project_lng'],
  });
export type TDiscoveryRequest = z.input<typeof ZDiscoveryRequest>;

export const ZDiscoveryEstimate = z.object({
  estimated_vendors: z.number().int().min(0),
  /** e.g. '~2 min'. */
  estimated_time_display: z.string(),
  estimated_time_seconds: z.number().int().min(0),
  total_tokens: z.number().int().min(0),
  /** US dollars (the spec's client shows it × USD_TO_INR as rupees). */
  estimated_cost: z.number().min(0),
  /** The same in whole rupees, for clients that do not convert. */
  estimated_cost_inr: z.number().int().min(0),
});
export type TDiscoveryEstimate = z.infer<typeof ZDiscoveryEstimate>;

/** 202 of discover-vendors: follow the session's stream or status. */
export const ZDiscoveryStarted = z.object({ session_id: z.number().int(), message: z.string() });
export type TDiscoveryStarted = z.infer<typeof ZDiscoveryStarted>;

export const ZSearchSession = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  /** e.g. 'Cement, Steel & Metal near Ahmedabad'. */
  session_name: z.string(),
  status: ZSearchSessionStatus,
  created_at: ZTimestamp,
  started_at: ZTimestamp.nullable(),
  completed_at: ZTimestamp.nullable(),
  /** The city or place searched around. */
  location: z.string(),
  search_radius_km: z.number().int(),
  /** The material categories searched. */
  materials_searched: z.array(z.string()),
  total_vendors_found: z.number().int().min(0),
  /** Vendors not already in the project before this search. */
  new_vendors_found: z.number().int().min(0),
  /** The failure reason when status is failed. */
  error: z.string().nullable(),
});
export type TSearchSession = z.infer<typeof ZSearchSession>;

export const ZSearchSessionsQuery = z.object({
  limit: zQueryInt().min(1).max(100).default(20),
  offset: zQueryInt().min(0).default(0),
});
export type TSearchSessionsQuery = z.input<typeof ZSearchSessionsQuery>;

/** Newest first. The counters cover all of the project's sessions, not only this page. */
export const ZSearchSessionList = z.object({
  sessions: z.array(ZSearchSession),
  total_searches: z.number().int().min(0),
  total_vendors_found: z.number().int().min(0),
  materials_searched_count: z.number().int().min(0),
});
export type TSearchSessionList = z.infer<typeof ZSearchSessionList>;

/** GET /sourcing/vendor-search-sessions/:id/status (not shown; a poll alternative to the stream). */
export const ZSearchSessionStatusResponse = z.object({
  session_id: z.number().int(),
  status: ZSearchSessionStatus,
  progress: z.number().min(0).max(100),
  current_activity: z.string(),
  vendors_found: z.number().int().min(0),
  /** While pending: the session's place in the fair line of discoveries (1 starts next); else null. */
  queue_position: z.number().int().min(1).nullable(),
  error: z.string().nullable(),
  started_at: ZTimestamp.nullable(),
  completed_at: ZTimestamp.nullable(),
});
export type TSearchSessionStatusResponse = z.infer<typeof ZSearchSessionStatusResponse>;
