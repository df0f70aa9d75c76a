import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ExtractionRunRow,
  extractionRuns,
  materials,
  type NewProject,
  projectDocuments,
  projects,
} from '../../db/schema/sourcing.js';
import type { Reservation } from '../ledger/index.js';
import type { StoredSkippedRow } from './skipped-rows.js';

const ACTIVE = ['queued', 'running'] as const;

/**
 * A new queued run, or null when the project already has one in progress (the partial unique
 * index `extraction_runs_one_active`). Without a reservation it is a placeholder: inserted in
 * the transaction that creates a description-only project, so the project is never visible
 * without its run, and given its hold by `attachReservation` before its job is sent.
 */
export async function insertRun(
  db: Db,
  values: { projectId: number; userId: string; reservation: Reservation | null; now: Date },
): Promise<ExtractionRunRow | null> {
  const rows = await db
    .insert(extractionRuns)
    .values({ ...values, status: 'queued', heartbeatAt: values.now, createdAt: values.now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Gives a placeholder run its hold; null when it is no longer a queued placeholder (swept or deleted). */
export async function attachReservation(db: Db, runId: number, reservation: Reservation): Promise<ExtractionRunRow | null> {
  const [row] = await db
    .update(extractionRuns)
    .set({ reservation })
    .where(and(eq(extractionRuns.id, runId), eq(extractionRuns.status, 'queued'), isNull(extractionRuns.reservation)))
    .returning();
  return row ?? null;
}

export async function setFirstSeq(db: Db, runId: number, seq: number): Promise<void> {
  await db.update(extractionRuns).set({ firstSeq: seq }).where(eq(extractionRuns.id, runId));
}

export async function latestRunOf(db: Db, projectId: number): Promise<ExtractionRunRow | null> {
  const [row] = await db
    .select()
    .from(extractionRuns)
    .where(eq(extractionRuns.projectId, projectId))
    .orderBy(desc(extractionRuns.id))
    .limit(1);
  return row ?? null;
}

export async function activeRunOf(db: Db, projectId: number): Promise<ExtractionRunRow | null> {
  const [row] = await db
    .select()
    .from(extractionRuns)
    .where(and(eq(extractionRuns.projectId, projectId), inArray(extractionRuns.status, ACTIVE)));
  return row ?? null;
}

export async function runById(db: Db, runId: number): Promise<ExtractionRunRow | null> {
  const [row] = await db.select().from(extractionRuns).where(eq(extractionRuns.id, runId));
  return row ?? null;
}

/** Ends an active run once; false when something else (the sweep) ended it first. */
export async function finishRun(
  db: Db,
  runId: number,
  outcome: { status: 'completed' | 'failed'; tokens?: number; error?: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(extractionRuns)
    .set({ status: outcome.status, tokens: outcome.tokens, error: outcome.error, finishedAt: outcome.now })
    .where(and(eq(extractionRuns.id, runId), inArray(extractionRuns.status, ACTIVE)))
    .returning({ id: extractionRuns.id });
  return rows.length > 0;
}

/**
 * Claimed runs whose heartbeat is older than `before` (their worker is gone). A queued run has no
 * worker to lose: it is never stale, however long it waits.
 */
export function staleRuns(db: Db, before: Date): Promise<ExtractionRunRow[]> {
  return db
    .select()
    .from(extractionRuns)
    .where(and(eq(extractionRuns.status, 'running'), lt(extractionRuns.heartbeatAt, before)));
}

export async function setProjectProgress(
  db: Db,
  projectId: number,
  values: Pick<NewProject, 'status' | 'extractionProgress' | 'extractionActivity' | 'extractionMaterialsFound'> & { now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db.update(projects).set({ ...rest, updatedAt: now }).where(eq(projects.id, projectId));
}

export async function setDocumentResult(
  db: Db,
  documentId: number,
  result: { status: 'pending' | 'parsed' | 'failed'; error: string | null; materialsFound: number; summary: string | null; skippedRows?: StoredSkippedRow[] },
): Promise<void> {
  await db.update(projectDocuments).set(result).where(eq(projectDocuments.id, documentId));
}

export async function resetDocuments(db: Db, projectId: number): Promise<void> {
  await db
    .update(projectDocuments)
    .set({ status: 'pending', error: null, materialsFound: 0, summary: null, skippedRows: [] })
    .where(eq(projectDocuments.projectId, projectId));
}

/**
 * A completed run's materials become the project's extracted ones: rows of earlier runs go,
 * except those the user edited (run_id cleared) and manual ones.
 */
export async function replaceEarlierExtractions(db: Db, projectId: number, runId: number): Promise<void> {
  await db
    .delete(materials)
    .where(
      and(
        eq(materials.projectId, projectId),
        eq(materials.source, 'extracted'),
        sql`${materials.runId} is not null and ${materials.runId} <> ${runId}`,
      ),
    );
}

/** A failed run leaves the project as it was: its own unedited rows go. */
export async function deleteRunMaterials(db: Db, runId: number): Promise<void> {
  await db.delete(materials).where(eq(materials.runId, runId));
}
