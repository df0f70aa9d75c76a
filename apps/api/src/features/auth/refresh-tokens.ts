import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/auth.js';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/errors.js';
import { LIMITS } from './limits.js';
import { type AuthKeys, keyedHash, seal, unseal } from './secrets.js';

export interface RefreshDeps {
  db: Db;
  clock: Clock;
  keys: AuthKeys;
  ttlS: number;
}

const hashToken = (keys: AuthKeys, raw: string) => keyedHash(keys, `refresh:${raw}`);

/** Issues an opaque refresh token; a new sign-in starts a new family. */
export async function issueRefreshToken(deps: RefreshDeps, userId: string, familyId: string = randomUUID(), db: Db = deps.db) {
  const raw = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId,
      familyId,
      tokenHash: hashToken(deps.keys, raw),
      expiresAt: new Date(now.getTime() + deps.ttlS * 1000),
      createdAt: now,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token insert returned no row');
  return { raw, id: row.id };
}

class AlreadyRotated extends Error {}

/**
 * Rotates a refresh token: the presented one is retired and a successor in the same family is
 * returned. A token already rotated less than `refreshGraceMs` ago yields the SAME successor
 * (two tabs refreshing at once); later, its reuse means it leaked, so the family is revoked.
 */
export async function rotateRefreshToken(deps: RefreshDeps, raw: string): Promise<{ userId: string; token: string }> {
  const { db, clock, keys } = deps;
  const now = clock.now();
  const find = async () => (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(keys, raw))))[0];
  let row = await find();
  if (!row || row.revokedAt || row.expiresAt <= now) throw unauthorized();
  const current = row;

  if (!current.rotatedAt) {
    try {
      const token = await db.transaction(async (tx) => {
        const successor = await issueRefreshToken(deps, current.userId, current.familyId, tx as unknown as Db);
        // The condition makes the first of two concurrent rotations win; the other rolls back.
        const won = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now, replacedById: successor.id, replacedBySecret: seal(keys, successor.raw) })
          .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (won.length === 0) throw new AlreadyRotated();
        return successor.raw;
      });
      await forgetOldSuccessors(deps, current.userId);
      return { userId: current.userId, token };
    } catch (error) {
      if (!(error instanceof AlreadyRotated)) throw error;
      row = await find();
      if (!row || row.revokedAt) throw unauthorized();
    }
  }

  const rotatedAt = row.rotatedAt?.getTime() ?? 0;
  if (now.getTime() - rotatedAt <= LIMITS.refreshGraceMs && row.replacedBySecret && row.replacedById) {
    const successorRaw = unseal(keys, row.replacedBySecret);
    const [successor] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.replacedById));
    if (successorRaw && successor && !successor.revokedAt) return { userId: row.userId, token: successorRaw };
  }
  await revokeFamily(deps, row.familyId);
  throw unauthorized();
}

/** The encrypted successor is only needed during the grace period; drop it afterwards. */
async function forgetOldSuccessors({ db, clock }: RefreshDeps, userId: string) {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, clock.now())));
  await db
    .update(refreshTokens)
    .set({ replacedBySecret: null })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNotNull(refreshTokens.replacedBySecret),
        lt(refreshTokens.rotatedAt, new Date(clock.now().getTime() - LIMITS.refreshGraceMs)),
      ),
    );
}

export async function revokeFamily({ db, clock }: Pick<RefreshDeps, 'db' | 'clock'>, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: clock.now(), replacedBySecret: null })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the session the token belongs to. Unknown tokens are ignored. */
export async function revokeFamilyOf(deps: RefreshDeps, raw: string) {
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(deps.keys, raw)));
  if (row) await revokeFamily(deps, row.familyId);
}

/** Password reset: every session of the user ends; "sign out other devices": all but the family `keepFamily`. */
export async function revokeAllForUser({ db, clock }: Pick<RefreshDeps, 'db' | 'clock'>, userId: string, keepFamily?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: clock.now(), replacedBySecret: null })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined));
}

/** The session (family) of a live refresh token of the user; undefined for anything else. */
export async function familyOf(deps: RefreshDeps, userId: string, raw: string | undefined): Promise<string | undefined> {
  if (!raw) return undefined;
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(deps.keys, raw)), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return row?.familyId;
}
