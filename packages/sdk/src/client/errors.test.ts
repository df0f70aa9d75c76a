import { describe, expect, it } from 'vitest';
import { ApiError, errorText, requestIdOf, UNEXPECTED_ERROR_MESSAGE } from './errors.js';

describe('error text', () => {
  it('prefers the body message', () => {
    expect(errorText({ message: 'Invalid email or password', detail: 'ignored' })).toBe('Invalid email or password');
  });

  it('falls back to the detail when it is text and there is no message', () => {
    expect(errorText({ detail: 'No documents uploaded' })).toBe('No documents uploaded');
    expect(errorText({ message: '', detail: 'No documents uploaded' })).toBe('No documents uploaded');
  });

  it('ignores a detail that is not text (the 402 detail is an object)', () => {
    expect(errorText({ detail: { required: 500, available: 20 } })).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('uses a body that is itself text, such as a proxy error page', () => {
    expect(errorText('Bad gateway')).toBe('Bad gateway');
  });

  it("uses the spec's default, or the caller's, when nothing else says what went wrong", () => {
    expect(errorText(undefined)).toBe('An unexpected error occurred');
    expect(errorText({}, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
    expect(errorText('   ', 'Failed to load profile')).toBe('Failed to load profile');
  });

  it('reads the request id from the body, else from the header', () => {
    expect(requestIdOf({ request_id: 'r-body' }, 'r-header')).toBe('r-body');
    expect(requestIdOf('text', 'r-header')).toBe('r-header');
    expect(requestIdOf(undefined, null)).toBeUndefined();
  });

  it('keeps status, body and request id on an ApiError', () => {
    const error = new ApiError({ status: 409, message: 'taken', body: { message: 'taken' }, request_id: 'r1' });
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.status, error.message, error.request_id, error.code]).toEqual(['ApiError', 409, 'taken', 'r1', 'conflict']);
  });
});
