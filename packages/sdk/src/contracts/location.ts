import { z } from 'zod';
import { defineRoutes } from './route.js';
import { zQueryInt } from './scalars.js';

export const AUTOCOMPLETE_MIN_INPUT = 2;
export const AUTOCOMPLETE_DEFAULT_LIMIT = 5;
export const NO_LOCATIONS_FOUND_MESSAGE = 'No locations found. Try a different search term.';

export const ZCoordinates = z.object({
  latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90),
  longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180),
});
export type TCoordinates = z.infer<typeof ZCoordinates>;

/** A place: the answer of reverse-geocode and place-details. Parts unknown for a place are null. */
export const ZLocationResult = z.object({
  formatted_address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  locality: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  place_id: z.string(),
});
export type TLocationResult = z.infer<typeof ZLocationResult>;

export const ZPlacePrediction = z.object({
  place_id: z.string(),
  description: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
});
export type TPlacePrediction = z.infer<typeof ZPlacePrediction>;

/** Input under AUTOCOMPLETE_MIN_INPUT characters (after trimming) answers empty predictions. */
export const ZAutocompleteQuery = z.object({
  input: z.string().trim().max(200, 'Search text is too long').default(''),
  limit: zQueryInt().min(1).max(10).default(AUTOCOMPLETE_DEFAULT_LIMIT),
});
export type TAutocompleteQuery = z.input<typeof ZAutocompleteQuery>;

export const ZAutocompleteResponse = z.object({ predictions: z.array(ZPlacePrediction) });
export type TAutocompleteResponse = z.infer<typeof ZAutocompleteResponse>;

/** Not shown in the spec: which place provider answers and how many places it knows. */
export const ZLocationHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  /** `gazetteer` (the embedded Gujarat list, no key) or the configured provider's name. */
  provider: z.string(),
  /** Places in the embedded gazetteer; null for a remote provider. */
  places: z.number().int().min(0).nullable(),
});
export type TLocationHealth = z.infer<typeof ZLocationHealth>;

const ZPlaceParams = z.object({ placeId: z.string().min(1).max(200) });

/**
 * Places for forms and the top-bar chip. The health check is public; the lookups need a
 * signed-in user (a paid provider must not be an open proxy). An unknown place or coordinates
 * with no address nearby answer 404.
 */
export const locationContract = defineRoutes({
  health: {
    method: 'GET',
    path: '/location/health',
    summary: 'Place provider status',
    responses: { 200: ZLocationHealth },
  },
  reverseGeocode: {
    method: 'POST',
    errors: [404],
    path: '/location/reverse-geocode',
    summary: 'The address nearest to coordinates',
    auth: true,
    body: ZCoordinates,
    responses: { 200: ZLocationResult },
  },
  autocomplete: {
    method: 'GET',
    path: '/location/autocomplete',
    summary: 'Place suggestions for typed text (empty under 2 characters)',
    auth: true,
    query: ZAutocompleteQuery,
    responses: { 200: ZAutocompleteResponse },
  },
  placeDetails: {
    method: 'GET',
    errors: [404],
    path: '/location/place-details/:placeId',
    summary: 'The details of a suggested place',
    auth: true,
    params: ZPlaceParams,
    responses: { 200: ZLocationResult },
  },
});
