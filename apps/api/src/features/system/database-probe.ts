/**
 * The database check behind /api/health: concurrent health requests share one ping, and a result
 * stays valid for `maxAgeMs`, so a monitor (or a load balancer polling every instance) can never
 * turn the health check into load on the database. A fresh result is answered at once (not as a
 * promise), so a polled health check costs no promise and no microtask.
 */
export function createDatabaseProbe(ping: () => Promise<boolean>, now: () => number, maxAgeMs = 1000) {
  let last: { up: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  /** The last result while it is fresh, else undefined; never pings (the ready lane reads it). */
  const fresh = (): boolean | undefined => (last && now() - last.at < maxAgeMs ? last.up : undefined);
  const isDatabaseUp = (): boolean | Promise<boolean> => {
    const known = fresh();
    if (known !== undefined) return known;
    inFlight ??= ping()
      .then((up) => {
        last = { up, at: now() };
        return up;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  return Object.assign(isDatabaseUp, { fresh });
}
