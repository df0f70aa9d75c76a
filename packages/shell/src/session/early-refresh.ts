import { API_BASE_URL } from '../api-base';

const REFRESH_PATH = `${API_BASE_URL}/auth/refresh`;

let early: Promise<Response> | undefined;

/**
 * Starts the session's refresh call from the page's first script, while the API client and its
 * contract schemas (a chunk of their own) still download: restoring the session no longer waits
 * for that chunk. The same call the SDK makes on restore (cookie only, empty body); the SDK takes
 * its response through `fetchWithEarlyRefresh`, so the rotating refresh token is sent only once.
 */
export function startEarlyRefresh(fetchFn: typeof fetch = globalThis.fetch): void {
  if (early) return;
  early = fetchFn(REFRESH_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
  });
  // A failure is the SDK's to report when it takes the response.
  early.catch(() => undefined);
}

function isRefresh(request: Request): boolean {
  return request.method === 'POST' && request.url === new URL(REFRESH_PATH, window.location.href).href;
}

/**
 * The SDK client's fetch: the first refresh it sends is answered by the early call, if one was
 * started; everything else (and every later refresh) goes to the network.
 */
export function fetchWithEarlyRefresh(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const pending = early;
  if (pending && input instanceof Request && isRefresh(input)) {
    early = undefined;
    return pending;
  }
  return globalThis.fetch(input, init);
}

/** For tests: forget a started call. */
export function resetEarlyRefresh(): void {
  early = undefined;
}
