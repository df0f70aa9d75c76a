import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authFailures } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/errors.js';
import { MESSAGES } from './limits.js';

export const ipSubject = (ip: string) => `ip:${ip}`;
export const codeSubject = (userId: string, purpose: string) => `code:${userId}:${purpose}`;

/**
 * Throws 429 (with Retry-After) when `subject` already has `max` failures in the rolling window.
 * Called before any password hash or code comparison, so a throttled caller costs almost nothing.
 */
export async function assertUnderLimit(db: Db, clock: Clock, subject: string, limit: { max: number; windowMs: number }) {
  const now = clock.now().getTime();
  const rows = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(and(eq(authFailures.subject, subject), gte(authFailures.createdAt, new Date(now - limit.windowMs))))
    .orderBy(asc(authFailures.createdAt));
  if (rows.length < limit.max) return;
  // Allowed again once enough of the oldest failures have left the window.
  const freeing = rows[rows.length - limit.max];
  const retryMs = (freeing?.at.getTime() ?? now) + limit.windowMs - now;
  throw tooManyRequests(MESSAGES.tooManyAttempts, retryMs / 1000);
}

export async function recordFailure(db: Db, clock: Clock, subject: string, keepMs = 24 * 3600_000) {
  const now = clock.now();
  await db.insert(authFailures).values({ subject, createdAt: now });
  // Keep the table small: this subject's rows older than any window are useless.
  await db.delete(authFailures).where(and(eq(authFailures.subject, subject), lt(authFailures.createdAt, new Date(now.getTime() - keepMs))));
}
