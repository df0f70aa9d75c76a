/** Injected so tests can move time (token expiry, code expiry, lockouts) without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start = new Date('2026-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
