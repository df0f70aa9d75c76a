import { describe, expect, it } from 'vitest';
import { sessionDuration } from './session-duration';

const base = { created_at: '2026-03-05T10:00:00.000Z', started_at: '2026-03-05T10:00:02.000Z' };

describe('the duration of a search session', () => {
  it('counts minutes and seconds from the start to the end', () => {
    expect(sessionDuration({ ...base, status: 'completed', completed_at: '2026-03-05T10:02:07.400Z' })).toEqual({ minutes: 2, seconds: 5 });
  });

  it('counts from the creation when the session never recorded a start', () => {
    expect(sessionDuration({ ...base, started_at: null, status: 'completed', completed_at: '2026-03-05T10:00:45.000Z' })).toEqual({ minutes: 0, seconds: 45 });
  });

  it('has none while the session is pending or discovering', () => {
    expect(sessionDuration({ ...base, status: 'discovering', completed_at: null })).toBeNull();
    expect(sessionDuration({ ...base, status: 'pending', completed_at: null })).toBeNull();
  });

  it('shows how long a failed session ran before it ended', () => {
    expect(sessionDuration({ ...base, status: 'failed', completed_at: '2026-03-05T10:00:12.000Z' })).toEqual({ minutes: 0, seconds: 10 });
  });
});
