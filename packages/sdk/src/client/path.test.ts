import { describe, expect, it } from 'vitest';
import { buildUrl, fillPath, toSearchParams } from './path.js';

describe('path filling', () => {
  it('fills every :param placeholder with its URI-encoded value', () => {
    expect(fillPath('/sourcing/projects/:id/materials', { id: 42 })).toBe('/sourcing/projects/42/materials');
    expect(fillPath('/location/place-details/:placeId', { placeId: 'a b/c' })).toBe('/location/place-details/a%20b%2Fc');
    expect(fillPath('/a/:x/b/:y', { x: 1, y: 'two' })).toBe('/a/1/b/two');
  });

  it('leaves a path without placeholders as it is', () => {
    expect(fillPath('/auth/me')).toBe('/auth/me');
  });

  it('refuses to call a path with a missing parameter', () => {
    expect(() => fillPath('/sourcing/projects/:id', {})).toThrow('Missing path parameter "id" for /sourcing/projects/:id');
    expect(() => fillPath('/sourcing/projects/:id', { id: '' })).toThrow('Missing path parameter "id"');
  });

  it('writes query values as text, repeats arrays and leaves out empty ones', () => {
    const params = toSearchParams({ page: 2, q: 'cement', tags: ['a', 'b'], skip: undefined, none: null, on: true });
    expect(params.toString()).toBe('page=2&q=cement&tags=a&tags=b&on=true');
    expect(toSearchParams({ at: new Date('2026-01-15T10:00:00Z') }).get('at')).toBe('2026-01-15T10:00:00.000Z');
  });

  it('joins base, path and query, tolerating a trailing slash on the base', () => {
    expect(buildUrl('http://localhost:3000/api/', '/usage/history', undefined, { page: 1 })).toBe(
      'http://localhost:3000/api/usage/history?page=1',
    );
    expect(buildUrl('/api', '/auth/me')).toBe('/api/auth/me');
  });
});
