import { NO_DOCUMENTS_MESSAGE, REVIEW_CONFIDENCE, type TMaterialProvenance } from '@app/sdk/contracts';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { type ExtractionRunRow, type ProjectDocumentRow, projectDocuments, projects } from '../../db/schema/sourcing.js';
import {
  DocumentUnreadableError,
  type ExtractedMaterial,
  type ExtractionResult,
  type ExtractOptions,
  PARSE_LIMITS,
  type SkippedRow,
  tooManyMaterialsMessage,
} from '../extraction/index.js';
import { fairWorker, SHUTDOWN, SWEPT } from '../jobs/index.js';
import { toMaterialDto } from './dto.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { materialWriter } from './material-writer.js';
import { rowsToOffer, type StoredSkippedRow } from './skipped-rows.js';
import { insertMaterials } from './materials-store.js';
import { descriptionTokens, readTokens } from './run-cost.js';
import { emit, emitAll } from './run-events.js';
import { failRun, type RunDeps } from './run-lifecycle.js';
import { extractionLine } from './run-line.js';
import {
  finishRun,
  replaceEarlierExtractions,
  runById,
  setDocumentResult,
  setProjectProgress,
} from './run-store.js';

/** A running worker renews its run's heartbeat this often (the fair worker does, `jobs/fair-queue.ts`)… */
export { RUN_HEARTBEAT_MS } from '../jobs/index.js';
export const UNREADABLE_DOCUMENT_MESSAGE = 'This document could not be read.';
export const UNREADABLE_DESCRIPTION_MESSAGE = 'The description could not be read.';
export const RUN_FAILED_MESSAGE = 'Material extraction failed. Please try again.';
/** A document's stored summary is cut here (a workbook of many sheets names each one). */
const SUMMARY_MAX_CHARS = 4_000;

type JobDeps = RunDeps & Pick<AppDeps, 'storage' | 'extractor'>;

/** A failure the user should read as is (the run's error). */
class RunFailure extends Error {}

/**
 * The job behind POST extract-materials: reads every document, then the description, storing
 * each material as it is found and streaming it; settles the real token count on completion.
 * Rules: one unreadable document fails only itself (its error is on the document); the run
 * fails when no source at all could be read. A stop of this process (SHUTDOWN) leaves the run
 * to the sweep of the next process, which ends it as failed.
 */
export function extractionJob(deps: JobDeps) {
  const worker = fairWorker({ ...extractionLine(deps), clock: deps.clock, run: (runId, signal) => runExtraction(deps, runId, signal) });
  return (_wake: { runId?: number }, signal: AbortSignal): Promise<void> => worker(signal);
}

/**
 * Runs a claimed run to its end (the fair worker keeps its heartbeat and aborts `signal` when the
 * run was swept or deleted); a run deleted with its project meanwhile is left alone.
 */
async function runExtraction(deps: JobDeps, runId: number, signal: AbortSignal): Promise<void> {
  const run = await runById(deps.database.db, runId);
  if (!run) return;
  try {
    await readAndSettle(deps, run, signal);
  } catch (error) {
    if (signal.aborted && (signal.reason === SHUTDOWN || signal.reason === SWEPT)) return;
    await failRun(deps, run, error instanceof RunFailure ? error.message : RUN_FAILED_MESSAGE).catch(() => undefined);
  }
}

