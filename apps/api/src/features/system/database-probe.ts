/**
 * The database check behind /api/health: concurrent health requests share one ping, and a result
 * stays valid for `maxAgeMs`, so a monitor (or a load balancer polling every instance) can never
 * turn the health check into load on the database. A fresh result is answered at once (not as a
 * promise), so a polled health check costs no promise and no microtask.
 */
export function createDatabaseProbe(ping: () => Promise<boolean>, now: () => number, maxAgeMs = 1000) {
  let last: { up: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return function isDatabaseUp(): boolean | Promise<boolean> {
    if (last && now() - last.at < maxAgeMs) return last.up;
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
}
