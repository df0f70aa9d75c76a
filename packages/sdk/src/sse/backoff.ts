export interface RetryOptions {
  /** Consecutive failed connections tolerated before giving up (default 5). */
  attempts?: number;
  /** Delay before the first reconnect (default 1000 ms; the server's `retry:` field overrides it). */
  initialDelayMs?: number;
  /** Upper bound of the doubling delay (default 15000 ms). */
  maxDelayMs?: number;
}

/** Doubling delay with ±20 % jitter, so clients dropped together do not return together. */
export function backoffDelay(failures: number, initialDelayMs: number, maxDelayMs: number, random = Math.random): number {
  const base = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Resolves after `ms`, or early (false) when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Adds `token=` to a URL that may be relative and may already have a query. */
export function withToken(url: string, token: string): string {
  const [beforeHash, hash] = url.split('#', 2) as [string, string | undefined];
  const sep = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}token=${encodeURIComponent(token)}${hash === undefined ? '' : `#${hash}`}`;
}
