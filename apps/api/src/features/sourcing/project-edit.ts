import {
  NO_DOCUMENTS_MESSAGE,
  rupeesToPaise,
  type TExtractionEstimate,
  type TExtractionStarted,
  type TProject,
  type ZUpdateProjectRequest,
} from '@app/sdk/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { type NewProject, projectDocuments, projects } from '../../db/schema/sourcing.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { activeSessionOf } from '../discovery/session-store.js';
import { queueRun, reserveRun, type RunDeps } from './run-lifecycle.js';
import type { Reservation } from '../ledger/index.js';
import { contentsOf, extractionEstimateOf, readTokens } from './run-cost.js';
import { activeRunOf } from './run-store.js';
import { getProject, PROJECT_NOT_FOUND_MESSAGE } from './service.js';
import { documentsOf, findProjectOf } from './store.js';

async function ownedProject(deps: Pick<AppDeps, 'database'>, userId: string, id: number) {
  const row = await findProjectOf(deps.database.db, userId, id);
  if (!row) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return row;
}

/** Applies the fields given; null clears an optional one. */
export async function updateProject(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  userId: string,
  id: number,
  input: z.output<typeof ZUpdateProjectRequest>,
): Promise<TProject> {
  await ownedProject(deps, userId, id);
  const changes: Partial<NewProject> = { updatedAt: deps.clock.now() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.location !== undefined) changes.location = input.location;
  if (input.location_json !== undefined) changes.locationJson = input.location_json;
  if (input.timeline !== undefined) changes.timeline = input.timeline;
  if (input.budget_amount !== undefined) changes.budgetPaise = input.budget_amount === null ? null : rupeesToPaise(input.budget_amount);
  if (input.required_by_date !== undefined) changes.requiredByDate = input.required_by_date;
  if (input.project_description !== undefined) changes.projectDescription = input.project_description;
  if (input.selected_materials !== undefined) changes.selectedMaterials = input.selected_materials;
  await deps.database.db.update(projects).set(changes).where(eq(projects.id, id));
  return getProject(deps.database.db, userId, id);
}

/**
 * Deletes the project with its rows (documents, materials, runs and discoveries cascade) and its
 * files. A run in progress is settled for what it read; a discovery in progress or still queued
 * has its hold released here, at once, rather than when its job next looks (its worker notices the
 * session is gone and stops; a second release is a no-op).
 */
export async function deleteProject(deps: RunDeps & Pick<AppDeps, 'storage' | 'extractor'>, userId: string, id: number): Promise<{ message: string }> {
  await ownedProject(deps, userId, id);
  const { db } = deps.database;
  const active = await activeRunOf(db, id);
  if (active?.reservation) await settleCutShort(deps, active.reservation, id);
  const discovery = await activeSessionOf(db, id);
  if (discovery?.reservation) await deps.ledger.release(discovery.reservation);
  const documents = await db.select({ key: projectDocuments.storageKey }).from(projectDocuments).where(eq(projectDocuments.projectId, id));
  await db.delete(projects).where(eq(projects.id, id));
  await Promise.all(documents.map((d) => deps.storage.delete(d.key)));
  return { message: 'Project deleted successfully!' };
}

/**
 * A run cut short by deleting its project pays for what it used: the documents it had read
 * (at the rates of its price; nothing when it had found no material yet), never more than its hold.
 */
async function settleCutShort(deps: RunDeps & Pick<AppDeps, 'extractor'>, reservation: Reservation, projectId: number): Promise<void> {
  const read = await deps.database.db
    .select({ content: projectDocuments.content, materialsFound: projectDocuments.materialsFound })
    .from(projectDocuments)
    .where(and(eq(projectDocuments.projectId, projectId), eq(projectDocuments.status, 'parsed')));
  const found = read.reduce((sum, d) => sum + d.materialsFound, 0);
  const used = read.reduce((sum, d) => sum + readTokens(deps.extractor.engine, d.content, 0), 0);
  const charged = found > 0 ? Math.min(reservation.maxTokens, used) : 0;
  if (charged === 0) {
    await deps.ledger.release(reservation);
    return;
  }
  await deps.ledger.settle(reservation, charged, deps.database.db, { costBreakdown: { documents_read: read.length, materials_found: found } });
}

/** The price of extracting the project now ("about N tokens"), which a start holds; free. */
export async function estimateExtraction(deps: Pick<AppDeps, 'database' | 'storage' | 'extractor'>, userId: string, id: number): Promise<TExtractionEstimate> {
  const project = await ownedProject(deps, userId, id);
  const documents = (await documentsOf(deps.database.db, [id])).get(id) ?? [];
  return extractionEstimateOf(deps, documents, project.projectDescription);
}

/**
 * Starts a run over every document and the description: 400 with neither, 409 while one runs,
 * 402 when the tokens cannot be held. Answers at once; the run is a durable job.
 */
export async function startExtraction(deps: RunDeps & Pick<AppDeps, 'storage' | 'extractor'>, userId: string, id: number): Promise<TExtractionStarted> {
  const project = await ownedProject(deps, userId, id);
  const documents = (await documentsOf(deps.database.db, [id])).get(id) ?? [];
  if (documents.length === 0 && !project.projectDescription?.trim()) throw badRequest(NO_DOCUMENTS_MESSAGE);
  const reservation = await reserveRun(deps, userId, project, await contentsOf(deps, documents));
  const status = await queueRun(deps, userId, id, reservation, documents.length);
  return { project_id: id, message: 'Material extraction started', status };
}
