import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailCodes } from '../../db/schema/auth.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import type { CodePurpose } from '../mail/templates.js';
import { LIMITS, MESSAGES } from './limits.js';
import { type AuthKeys, keyedHash } from './secrets.js';
import { claimAttempt, codeSubject } from './throttle.js';

export interface CodeDeps {
  db: Db;
  clock: Clock;
  keys: AuthKeys;
}

/** Who asked for a code: a keyed hash of the client address (no address is stored in clear). */
export const requesterOf = (keys: AuthKeys, ip: string) => keyedHash(keys, `code-requester:${ip}`);

// Bound to the account and purpose, so a leaked hash table cannot be replayed elsewhere.
const codeHash = (keys: AuthKeys, userId: string, purpose: CodePurpose, code: string) =>
  keyedHash(keys, `code:${userId}:${purpose}:${code}`);

/** Throws 429 + Retry-After when a new code for this account and purpose would be sent too soon. */
export async function assertCanSendCode({ db, clock }: CodeDeps, userId: string, purpose: CodePurpose) {
  const now = clock.now().getTime();
  const recent = await db
    .select({ at: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), gte(emailCodes.createdAt, new Date(now - LIMITS.codeSend.windowMs))))
    .orderBy(desc(emailCodes.createdAt));
  const last = recent[0];
  if (last && now - last.at.getTime() < LIMITS.codeSend.minGapMs) {
    throw tooManyRequests(MESSAGES.tooManyAttempts, (last.at.getTime() + LIMITS.codeSend.minGapMs - now) / 1000);
  }
  const freeing = recent[LIMITS.codeSend.max - 1];
  if (freeing) throw tooManyRequests(MESSAGES.tooManyAttempts, (freeing.at.getTime() + LIMITS.codeSend.windowMs - now) / 1000);
}

/**
 * Creates a fresh crypto-random 6-digit code and kills every earlier one of the same purpose.
 * Returns the code in clear for the mail; only its keyed hash is stored, with who asked (`ip`).
 */
export async function issueCode(deps: CodeDeps, userId: string, purpose: CodePurpose, ip: string): Promise<string> {
  const { db, clock, keys } = deps;
  const now = clock.now();
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values({
      userId,
      purpose,
      codeHash: codeHash(keys, userId, purpose, code),
      requester: requesterOf(keys, ip),
      expiresAt: new Date(now.getTime() + LIMITS.codeTtlMs),
      createdAt: now,
    });
    // Spent rows older than a day serve no limit any more.
    await tx.delete(emailCodes).where(and(eq(emailCodes.userId, userId), lt(emailCodes.createdAt, new Date(now.getTime() - 24 * 3600_000))));
  });
  return code;
}

/**
 * Checks and consumes a code. Wrong guesses count against the code and against the account's
 * hourly budget, which a new code does not reset — the tries of the address that asked for the
 * code apart from everyone else's: someone else's guesses can neither kill the requester's code
 * nor spend the requester's budget, and every guesser is still held to LIMITS.codeTries per code.
 * The caller records IP failures. Throws 400 (wrong / expired) or 429; returns normally only for
 * the right, live code.
 */
export async function consumeCode(deps: CodeDeps, userId: string, purpose: CodePurpose, code: string, ip: string): Promise<void> {
  const { db, clock, keys } = deps;
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const fromRequester = row?.requester === requesterOf(keys, ip);
  const attempt = await claimAttempt(db, clock, codeSubject(userId, purpose, fromRequester), LIMITS.codeFailures);
  if (!row) throw badRequest(MESSAGES.invalidCode);
  const now = clock.now();
  // A try is taken from the code before the comparison, in one conditional UPDATE, so a burst
  // of concurrent guesses cannot compare more than LIMITS.codeTries of them.
  const tries = fromRequester ? emailCodes.requesterAttempts : emailCodes.attempts;
  const [tried] = await db
    .update(emailCodes)
    .set(fromRequester ? { requesterAttempts: sql`${tries} + 1` } : { attempts: sql`${tries} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(tries, LIMITS.codeTries), gt(emailCodes.expiresAt, now)))
    .returning({ id: emailCodes.id });
  // A code past its time or its tries is dead (for this caller): a new one is needed either way.
  if (!tried) {
    await attempt.succeeded();
    throw badRequest(MESSAGES.expiredCode);
  }
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(keys, userId, purpose, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest(MESSAGES.invalidCode);
  await attempt.succeeded();
  // Single use, even when two requests race with the same code.
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw badRequest(MESSAGES.invalidCode);
}
