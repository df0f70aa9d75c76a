import { AUTOCOMPLETE_MIN_INPUT, type locationContract } from '@app/sdk/contracts';
import { notFound } from '../../lib/errors.js';
import type { ContractHandlers } from '../../router/index.js';
import { PLACES } from './gazetteer.js';
import { autocomplete, placeById, reverseGeocode } from './places.js';

export const NO_ADDRESS_MESSAGE = 'No address found near these coordinates';
export const PLACE_NOT_FOUND_MESSAGE = 'Location not found';

/** Places from the embedded Gujarat gazetteer: no key, no network, the same answer every time. */
export const locationHandlers: ContractHandlers<typeof locationContract> = {
  health: () => ({ status: 'ok' as const, provider: 'gazetteer', places: PLACES.length }),
  reverseGeocode: ({ body }) => {
    const result = reverseGeocode(body.latitude, body.longitude);
    if (!result) throw notFound(NO_ADDRESS_MESSAGE);
    return result;
  },
  autocomplete: ({ query }) => ({
    predictions: query.input.length < AUTOCOMPLETE_MIN_INPUT ? [] : autocomplete(query.input, query.limit),
  }),
  placeDetails: ({ params }) => {
    const result = placeById(params.placeId);
    if (!result) throw notFound(PLACE_NOT_FOUND_MESSAGE);
    return result;
  },
};
