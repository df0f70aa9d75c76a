import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyRefresh, resetEarlyRefresh, startEarlyRefresh } from './early-refresh';

const refreshRequest = () => new Request(new URL('/api/auth/refresh', window.location.href), { method: 'POST', body: '{}' });

afterEach(() => {
  resetEarlyRefresh();
  vi.unstubAllGlobals();
});

describe('early session refresh', () => {
  it('sends the cookie-only refresh once, however often it is started', () => {
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    startEarlyRefresh(network);
    startEarlyRefresh(network);
    expect(network).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST', credentials: 'include', body: '{}' }));
  });

  it("answers the SDK's first refresh with the early response instead of a second call", async () => {
    const early = new Response('{"early":true}');
    startEarlyRefresh(() => Promise.resolve(early));
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', network);

    expect(await fetchWithEarlyRefresh(refreshRequest())).toBe(early);
    // A rotated refresh token cannot be presented twice: the next refresh is a new call.
    await fetchWithEarlyRefresh(refreshRequest());
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends every other request to the network', async () => {
    startEarlyRefresh(() => Promise.resolve(new Response('{"early":true}')));
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', network);

    await fetchWithEarlyRefresh(new Request(new URL('/api/auth/me', window.location.href)));
    await fetchWithEarlyRefresh(new Request(new URL('/api/auth/refresh', window.location.href)));
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('goes to the network when no early call was started', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', network);
    await fetchWithEarlyRefresh(refreshRequest());
    expect(network).toHaveBeenCalledTimes(1);
  });
});
