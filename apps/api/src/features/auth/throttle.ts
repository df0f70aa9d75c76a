import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authFailures } from '../../db/schema/auth.js';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/errors.js';
import { LIMITS, MESSAGES } from './limits.js';

export const ipSubject = (ip: string) => `ip:${ip}`;
export const signUpSubject = (ip: string) => `signup:${ip}`;
export const signUpEmailSubject = (email: string) => `signup-email:${email.trim().toLowerCase()}`;
export const codeMailSubject = (ip: string) => `mail:${ip}`;
export const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;
/** Wrong codes of an account and purpose from anyone but the code's requester (who has a subject of their own). */
export const codeSubject = (userId: string, purpose: string, requester = false) => `code:${userId}:${purpose}${requester ? ':requester' : ''}`;

/** A claimed attempt: kept as a failure unless the caller says it succeeded. */
export interface Attempt {
  /** The attempt was not a failure (right password, right code): it stops counting. */
  succeeded(): Promise<void>;
}

type Refusal = (failures: Date[], now: Date) => number | null;

/**
 * Claims one attempt of `subject` BEFORE anything is checked. Claims of one subject take turns
 * (a transaction-scoped advisory lock on the subject): each reads the subject's recent claims,
 * and `refuse` decides from them whether this one must wait (ms) or may go, in which case its
 * row is added. So a burst of concurrent requests checks exactly what the rule allows; a refused
 * caller gets 429 with Retry-After and costs no hash and no comparison.
 */
async function claim(db: Db, clock: Clock, subject: string, windowMs: number, refuse: Refusal, message: string): Promise<string> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`auth:${subject}`}, 0))`);
    const rows = await tx
      .select({ at: authFailures.createdAt })
      .from(authFailures)
      .where(and(eq(authFailures.subject, subject), gte(authFailures.createdAt, new Date(now.getTime() - windowMs))))
      .orderBy(asc(authFailures.createdAt));
    const waitMs = refuse(
      rows.map((row) => row.at),
      now,
    );
    if (waitMs !== null) throw tooManyRequests(message, waitMs / 1000);
    const [claimed] = await tx.insert(authFailures).values({ subject, createdAt: now }).returning({ id: authFailures.id });
    if (!claimed) throw new Error('claiming an attempt returned no row');
    // Keep the table small: this subject's rows older than any window are useless.
    await tx.delete(authFailures).where(and(eq(authFailures.subject, subject), lt(authFailures.createdAt, new Date(now.getTime() - KEEP_MS))));
    return claimed.id;
  });
}

/** At most `max` claims in any `windowMs` (per address: logins and code checks, sign-ups, mails). */
export async function claimAttempt(
  db: Db,
  clock: Clock,
  subject: string,
  limit: { max: number; windowMs: number },
  message: string = MESSAGES.tooManyAttempts,
): Promise<Attempt> {
  const claimId = await claim(
    db,
    clock,
    subject,
    limit.windowMs,
    (rows, now) => {
      if (rows.length < limit.max) return null;
      // Allowed again once enough of the oldest attempts have left the window.
      const freeing = rows[rows.length - limit.max];
      return (freeing?.getTime() ?? now.getTime()) + limit.windowMs - now.getTime();
    },
    message,
  );
  return { succeeded: () => db.delete(authFailures).where(eq(authFailures.id, claimId)).then(() => undefined) };
}

/** The wait before the next password try of an e-mail with `failures` recent wrong ones. */
export function accountDelayMs(failures: number, rule = LIMITS.accountDelay): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** (failures - rule.free), rule.maxMs);
}

/** Refuses a password try that comes before the doubling delay after the subject's last wrong one. */
const passwordDelay =
  (rule: typeof LIMITS.accountDelay): Refusal =>
  (rows, now) => {
    const last = rows.at(-1);
    if (!last) return null;
    const readyAt = last.getTime() + accountDelayMs(rows.length, rule);
    return readyAt > now.getTime() ? readyAt - now.getTime() : null;
  };

export const deviceSubject = (deviceId: string) => `device:${deviceId}`;

/**
 * A password try for an e-mail, whether or not an account has it (so the answers never tell
 * which e-mails exist). The first `free` wrong passwords in the window cost nothing; after them
 * each try waits a doubling delay from the last one, capped. Every try counts toward the e-mail.
 *
 * From a device the owner signed in on before (`knownDeviceId`) the e-mail's delay is skipped, so
 * someone else's guesses never keep the owner out; that device's own wrong passwords wait by the
 * same rule, so the cookie is no licence to guess. The right password takes back only its own
 * try: other callers' wrong ones keep counting (an owner's sign-in gives no one fresh guesses).
 */
export async function claimPasswordTry(db: Db, clock: Clock, email: string, knownDeviceId?: string): Promise<Attempt> {
  const rule = LIMITS.accountDelay;
  const claims: string[] = [];
  if (knownDeviceId) claims.push(await claim(db, clock, deviceSubject(knownDeviceId), rule.windowMs, passwordDelay(rule), MESSAGES.locked));
  claims.push(await claim(db, clock, accountSubject(email), rule.windowMs, knownDeviceId ? () => null : passwordDelay(rule), MESSAGES.locked));
  return { succeeded: () => db.delete(authFailures).where(inArray(authFailures.id, claims)).then(() => undefined) };
}

/** Forgets an e-mail's wrong passwords (a password reset: the owner proved the address). */
export async function clearPasswordTries(db: Db, email: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.subject, accountSubject(email)));
}

const KEEP_MS = 24 * 3600_000;
