import { locationContract, type Client } from '@app/sdk';
import { sdk } from '../sdk';
import type { Coordinates } from './geolocation';

/** `POST /location/reverse-geocode`: the place at these coordinates (signed-in users only). */
export const reverseGeocode = (body: Coordinates, client: Client = sdk) =>
  client.call(locationContract.reverseGeocode, { body });
