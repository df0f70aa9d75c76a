import type { TProjectStatus } from '@app/sdk/contracts';
import { EXTRACTION_RUNNING_MESSAGE } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ExtractionRunRow, ProjectRow } from '../../db/schema/sourcing.js';
import { conflict } from '../../lib/errors.js';
import type { Reservation } from '../ledger/index.js';
import { emit } from './run-events.js';
import { runTokenHold } from './run-cost.js';
import { deleteRunMaterials, finishRun, insertRun, resetDocuments, setFirstSeq, setProjectProgress } from './run-store.js';

/** The pg-boss queue of extraction runs; a job carries only `{ runId }`. */
export const EXTRACTION_JOB = 'material-extraction';
export const INITIAL_ACTIVITY = 'Initializing extraction...';

export type RunDeps = Pick<AppDeps, 'database' | 'clock' | 'events' | 'ledger' | 'jobs'>;

/** Holds the run's maximum cost (402 with the ledger's body when the user cannot cover it). */
export function reserveRun(
  deps: Pick<AppDeps, 'ledger'>,
  userId: string,
  project: Pick<ProjectRow, 'id' | 'name' | 'projectDescription'>,
  documentSizes: readonly number[],
): Promise<Reservation> {
  return deps.ledger.reserve({
    userId,
    maxTokens: runTokenHold(documentSizes, project.projectDescription),
    operationType: 'material_extraction',
    description: `Material extraction for ${project.name?.trim() || `Project #${project.id}`}`,
    projectId: project.id,
    projectName: project.name,
  });
}

/**
 * Queues a run with its reservation: 409 when one is in progress (the hold is released), else
 * the project shows 'uploading_documents' at 0 % and the stream gets `extraction_started`.
 */
export async function queueRun(
  deps: RunDeps,
  userId: string,
  projectId: number,
  reservation: Reservation,
  totalDocuments: number,
): Promise<TProjectStatus> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const run = await insertRun(db, { projectId, userId, reservation, now });
  if (!run) {
    await deps.ledger.release(reservation);
    throw conflict(EXTRACTION_RUNNING_MESSAGE);
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
