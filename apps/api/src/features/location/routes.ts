import { AUTOCOMPLETE_MIN_INPUT, locationContract } from '@app/sdk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { implement } from '../../lib/route.js';
import { PLACES } from './gazetteer.js';
import { autocomplete, placeById, reverseGeocode } from './places.js';

export const NO_ADDRESS_MESSAGE = 'No address found near these coordinates';
export const PLACE_NOT_FOUND_MESSAGE = 'Location not found';

/** Places from the embedded Gujarat gazetteer: no key, no network, the same answer every time. */
export async function locationRoutes(app: FastifyInstance) {
  const T = 'Location';

  implement(app, T, locationContract.health, () => ({ status: 'ok' as const, provider: 'gazetteer', places: PLACES.length }));

  implement(app, T, locationContract.reverseGeocode, ({ body }) => {
    const result = reverseGeocode(body.latitude, body.longitude);
    if (!result) throw notFound(NO_ADDRESS_MESSAGE);
    return result;
  });

  implement(app, T, locationContract.autocomplete, ({ query }) => ({
    predictions: query.input.length < AUTOCOMPLETE_MIN_INPUT ? [] : autocomplete(query.input, query.limit),
  }));

  implement(app, T, locationContract.placeDetails, ({ params }) => {
    const result = placeById(params.placeId);
    if (!result) throw notFound(PLACE_NOT_FOUND_MESSAGE);
    return result;
  });
}
