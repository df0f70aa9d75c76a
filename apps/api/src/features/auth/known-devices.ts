import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { knownDevices } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';
import type { Clock } from '../../lib/clock.js';
import { LIMITS } from './limits.js';
import { type AuthKeys, keyedHash } from './secrets.js';

/**
 * Known devices: a browser that signed in to an account keeps a random token of its own (the
 * `known_device` cookie); only its keyed hash is stored, with a label and when it was last used.
 * A token is honoured until it has gone unused for LIMITS.knownDeviceTtlS.
 */
export interface KnownDeviceDeps {
  db: Db;
  clock: Clock;
  keys: AuthKeys;
}

export type KnownDeviceRow = typeof knownDevices.$inferSelect;

const hashDeviceToken = (keys: AuthKeys, raw: string) => keyedHash(keys, `known-device:${raw}`);
const freshSince = (clock: Clock) => new Date(clock.now().getTime() - LIMITS.knownDeviceTtlS * 1000);

/** The device of `raw` when it is a live known device of the account with this e-mail. */
export async function knownDeviceOf({ db, clock, keys }: KnownDeviceDeps, raw: string | undefined, email: string): Promise<KnownDeviceRow | undefined> {
  if (!raw) return undefined;
  const [row] = await db
    .select({ device: knownDevices })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, hashDeviceToken(keys, raw)), eq(users.email, email.trim().toLowerCase()), gt(knownDevices.lastUsedAt, freshSince(clock))));
  return row?.device;
}

/** The caller's device among the user's, by its cookie token. */
export async function deviceOfUser({ db, clock, keys }: KnownDeviceDeps, raw: string | undefined, userId: string): Promise<KnownDeviceRow | undefined> {
  if (!raw) return undefined;
  const [row] = await db
    .select()
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hashDeviceToken(keys, raw)), eq(knownDevices.userId, userId), gt(knownDevices.lastUsedAt, freshSince(clock))));
  return row;
}

/**
 * After a sign-in: the device's token when it already is one of the user's (its last use moves
 * on), else a new random token and row. Returns the raw token for the cookie.
 */
export async function rememberDevice(deps: KnownDeviceDeps, userId: string, raw: string | undefined, userAgent: string | undefined): Promise<string> {
  const { db, clock, keys } = deps;
  const now = clock.now();
  const current = await deviceOfUser(deps, raw, userId);
  if (current && raw) {
    await db.update(knownDevices).set({ lastUsedAt: now }).where(eq(knownDevices.id, current.id));
    return raw;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(knownDevices).values({ userId, tokenHash: hashDeviceToken(keys, token), label: deviceLabel(userAgent), createdAt: now, lastUsedAt: now });
  return token;
}

/** The user's live devices, most recently used first. */
export async function listDevices({ db, clock }: Pick<KnownDeviceDeps, 'db' | 'clock'>, userId: string): Promise<KnownDeviceRow[]> {
  return db
    .select()
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), gt(knownDevices.lastUsedAt, freshSince(clock))))
    .orderBy(desc(knownDevices.lastUsedAt), desc(knownDevices.createdAt));
}

/** Forgets every device of the user but `keep` (none when undefined); returns how many. */
export async function forgetDevices(db: Db, userId: string, keep?: string): Promise<number> {
  const rows = await db
    .delete(knownDevices)
    .where(keep ? and(eq(knownDevices.userId, userId), ne(knownDevices.id, keep)) : eq(knownDevices.userId, userId))
    .returning({ id: knownDevices.id });
  return rows.length;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome on Windows" from a user agent; the agent's first words when neither is recognised. */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').trim();
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  const known = browser ?? system;
  if (known) return known;
  return agent.split(/[\s/(]/, 1)[0]?.slice(0, 60) || 'Unknown device';
}
