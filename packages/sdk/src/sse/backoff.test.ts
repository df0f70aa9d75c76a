import { describe, expect, it } from 'vitest';
import { backoffDelay, sleep, withToken } from './backoff.js';

describe('reconnect delays', () => {
  it('double from the initial delay up to the maximum', () => {
    const mid = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, 1000, 15_000, mid))).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it('spread by at most 20 % either way', () => {
    expect(backoffDelay(1, 1000, 15_000, () => 0)).toBe(800);
    expect(backoffDelay(1, 1000, 15_000, () => 1)).toBe(1200);
  });

  it('end early when the stream is aborted', async () => {
    const controller = new AbortController();
    const pending = sleep(60_000, controller.signal);
    controller.abort();
    expect(await pending).toBe(false);
  });
});

describe('stream token', () => {
  it('goes into the query string, after any query the URL already has', () => {
    expect(withToken('/api/sourcing/projects/1/extraction/stream', 'a.b+c')).toBe('/api/sourcing/projects/1/extraction/stream?token=a.b%2Bc');
    expect(withToken('http://h/api/s?x=1', 't')).toBe('http://h/api/s?x=1&token=t');
    expect(withToken('http://h/s#frag', 't')).toBe('http://h/s?token=t#frag');
  });
});
