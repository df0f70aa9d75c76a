import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ProjectVendorRow,
  projectVendors,
  sessionVendors,
  vendorSearchSessions,
  type VendorSearchSessionRow,
} from '../../db/schema/vendors.js';

const ACTIVE = ['pending', 'discovering'] as const;
type NewSession = typeof vendorSearchSessions.$inferInsert;

/** A new pending session, or null when the project already has one in progress (the partial unique index). */
export async function insertSession(db: Db, values: NewSession): Promise<VendorSearchSessionRow | null> {
  const rows = await db.insert(vendorSearchSessions).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function sessionById(db: Db, id: number): Promise<VendorSearchSessionRow | null> {
  const [row] = await db.select().from(vendorSearchSessions).where(eq(vendorSearchSessions.id, id));
  return row ?? null;
}

/** The user's session with this id (another user's is "not found" too). */
export async function sessionOf(db: Db, userId: string, id: number): Promise<VendorSearchSessionRow | null> {
  const [row] = await db
    .select()
    .from(vendorSearchSessions)
    .where(and(eq(vendorSearchSessions.id, id), eq(vendorSearchSessions.userId, userId)));
  return row ?? null;
}

export async function activeSessionOf(db: Db, projectId: number): Promise<VendorSearchSessionRow | null> {
  const [row] = await db
    .select()
    .from(vendorSearchSessions)
    .where(and(eq(vendorSearchSessions.projectId, projectId), inArray(vendorSearchSessions.status, ACTIVE)));
  return row ?? null;
}

export async function latestSessionOf(db: Db, projectId: number): Promise<VendorSearchSessionRow | null> {
  const [row] = await db
    .select()
    .from(vendorSearchSessions)
    .where(eq(vendorSearchSessions.projectId, projectId))
    .orderBy(desc(vendorSearchSessions.id))
    .limit(1);
  return row ?? null;
}

/** Whether the session is still stored (false once deleted with its project). */
export async function sessionExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: vendorSearchSessions.id }).from(vendorSearchSessions).where(eq(vendorSearchSessions.id, id));
  return rows.length > 0;
}

export interface SessionProgress {
  progress: number;
  currentActivity: string;
  totalVendorsFound: number;
  newVendorsFound: number;
}

/** What the status route reads while the session runs. */
export async function setProgress(db: Db, id: number, values: SessionProgress): Promise<void> {
  await db
    .update(vendorSearchSessions)
    .set(values)
    .where(and(eq(vendorSearchSessions.id, id), inArray(vendorSearchSessions.status, ACTIVE)));
}

/** Ends an active session once; false when something else (the sweep) ended it first. */
export async function finishSession(
  db: Db,
  id: number,
  outcome: {
    status: 'completed' | 'failed';
    now: Date;
    tokens?: number;
    error?: string;
    activity: string;
    progress?: number;
    totals?: { found: number; fresh: number };
  },
): Promise<boolean> {
  const rows = await db
    .update(vendorSearchSessions)
    .set({
      status: outcome.status,
      tokens: outcome.tokens,
      error: outcome.error ?? null,
      currentActivity: outcome.activity,
      progress: outcome.progress,
      completedAt: outcome.now,
      totalVendorsFound: outcome.totals?.found,
      newVendorsFound: outcome.totals?.fresh,
    })
    .where(and(eq(vendorSearchSessions.id, id), inArray(vendorSearchSessions.status, ACTIVE)))
    .returning({ id: vendorSearchSessions.id });
  return rows.length > 0;
}

/** Claimed sessions whose heartbeat is older than `before` (their worker is gone); a pending one is never stale. */
export function staleSessions(db: Db, before: Date): Promise<VendorSearchSessionRow[]> {
  return db
    .select()
    .from(vendorSearchSessions)
    .where(and(eq(vendorSearchSessions.status, 'discovering'), lt(vendorSearchSessions.heartbeatAt, before)));
}

/** A page of a project's sessions, newest first, with the counters over all of them. */
export async function sessionsOfProject(db: Db, projectId: number, page: { limit: number; offset: number }) {
  const mine = eq(vendorSearchSessions.projectId, projectId);
  const [rows, totals, categories] = await Promise.all([
    db.select().from(vendorSearchSessions).where(mine).orderBy(desc(vendorSearchSessions.id)).limit(page.limit).offset(page.offset),
    db
      .select({ searches: count(), vendors: sql<number>`coalesce(sum(${vendorSearchSessions.totalVendorsFound}), 0)::int` })
      .from(vendorSearchSessions)
      .where(mine),
    db
      .select({ n: sql<number>`count(distinct c->>'category')::int` })
      .from(sql`${vendorSearchSessions}, jsonb_array_elements(${vendorSearchSessions.categories}) c`)
      .where(mine),
  ]);
  return {
    rows,
    totalSearches: totals[0]?.searches ?? 0,
    totalVendorsFound: Number(totals[0]?.vendors ?? 0),
    categoriesSearched: Number(categories[0]?.n ?? 0),
  };
}

export interface SavedVendor {
  row: ProjectVendorRow;
  /** New to the project before this session. */
  isNew: boolean;
}

/**
 * Saves one found vendor into the project's list and the session's: a vendor the project already
 * has keeps its row (same id) with this session's scores and the category added. `isNew` is
 * whether the project had it before this session (a vendor found for two categories of one
 * session stays new).
 */
export async function saveProjectVendor(
  db: Db,
  values: Omit<typeof projectVendors.$inferInsert, 'id' | 'matchedCategories' | 'firstSessionId' | 'createdAt' | 'updatedAt'> & {
    category: string;
    sessionId: number;
    now: Date;
  },
): Promise<SavedVendor> {
  const { category, sessionId, now, ...row } = values;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(projectVendors)
      .values({ ...row, matchedCategories: [category], firstSessionId: sessionId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [projectVendors.projectId, projectVendors.vendorId],
        set: {
          matchedCategories: sql`case when ${category} = any(${projectVendors.matchedCategories}) then ${projectVendors.matchedCategories} else array_append(${projectVendors.matchedCategories}, ${category}::text) end`,
          distanceKm: row.distanceKm,
          suitabilityScore: row.suitabilityScore,
          trustScore: row.trustScore,
          scoreBreakdown: row.scoreBreakdown,
          priceIndex: row.priceIndex,
          updatedAt: now,
        },
      })
      .returning();
    if (!saved) throw new Error('saving a project vendor returned no row');
    const [link] = await tx
      .insert(sessionVendors)
      .values({ sessionId, projectVendorId: saved.id, category, isNew: saved.firstSessionId === sessionId, createdAt: now })
      .onConflictDoNothing()
      .returning({ isNew: sessionVendors.isNew });
    if (link) return { row: saved, isNew: link.isNew };
    // Already saved by this session for another category: it keeps what it was then.
    const [earlier] = await tx
      .select({ isNew: sessionVendors.isNew })
      .from(sessionVendors)
      .where(and(eq(sessionVendors.sessionId, sessionId), eq(sessionVendors.projectVendorId, saved.id)));
    return { row: saved, isNew: earlier?.isNew ?? false };
  });
}