async function readAndSettle(deps: JobDeps, run: ExtractionRunRow, signal: AbortSignal): Promise<void> {
  const { db } = deps.database;
  const projectId = run.projectId;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw new RunFailure('The project no longer exists.');
  const documents = await db
    .select()
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, projectId))
    .orderBy(asc(projectDocuments.id));
  const description = project.projectDescription?.trim() ? project.projectDescription : null;
  const sources = documents.length + (description ? 1 : 0);

  let found = 0;
  let percent = 0;
  let tokens = 0;
  let readable = 0;
  const errors: string[] = [];
  const now = () => deps.clock.now();

  const progress = async (fraction: number, activity: string, status?: 'parsing_documents' | 'ai_analyzing_materials' | 'extracting') => {
    const next = Math.min(99, Math.max(percent, Math.round(fraction * 100)));
    if (next === percent && !status) return;
    percent = next;
    await setProjectProgress(db, projectId, { status, extractionProgress: percent, extractionActivity: activity, extractionMaterialsFound: found, now: now() });
    await emit(deps, projectId, { type: 'progress_update', progress: percent, current_activity: activity, materials_found: found });
  };

  // Materials are written in batches, in the order found, each batch's events appended with it;
  // the loop gets a turn between batches (material-writer.ts).
  type Found = { material: ExtractedMaterial; document: ProjectDocumentRow | null; counter: { n: number } };
  const writer = materialWriter<Found>(async (batch) => {
    const rows = await insertMaterials(db, batch.map((f) => materialRow(run, f.material, f.document)));
    const events = rows.map((row, i) => {
      found += 1;
      (batch[i] as Found).counter.n += 1;
      return { type: 'material_found' as const, material: toMaterialDto(row), total_materials_found: found, progress: percent };
    });
    // A turn for other requests between the two statements too (each holds PGlite's thread).
    await nextTurn();
    await emitAll(deps, projectId, events);
  });
  /** A document stops at its limit's next material: what it found is kept, the rest is not read. */
  const options = (
    index: number,
    document: ProjectDocumentRow | null,
    counter: { n: number },
    limit?: { controller: AbortController; hit: boolean },
  ): ExtractOptions => {
    let added = 0;
    const max = PARSE_LIMITS.maxMaterials;
    return {
      signal: limit ? AbortSignal.any([signal, limit.controller.signal]) : signal,
      onMaterial: (material) => {
        if (limit && ++added > max) {
          limit.hit = true;
          const error = new DocumentUnreadableError(tooManyMaterialsMessage(max));
          limit.controller.abort(error);
          return Promise.reject(error);
        }
        return writer.add({ material, document, counter });
      },
      onProgress: (fraction, activity) => {
        writer.after(() => progress((index + Math.min(1, Math.max(0, fraction))) / sources, activity));
      },
    };
  };

  for (const [index, document] of documents.entries()) {
    const position = { document_name: document.filename, document_index: index + 1, total_documents: documents.length };
    await progress(index / sources, `Reading ${document.filename}`, 'parsing_documents');
    await emit(deps, projectId, { type: 'document_started', ...position });
    const counter = { n: 0 };
    const limit = { controller: new AbortController(), hit: false };
    try {
      const bytes = await deps.storage.get(document.storageKey);
      if (!bytes) throw new DocumentUnreadableError('The file is missing from storage.');
      const result = await deps.extractor.extractDocument(
        { filename: document.filename, kind: document.kind, bytes },
        options(index, document, counter, limit),
      );
      await writer.drain();
      tokens += readTokens(deps.extractor.engine, document.content, result.tokens);
      readable += 1;
      const skippedRows = await rowsToOffer(db, projectId, document.id, (result.skipped ?? []).map((row) => leftOut(run, row, document)));
      await setDocumentResult(db, document.id, { status: 'parsed', error: null, materialsFound: counter.n, summary: documentSummary(result), skippedRows });
    } catch (error) {
      await writer.drain().catch(() => undefined);
      if (signal.aborted) throw error;
      const message = limit.hit
        ? tooManyMaterialsMessage(PARSE_LIMITS.maxMaterials)
        : error instanceof DocumentUnreadableError
          ? error.message
          : UNREADABLE_DOCUMENT_MESSAGE;
      errors.push(`${document.filename}: ${message}`);
      if (limit.hit) {
        // Its first materials are kept, as the message says: the document was read that far (and is charged for it).
        readable += 1;
        tokens += readTokens(deps.extractor.engine, document.content, 0);
      }
      await setDocumentResult(db, document.id, { status: 'failed', error: message, materialsFound: counter.n, summary: null });
    }
    await emit(deps, projectId, { type: 'document_completed', ...position, materials_found: counter.n });
  }

  if (description) {
    await progress(documents.length / sources, 'Analyzing the project description', 'ai_analyzing_materials');
    try {
      const result = await deps.extractor.extractDescription(description, options(documents.length, null, { n: 0 }));
      await writer.drain();
      tokens += descriptionTokens(deps.extractor.engine, description, result.tokens);
      readable += 1;
    } catch (error) {
      await writer.drain().catch(() => undefined);
      if (signal.aborted) throw error;
      errors.push(`description: ${error instanceof DocumentUnreadableError ? error.message : UNREADABLE_DESCRIPTION_MESSAGE}`);
    }
  }

  if (readable === 0) {
    throw new RunFailure(
      sources === 0 ? NO_DOCUMENTS_MESSAGE : `None of the documents could be read (${errors.join('; ')})`,
    );
  }
  await progress(0.99, 'Saving materials', 'extracting');
  const reservation = run.reservation;
  // A run that found nothing costs nothing (issue 28: no charge for a result the user cannot use).
  const charged = reservation && found > 0 ? Math.min(reservation.maxTokens, Math.max(0, Math.round(tokens))) : 0;
  await db.transaction(async (tx) => {
    if (!(await finishRun(tx, run.id, { status: 'completed', tokens: charged, now: now() }))) throw new Error(SWEPT);
    if (reservation) {
      await deps.ledger.settle(reservation, charged, tx, { costBreakdown: { documents_read: readable, materials_found: found }, recordUncharged: true });
    }
    await replaceEarlierExtractions(tx, projectId, run.id);
    await setProjectProgress(tx, projectId, {
      status: 'ready',
      extractionProgress: 100,
      extractionActivity: `Completed! Found ${found} materials.`,
      extractionMaterialsFound: found,
      now: now(),
    });
  });
  await emit(deps, projectId, { type: 'extraction_completed', total_materials_found: found });
}

