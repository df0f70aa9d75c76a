import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authFailures } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/errors.js';
import { MESSAGES } from './limits.js';

export const ipSubject = (ip: string) => `ip:${ip}`;
export const signUpSubject = (ip: string) => `signup:${ip}`;
export const codeMailSubject = (ip: string) => `mail:${ip}`;
export const codeSubject = (userId: string, purpose: string) => `code:${userId}:${purpose}`;

/** A claimed attempt: kept as a failure unless the caller says it succeeded. */
export interface Attempt {
  /** The attempt was not a failure (right password, right code): it stops counting. */
  succeeded(): Promise<void>;
}

/**
 * Claims one attempt of `subject` BEFORE anything is checked. Claims of one subject take turns
 * (a transaction-scoped advisory lock on the subject), each counting the window and adding its
 * row only when under `max`, so a burst of concurrent requests checks exactly the allowance and
 * no more. Over the limit → 429 with Retry-After; a throttled caller costs no hash and no
 * comparison.
 */
export async function claimAttempt(
  db: Db,
  clock: Clock,
  subject: string,
  limit: { max: number; windowMs: number },
  message: string = MESSAGES.tooManyAttempts,
): Promise<Attempt> {
  const now = clock.now();
  const claimId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`auth:${subject}`}, 0))`);
    const rows = await tx
      .select({ at: authFailures.createdAt })
      .from(authFailures)
      .where(and(eq(authFailures.subject, subject), gte(authFailures.createdAt, new Date(now.getTime() - limit.windowMs))))
      .orderBy(asc(authFailures.createdAt));
    if (rows.length >= limit.max) {
      // Allowed again once enough of the oldest attempts have left the window.
      const freeing = rows[rows.length - limit.max];
      const retryMs = (freeing?.at.getTime() ?? now.getTime()) + limit.windowMs - now.getTime();
      throw tooManyRequests(message, retryMs / 1000);
    }
    const [claim] = await tx.insert(authFailures).values({ subject, createdAt: now }).returning({ id: authFailures.id });
    if (!claim) throw new Error('claiming an attempt returned no row');
    // Keep the table small: this subject's rows older than any window are useless.
    await tx.delete(authFailures).where(and(eq(authFailures.subject, subject), lt(authFailures.createdAt, new Date(now.getTime() - KEEP_MS))));
    return claim.id;
  });
  return { succeeded: () => db.delete(authFailures).where(eq(authFailures.id, claimId)).then(() => undefined) };
}

const KEEP_MS = 24 * 3600_000;
