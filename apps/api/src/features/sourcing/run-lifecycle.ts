import type { TProjectStatus } from '@app/sdk/contracts';
import { EXTRACTION_RUNNING_MESSAGE, type TDocumentContent } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ExtractionRunRow, ProjectRow } from '../../db/schema/sourcing.js';
import { AppError } from '../../lib/errors.js';
import { announceLine } from '../jobs/index.js';
import type { Reservation } from '../ledger/index.js';
import { emit } from './run-events.js';
import { EXTRACTION_JOB, extractionLine } from './run-line.js';
import { runTokenHold } from './run-cost.js';
import {
  activeRunOf,
  attachReservation,
  deleteRunMaterials,
  finishRun,
  insertRun,
  resetDocuments,
  setFirstSeq,
  setProjectProgress,
} from './run-store.js';

export { EXTRACTION_JOB };
export const INITIAL_ACTIVITY = 'Initializing extraction...';

export type RunDeps = Pick<AppDeps, 'database' | 'clock' | 'events' | 'ledger' | 'jobs'>;

/** Holds the run's price, the estimate shown (402 with the ledger's body when the user cannot cover it). */
export function reserveRun(
  deps: Pick<AppDeps, 'ledger' | 'extractor'>,
  userId: string,
  project: Pick<ProjectRow, 'id' | 'name' | 'projectDescription'>,
  documents: readonly (TDocumentContent | null)[],
): Promise<Reservation> {
  return deps.ledger.reserve({
    userId,
    maxTokens: runTokenHold(deps.extractor.engine, documents, project.projectDescription),
    operationType: 'material_extraction',
    description: `Material extraction for ${project.name?.trim() || `Project #${project.id}`}`,
    projectId: project.id,
    projectName: project.name,
  });
}

/** The 409 of a start while a run is in progress (`ZExtractionRunningBody`). */
export const extractionRunning = (runId: number) => new AppError(409, EXTRACTION_RUNNING_MESSAGE, { detail: { run_id: runId } });

/**
 * A new queued run, or the 409 naming the run in progress. One that ended between the refused
 * insert and the lookup leaves room for this one: the insert is tried again.
 */
async function insertOrConflict(deps: RunDeps, values: { projectId: number; userId: string; reservation: Reservation; now: Date }) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await insertRun(deps.database.db, values);
    if (run) return run;
    const active = await activeRunOf(deps.database.db, values.projectId);
    if (active) throw extractionRunning(active.id);
  }
  throw new Error(`project ${values.projectId}: no run in progress, yet a new one is refused`);
}

/**
 * Queues a run with its reservation — a new run, or the placeholder `pendingRunId` inserted
 * with a description-only project — : 409 naming the run in progress when there is one (the hold
 * is released, nothing charged), else the project shows 'uploading_documents' at 0 % and the
 * stream gets `extraction_started`.
 */
export async function queueRun(
  deps: RunDeps,
  userId: string,
  projectId: number,
  reservation: Reservation,
  totalDocuments: number,
  pendingRunId?: number,
): Promise<TProjectStatus> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let run: ExtractionRunRow | null;
  try {
    run =
      pendingRunId === undefined
        ? await insertOrConflict(deps, { projectId, userId, reservation, now })
        : await attachReservation(db, pendingRunId, reservation);
  } catch (error) {
    await deps.ledger.release(reservation);
    throw error;
  }
  if (!run) {
    await deps.ledger.release(reservation);
    throw new Error(`extraction run ${pendingRunId} is no longer waiting for its hold`);
  }
  await resetDocuments(db, projectId);
  await setProjectProgress(db, projectId, {
    status: 'uploading_documents',
    extractionProgress: 0,
    extractionActivity: INITIAL_ACTIVITY,
    extractionMaterialsFound: 0,
    now,
  });
  const started = await emit(deps, projectId, { type: 'extraction_started', project_id: projectId, total_documents: totalDocuments });
  await setFirstSeq(db, run.id, started.seq);
  try {
    await deps.jobs.send(EXTRACTION_JOB, { runId: run.id });
  } catch (error) {
    await failRun(deps, run, 'The extraction could not be queued. Please try again.');
    throw error;
  }
  // Its place in line (unless a worker has already taken it); the sweep announces it otherwise.
  await announceLine(extractionLine(deps)).catch(() => undefined);
  return 'uploading_documents';
}

/**
 * Ends an active run as failed, once: releases its hold, removes the rows it added (the
 * project keeps its earlier materials), shows extraction_failed and tells the stream. False when
 * the run had already ended.
 */
export async function failRun(deps: RunDeps, run: Pick<ExtractionRunRow, 'id' | 'projectId' | 'reservation'>, error: string): Promise<boolean> {
  const { db } = deps.database;
  const now = deps.clock.now();
  if (!(await finishRun(db, run.id, { status: 'failed', error, now }))) return false;
  if (run.reservation) await deps.ledger.release(run.reservation);
  await deleteRunMaterials(db, run.id);
  await setProjectProgress(db, run.projectId, { status: 'extraction_failed', extractionActivity: error, now });
  await emit(deps, run.projectId, { type: 'extraction_failed', error });
  return true;
}
