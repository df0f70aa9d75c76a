import { describe, expect, it } from 'vitest';
import { ZAutocompleteQuery, ZCoordinates, ZLocationResult } from './location.js';

describe('location contracts', () => {
  it('defaults autocomplete to 5 suggestions and reads the limit from text', () => {
    expect(ZAutocompleteQuery.parse({ input: ' Sat ' })).toEqual({ input: 'Sat', limit: 5 });
    expect(ZAutocompleteQuery.parse({ input: 'Sat', limit: '8' })).toEqual({ input: 'Sat', limit: 8 });
    expect(ZAutocompleteQuery.safeParse({ input: 'Sat', limit: '50' }).success).toBe(false);
  });

  it('accepts a short or missing input (the server answers it with no predictions)', () => {
    expect(ZAutocompleteQuery.parse({})).toEqual({ input: '', limit: 5 });
  });

  it('refuses coordinates off the globe', () => {
    expect(ZCoordinates.safeParse({ latitude: 23.02, longitude: 72.57 }).success).toBe(true);
    expect(ZCoordinates.safeParse({ latitude: 91, longitude: 72.57 }).success).toBe(false);
  });

  it('allows unknown address parts as null', () => {
    const place = {
      formatted_address: 'Navrangpura, Ahmedabad, Gujarat 380009',
      city: 'Ahmedabad',
      state: 'Gujarat',
      pincode: null,
      locality: 'Navrangpura',
      latitude: 23.0365,
      longitude: 72.5611,
      place_id: 'gz:ahmedabad:navrangpura',
    };
    expect(ZLocationResult.parse(place)).toEqual(place);
  });
});
