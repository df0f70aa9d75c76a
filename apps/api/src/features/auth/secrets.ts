import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/auth.js';

const SETTING_KEY = 'auth_secret';

/**
 * The server secret: JWT_SECRET when configured, otherwise a random one generated on first start
 * and kept in `app_settings`, so restarts (and other instances on the same database) keep sessions.
 */
export async function loadServerSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const read = async () => (await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Two instances starting at once: the first insert wins and both read the same value.
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('could not store the server secret');
  return stored;
}

/** Keys derived from the secret, one per use, so no key serves two purposes. */
export interface AuthKeys {
  jwt: Uint8Array;
  /** HMAC key for one-time codes and refresh-token hashes. */
  hashing: Buffer;
  /** AES-256-GCM key for the successor token kept during the rotation grace period. */
  sealing: Buffer;
}

export function deriveKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return { jwt: derive('access-token-jwt'), hashing: derive('hashing'), sealing: derive('refresh-successor') };
}

export const keyedHash = (keys: AuthKeys, value: string) =>
  createHmac('sha256', keys.hashing).update(value).digest('base64url');

/** Encrypts a short string: iv.ciphertext.tag, base64url. */
export function seal(keys: AuthKeys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.sealing, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

/** Decrypts what `seal` produced; null when it was tampered with or sealed by another key. */
export function unseal(keys: AuthKeys, sealed: string): string | null {
  const [iv, body, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.sealing, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
