import { randomInt } from 'node:crypto';
import { or, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

const MAX_BASE = 24;

/**
 * The handle stem of a name: lower-case ASCII letters and digits ('Ravi Patel' → 'ravipatel',
 * 'José' → 'jose'). Null when the name has no Latin letter (e.g. written in Gujarati).
 */
export function handleBase(name: string): string | null {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return /[a-z]/.test(ascii) ? ascii.slice(0, MAX_BASE) : null;
}

/**
 * A free handle for a name: the stem, then stem2, stem3…; names without Latin letters get
 * 'user' + random digits. The unique index still decides a race; callers retry on conflict,
 * passing how many times they lost: after a lost race every concurrent sign-up of the same name
 * would compute the same "next" number again, so retries draw a random suffix instead.
 */
export async function allocateHandle(db: Db, name: string, lostRaces = 0): Promise<string> {
  const base = handleBase(name);
  if (!base || lostRaces > 0) {
    for (;;) {
      const candidate = `${base ?? 'user'}${randomInt(100_000, 10_000_000)}`;
      const taken = await db.select({ h: users.handle }).from(users).where(eq(users.handle, candidate));
      if (taken.length === 0) return candidate;
    }
  }
  const rows = await db
    .select({ h: users.handle })
    .from(users)
    .where(or(eq(users.handle, base), sql`${users.handle} ~ ${`^${base}[0-9]+$`}`));
  const taken = new Set(rows.map((r) => r.h));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
