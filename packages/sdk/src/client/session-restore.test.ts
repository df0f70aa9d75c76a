import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client.js';

const user = {
  id: '6f1c1d8e-7b0a-4c55-9a43-2f2b7c1d0e11',
  name: 'Asha Patel',
  email: 'asha@example.in',
  handle: 'asha',
  bio: null,
  is_verified: true,
  is_admin: false,
  created_at: '2026-01-05T10:00:00Z',
  links: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => json(status, body));
  const client = createClient({ baseUrl: 'http://api.test/api', credentials: 'include', fetch });
  return { client, fetch };
}

describe('session.restore', () => {
  it('signs in from the cookie in one request and answers with the user of the refresh', async () => {
    const { client, fetch } = clientAnswering(200, {
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      expires_in: 900,
      token_type: 'bearer',
      user,
    });
    await expect(client.session.restore()).resolves.toEqual(user);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0]?.[0] as Request).url).toBe('http://api.test/api/auth/refresh');
    expect((await client.session.get())?.access_token).toBe('access-1');
  });

  it('answers null and reports the expiry when the cookie no longer holds a session', async () => {
    const { client } = clientAnswering(401, { detail: 'Invalid refresh token' });
    const expired = vi.fn();
    client.on('session-expired', expired);
    await expect(client.session.restore()).resolves.toBeNull();
    expect(expired).toHaveBeenCalledWith({ reason: 'refresh-failed' });
  });

  it('shares one request between a restore and a refresh asked at the same time', async () => {
    const { client, fetch } = clientAnswering(200, {
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      expires_in: 900,
      token_type: 'bearer',
      user,
    });
    const [restored, refreshed] = await Promise.all([client.session.restore(), client.session.refresh()]);
    expect(restored).toEqual(user);
    expect(refreshed).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
