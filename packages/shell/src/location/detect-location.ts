import { currentPosition, type Coordinates } from './geolocation';

/** What the top-bar chip shows about the user's position. */
export interface DetectedLocation extends Coordinates {
  city: string | null;
  state: string | null;
  /** The formatted address; null when only the coordinates are known. */
  address: string | null;
}

export interface DetectOptions {
  geolocation?: Geolocation;
  /**
   * Coordinates → place (`POST /location/reverse-geocode`). Omitted, or failing (the route may
   * be missing, or no address is near), the coordinates alone are kept (spec: "the fallback
   * shows raw coordinates").
   */
  reverseGeocode?: (coordinates: Coordinates) => Promise<{ city: string | null; state: string | null; formatted_address: string }>;
}

/** The browser position, named by the server when it can. Rejects with a LocationError. */
export async function detectLocation({ geolocation, reverseGeocode }: DetectOptions = {}): Promise<DetectedLocation> {
  const coordinates = await currentPosition(geolocation);
  if (reverseGeocode) {
    try {
      const place = await reverseGeocode(coordinates);
      return { ...coordinates, city: place.city, state: place.state, address: place.formatted_address || null };
    } catch (error) {
      console.info('[shell] reverse geocoding unavailable; keeping the coordinates', error);
    }
  }
  return { ...coordinates, city: null, state: null, address: null };
}
