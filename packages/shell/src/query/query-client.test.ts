import { ApiError } from '@app/sdk';
import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetry, STALE_TIME_MS } from './query-client';

const apiError = (status: number) => new ApiError({ status, message: `HTTP ${status}` });

describe('the data client retry rule', () => {
  it('never retries a 404', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false);
  });

  it('retries a 500 three times, then gives up', () => {
    expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, apiError(500)))).toEqual([true, true, true, false]);
  });

  it('retries network failures and other errors up to three times too', () => {
    expect(shouldRetry(2, apiError(0))).toBe(true);
    expect(shouldRetry(2, new TypeError('boom'))).toBe(true);
    expect(shouldRetry(3, new TypeError('boom'))).toBe(false);
  });

  it('makes 1 attempt for a 404 and 4 for a 500 through a real QueryClient', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const attempts = async (status: number) => {
      let calls = 0;
      await client
        .fetchQuery({
          queryKey: ['status', status],
          queryFn: () => {
            calls += 1;
            return Promise.reject(apiError(status));
          },
        })
        .catch(() => undefined);
      return calls;
    };
    expect(await attempts(404)).toBe(1);
    expect(await attempts(500)).toBe(4);
  });

  it('keeps data fresh for 5 minutes', () => {
    expect(STALE_TIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });
});
