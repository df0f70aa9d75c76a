import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/app.js';

/** Test-only helpers for the auth tests: the real app (see test/app.ts) and a few shortcuts. */
export type AuthTestApp = TestApp;
export const createAuthTestApp = createTestApp;

let ipCounter = 0;
/** A fresh client address, so one test's failures never throttle another's. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

let emailCounter = 0;
export const freshEmail = (stem = 'user') => `${stem}${++emailCounter}-${Date.now().toString(36)}@example.in`;

export const PASSWORD = 'Secret123';

export function post(t: AuthTestApp, url: string, payload?: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    // Each request from its own address unless the test names one, so per-address limits never
    // leak between the steps of unrelated tests.
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface OutboxMessage {
  subject: string;
  text: string;
  code: string | null;
  purpose: string;
}

/** The mail sent to an address, newest first, read through the dev outbox route. */
export async function outboxOf(t: AuthTestApp, email: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?email=${encodeURIComponent(email)}` });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return (res.json() as { messages: OutboxMessage[] }).messages;
}

/** The newest code of a purpose; waits briefly for mail sent after the response (forgot-password). */
export async function latestCode(t: AuthTestApp, email: string, purpose = 'verify_email'): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const found = (await outboxOf(t, email)).find((m) => m.purpose === purpose);
    if (found?.code) return found.code;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no ${purpose} code for ${email}`);
}

export async function registerUser(t: AuthTestApp, email = freshEmail(), extra: Record<string, unknown> = {}) {
  const res = await post(t, '/api/auth/register', { email, name: 'Ravi Patel', password: PASSWORD, ...extra });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return email;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; handle: string; is_verified: boolean };
}

/** A verified, signed-in account. */
export async function signUp(t: AuthTestApp, email = freshEmail()): Promise<Session & { email: string }> {
  await registerUser(t, email);
  const res = await post(t, '/api/auth/verify-email', { email, code: await latestCode(t, email) }, { ip: freshIp() });
  if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as Session), email };
}

export function refreshCookieOf(res: LightMyRequestResponse): LightMyRequestResponse['cookies'][number] | undefined {
  return res.cookies.find((c) => c.name === 'refresh_token');
}
