import { QueryClient } from '@tanstack/react-query';

/** Cached data stays fresh for 5 minutes (spec part 1, section 4 "Authentication"). */
export const STALE_TIME_MS = 5 * 60 * 1000;
/** Failed queries are retried up to 3 times... */
export const MAX_RETRIES = 3;

/**
 * ...except a 404: the thing is not there and asking again will not create it. `failureCount`
 * is the number of retries already made (TanStack passes 0 after the first failure).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNotFound(error)) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * An `ApiError` whose code is `not_found`. Checked by shape rather than `instanceof` so this module (part
 * of every page's first download) does not pull in the API client and its schemas.
 */
function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'ApiError' && (error as Error & { code?: unknown }).code === 'not_found';
}

/**
 * The data client of an app. The retry rule applies to queries only: mutations keep TanStack's
 * default of no retry, because repeating a POST (create a project, pay) after a 500 could do it
 * twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: STALE_TIME_MS },
    },
  });
}
