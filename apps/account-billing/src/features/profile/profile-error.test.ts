import { ApiError } from '@app/sdk';
import { describe, expect, it } from 'vitest';
import { isWebLink, profileErrorMessage } from './profile-error';

const FALLBACK = 'Failed to load profile';

describe('profileErrorMessage', () => {
  it('uses the message of the response', () => {
    const error = new ApiError({ status: 500, message: 'x', body: { message: 'Database unavailable', request_id: 'r1' } });
    expect(profileErrorMessage(error, FALLBACK)).toBe('Database unavailable');
  });

  it('falls back to Failed to load profile when the response has no message', () => {
    expect(profileErrorMessage(new ApiError({ status: 502, message: 'x', body: undefined }), FALLBACK)).toBe(FALLBACK);
  });

  it('falls back when no response arrived', () => {
    const error = new ApiError({ status: 0, message: 'Network error. Please check your connection.', code: 'network' });
    expect(profileErrorMessage(error, FALLBACK)).toBe(FALLBACK);
    expect(profileErrorMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });
});

describe('isWebLink', () => {
  it.each([
    ['https://example.in', true],
    ['http://example.in/a', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isWebLink(url)).toBe(expected);
  });
});
