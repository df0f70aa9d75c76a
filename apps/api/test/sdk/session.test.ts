import { ApiError, authContract, bindContract, type ClientEvents } from '@app/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { freshEmail, latestCode, PASSWORD, type SdkServer, signUp, startSdkServer } from './server.js';

const ACCESS_TTL_MS = testConfig().accessTokenTtlS * 1000;

describe('SDK sessions against the real API', () => {
  let server: SdkServer;
  let gate: Promise<void> = Promise.resolve();
  /** Requests with `x-test-hold` wait at the server until the returned function is called. */
  const holdRequests = () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    return release;
  };
  beforeAll(async () => {
    server = await startSdkServer((app) => {
      app.addHook('onRequest', async (request) => {
        if (request.headers['x-test-hold']) await gate;
      });
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Records every event a client emits, in order. */
  function record(client: ReturnType<SdkServer['client']>) {
    const seen: { name: keyof ClientEvents; payload: unknown }[] = [];
    for (const name of ['session-expired', 'insufficient-tokens', 'tokens-changed'] as const) {
      client.on(name, (payload) => seen.push({ name, payload }));
    }
    return seen;
  }

  it('logs in through the SDK and reads the signed-in user', async () => {
    const { email } = await signUp(server, server.client());
    const client = server.client();
    const auth = bindContract(client, authContract);
    const session = await auth.login({ body: { email: email.toUpperCase(), password: PASSWORD } });
    await client.session.set(session);
    const me = await auth.me();
    expect(me.email).toBe(email);
    expect(me.is_verified).toBe(true);
    expect(await client.session.get()).toEqual({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: session.expires_in,
    });
  });

  it('refreshes once for five calls that all meet an expired access token, then all succeed', async () => {
    const client = server.client();
    const { email, session } = await signUp(server, client);
    const events = record(client);
    server.t.clock.advance(ACCESS_TTL_MS + 1000);
    const before = server.refreshCount();

    const auth = bindContract(client, authContract);
    const results = await Promise.all(Array.from({ length: 5 }, () => auth.me()));

    expect(results.map((u) => u.email)).toEqual(Array(5).fill(email));
    expect(server.refreshCount() - before).toBe(1);
    const stored = await client.session.get();
    expect(stored?.access_token).not.toBe(session.access_token);
    // The rotated refresh token is kept, so the next refresh still works.
    expect(stored?.refresh_token).not.toBe(session.refresh_token);
    expect(events.map((e) => e.name)).toEqual(['tokens-changed']);
  });

  it('keeps working across a second expiry with the rotated refresh token', async () => {
    const client = server.client();
    await signUp(server, client);
    const auth = bindContract(client, authContract);
    for (let round = 0; round < 2; round++) {
      server.t.clock.advance(ACCESS_TTL_MS + 1000);
      await expect(auth.me()).resolves.toBeTruthy();
    }
  });

  it('ends the session when another client logged it out: session-expired, store cleared, call rejected', async () => {
    const client = server.client();
    const { session } = await signUp(server, client);
    const events = record(client);
    await bindContract(server.client(), authContract).logout({ body: { refresh_token: session.refresh_token } });
    server.t.clock.advance(ACCESS_TTL_MS + 1000);

    const error = await bindContract(client, authContract).me().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired. Please log in again.' });
    expect(events).toEqual([
      { name: 'tokens-changed', payload: null },
      { name: 'session-expired', payload: { reason: 'refresh-failed' } },
    ]);
    expect(await client.session.get()).toBeNull();
  });

  it('reports an ended session once, even to a call whose 401 arrives after the session ended', async () => {
    const client = server.client();
    const { session } = await signUp(server, client);
    const events = record(client);
    await bindContract(server.client(), authContract).logout({ body: { refresh_token: session.refresh_token } });
    server.t.clock.advance(ACCESS_TTL_MS + 1000);
    const before = server.refreshCount();
    const auth = bindContract(client, authContract);

    // Both calls leave with the old token; the server holds the first until the second has ended the session.
    const release = holdRequests();
    const late = auth.me({ headers: { 'x-test-hold': '1' } });
    await expect(auth.me()).rejects.toMatchObject({ status: 401 });
    release();

    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(events.filter((e) => e.name === 'session-expired')).toHaveLength(1);
    expect(server.refreshCount() - before).toBe(1);
  });

  it('ends the session after a password reset elsewhere', async () => {
    const client = server.client();
    const { email } = await signUp(server, client);
    const events = record(client);
    const other = bindContract(server.client(), authContract);
    await other.forgotPassword({ body: { email } });
    const code = await latestCode(server.client(), email, 'reset_password');
    await other.resetPassword({ body: { email, reset_code: code, new_password: 'Newer456A' } });
    server.t.clock.advance(ACCESS_TTL_MS + 1000);

    await expect(bindContract(client, authContract).profile()).rejects.toMatchObject({ status: 401 });
    expect(events.at(-1)).toEqual({ name: 'session-expired', payload: { reason: 'refresh-failed' } });
    expect(await client.session.get()).toBeNull();
  });

  it('expires the session without asking the server when there is no refresh token', async () => {
    const client = server.client();
    const { session } = await signUp(server, client);
    await client.session.set({ access_token: session.access_token });
    const events = record(client);
    server.t.clock.advance(ACCESS_TTL_MS + 1000);
    const before = server.refreshCount();

    await expect(bindContract(client, authContract).me()).rejects.toMatchObject({ status: 401 });
    expect(events.at(-1)).toEqual({ name: 'session-expired', payload: { reason: 'no-refresh-token' } });
    expect(server.refreshCount()).toBe(before);
    expect(await client.session.get()).toBeNull();
  });

  it('treats a wrong password at login as an answer, not as an expired session', async () => {
    const { email } = await signUp(server, server.client());
    const client = server.client();
    const events = record(client);
    const error = await bindContract(client, authContract)
      .login({ body: { email, password: 'Wrong123x' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(events).toEqual([]);
  });

  it('restores a session from the refresh token alone on demand', async () => {
    const client = server.client();
    const { session } = await signUp(server, client);
    await client.session.set({ access_token: 'stale', refresh_token: session.refresh_token });
    expect(await client.session.refresh()).toBe(true);
    await expect(bindContract(client, authContract).me()).resolves.toMatchObject({ id: session.user.id });
  });

  it('shows the registration conflict message of the 409 and keeps its request id', async () => {
    const email = freshEmail();
    const auth = bindContract(server.client(), authContract);
    await auth.register({ body: { email, name: 'A', password: PASSWORD } });
    const error = (await auth.register({ body: { email, name: 'B', password: PASSWORD } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('An account with this email already exists');
    expect(error.request_id).toMatch(/.{8,}/);
    expect(error.body).toMatchObject({ request_id: error.request_id });
  });

  it('shows the validation message of a 400 with the field errors in the body', async () => {
    const auth = bindContract(server.client(), authContract);
    const error = (await auth
      .register({ body: { email: freshEmail(), name: 'Weak', password: 'weakpass' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('At least 8 characters with uppercase, lowercase, and number');
    expect(error.body).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ path: 'body.password' })]) });
  });

  it('gives the network text when the server cannot be reached', async () => {
    const client = server.client({ baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 5000 });
    await expect(bindContract(client, authContract).oauthProviders()).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
    });
  });
});