/**
 * What the document's reading says to the user: the extractor's summary (what was read, what was
 * skipped and why, or why nothing was found), then its notes about parts left unread, one per line.
 */
function documentSummary(result: ExtractionResult): string | null {
  const lines = [result.summary, ...(result.notes ?? [])].map((line) => line?.trim() ?? '').filter(Boolean);
  return lines.length ? lines.join('\n').slice(0, SUMMARY_MAX_CHARS) : null;
}

/** A row the reading left out, stored with its document as the material it becomes if included. */
function leftOut(run: ExtractionRunRow, row: SkippedRow, document: ProjectDocumentRow): StoredSkippedRow {
  const { projectId: _project, runId: _run, source: _source, ...material } = materialRow(run, row.material, document);
  return { reason: row.reason, material };
}

/** The stored row of an extracted material; the extractor's figures are kept within the table's rules. */
function materialRow(run: ExtractionRunRow, material: ExtractedMaterial, document: ProjectDocumentRow | null) {
  const quantity =
    material.quantity !== null && Number.isFinite(material.quantity) && material.quantity > 0
      ? Math.round(material.quantity * 100) / 100 || null
      : null;
  const confidence = Number.isFinite(material.confidence) ? Math.min(1, Math.max(0, material.confidence)) : 0;
  return {
    projectId: run.projectId,
    runId: run.id,
    source: 'extracted' as const,
    name: material.name.trim().slice(0, 200) || 'Unnamed material',
    category: material.category,
    quantity,
    unit: material.unit,
    urgency: material.urgency,
    specifications: material.specifications as Record<string, string>,
    notes: material.notes?.slice(0, 2000) ?? null,
    confidence,
    needsReview: confidence < REVIEW_CONFIDENCE || quantity === null,
    provenance: provenanceOf(material, document),
  };
}

function provenanceOf(material: ExtractedMaterial, document: ProjectDocumentRow | null): TMaterialProvenance {
  const source = material.provenance;
  if (source.kind === 'description' || !document) {
    return source.kind === 'description' ? source : { kind: 'description', line: 1, text: '' };
  }
  return { ...source, document_id: document.id, document_name: document.filename };
}
