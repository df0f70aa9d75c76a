import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices } from '../../db/schema/auth.js';
import { LIMITS, MESSAGES } from './limits.js';
import { deviceLabel } from './known-devices.js';
import { type AuthTestApp, bearer, createAuthTestApp, freshIp, latestCode, PASSWORD, post, signUp } from './test-support.js';

const WRONG = 'Wrong1234';
const { free } = LIMITS.accountDelay;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A browser: its cookie jar holds the known-device token once it signed in. */
interface Device {
  agent: string;
  cookie?: string;
}
const deviceCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'known_device')?.value;
const refreshOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'refresh_token')?.value;
const headersOf = (device: Device) => ({ 'user-agent': device.agent, ...(device.cookie ? { cookie: `known_device=${device.cookie}` } : {}) });

async function login(t: AuthTestApp, email: string, password: string, device: Device) {
  const res = await post(t, '/api/auth/login', { email, password }, { ip: freshIp(), headers: headersOf(device) });
  device.cookie = deviceCookieOf(res) ?? device.cookie;
  return res;
}

describe('known devices', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each device a random token of its own, stored only as a hash, labelled from its user agent', async () => {
    const { email, user } = await signUp(t);
    const laptop: Device = { agent: CHROME_WINDOWS };
    const phone: Device = { agent: SAFARI_IPHONE };
    await login(t, email, PASSWORD, laptop);
    await login(t, email, PASSWORD, phone);
    expect(laptop.cookie).toMatch(/^[\w-]{40,}$/);
    expect(phone.cookie).not.toBe(laptop.cookie);
    // Signing in again from the laptop keeps its token and adds no row.
    const again = await login(t, email, PASSWORD, laptop);
    expect(deviceCookieOf(again)).toBe(laptop.cookie);
    const rows = await t.database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(rows.map((r) => r.label).sort()).toEqual(['Chrome on Windows', 'Safari on iOS', 'lightMyRequest']);
    for (const row of rows) expect([laptop.cookie, phone.cookie]).not.toContain(row.tokenHash);
  });

  it('reads a short label from common user agents', () => {
    expect(deviceLabel(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(deviceLabel(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(deviceLabel('curl/8.5.0')).toBe('curl');
    expect(deviceLabel(undefined)).toBe('Unknown device');
  });

  it('counts wrong passwords from a known device toward the e-mail and makes that device wait after its own 5', async () => {
    const { email } = await signUp(t);
    const shared: Device = { agent: CHROME_WINDOWS };
    const owners: Device = { agent: SAFARI_IPHONE };
    await login(t, email, PASSWORD, shared);
    await login(t, email, PASSWORD, owners);
    for (let i = 0; i < free; i++) expect((await login(t, email, WRONG, shared)).statusCode).toBe(401);
    // The cookie is no licence to guess: the device's own delay applies before any hash.
    const sixth = await login(t, email, WRONG, shared);
    expect({ status: sixth.statusCode, message: sixth.json().message }).toEqual({ status: 429, message: MESSAGES.locked });
    // Those wrong passwords counted for the e-mail: a new device waits too.
    expect((await login(t, email, PASSWORD, { agent: CHROME_WINDOWS })).statusCode).toBe(429);
    // The owner's other known device signs in at once.
    expect((await login(t, email, PASSWORD, owners)).statusCode).toBe(200);
  });

  it("gives nobody fresh guesses when the owner signs in: others' wrong passwords keep counting", async () => {
    const { email } = await signUp(t);
    const owners: Device = { agent: SAFARI_IPHONE };
    await login(t, email, PASSWORD, owners);
    for (let i = 0; i < free; i++) expect((await login(t, email, WRONG, { agent: 'probe' })).statusCode).toBe(401);
    expect((await login(t, email, PASSWORD, owners)).statusCode).toBe(200);
    expect((await login(t, email, WRONG, { agent: 'probe' })).statusCode).toBe(429);
  });

  it('forgets every known device at a password reset and makes the resetting device the known one', async () => {
    const { email } = await signUp(t);
    const old: Device = { agent: CHROME_WINDOWS };
    await login(t, email, PASSWORD, old);
    await post(t, '/api/auth/forgot-password', { email });
    const resetter: Device = { agent: SAFARI_IPHONE };
    const reset = await post(
      t,
      '/api/auth/reset-password',
      { email, reset_code: await latestCode(t, email, 'reset_password'), new_password: 'Newpass123' },
      { headers: headersOf(resetter) },
    );
    expect(reset.statusCode).toBe(200);
    resetter.cookie = deviceCookieOf(reset);
    expect(resetter.cookie).toBeTruthy();
    for (let i = 0; i < free; i++) await login(t, email, WRONG, { agent: 'probe' });
    // The old device's token no longer skips the delay; the resetting device's does.
    expect((await login(t, email, 'Newpass123', old)).statusCode).toBe(429);
    expect((await login(t, email, 'Newpass123', resetter)).statusCode).toBe(200);
  });

  it('lists the devices with the current one marked, and signs out every other device at once', async () => {
    const { email } = await signUp(t);
    const laptop: Device = { agent: CHROME_WINDOWS };
    const phone: Device = { agent: SAFARI_IPHONE };
    const laptopLogin = await login(t, email, PASSWORD, laptop);
    const phoneLogin = await login(t, email, PASSWORD, phone);
    const laptopToken = laptopLogin.json().access_token as string;
    const phoneToken = phoneLogin.json().access_token as string;

    const listed = await t.app.inject({ url: '/api/auth/devices', headers: { ...bearer(laptopToken), cookie: `known_device=${laptop.cookie}` } });
    expect(listed.statusCode).toBe(200);
    const devices = listed.json().devices as { label: string; current: boolean }[];
    expect(devices.map((d) => [d.label, d.current]).sort()).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iOS', false],
      ['lightMyRequest', false],
    ]);

    const out = await post(t, '/api/auth/devices/sign-out-others', { refresh_token: refreshOf(laptopLogin) }, {
      headers: { ...bearer(laptopToken), cookie: `known_device=${laptop.cookie}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().signed_out).toBe(2);
    // The phone's session is over at once: its access token and its refresh token.
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(phoneToken) })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/refresh', { refresh_token: refreshOf(phoneLogin) })).statusCode).toBe(401);
    // The laptop renews its access token with its refresh token and sees only itself.
    const renewed = await post(t, '/api/auth/refresh', { refresh_token: refreshOf(laptopLogin) });
    expect(renewed.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/auth/devices',
      headers: { ...bearer(renewed.json().access_token), cookie: `known_device=${laptop.cookie}` },
    });
    expect((after.json().devices as { label: string }[]).map((d) => d.label)).toEqual(['Chrome on Windows']);
    // The phone is a new device again: others' wrong passwords keep it waiting.
    for (let i = 0; i < free; i++) await login(t, email, WRONG, { agent: 'probe' });
    expect((await login(t, email, PASSWORD, phone)).statusCode).toBe(429);
    expect((await login(t, email, PASSWORD, laptop)).statusCode).toBe(200);
  });

  it('needs a session to list or sign out devices', async () => {
    expect((await t.app.inject({ url: '/api/auth/devices' })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/devices/sign-out-others', {})).statusCode).toBe(401);
  });
});
