import type { TMaterialCategory } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { VendorSearchSessionRow } from '../../db/schema/vendors.js';
import { fairWorker, SHUTDOWN, SWEPT } from '../jobs/index.js';
import type { Reservation } from '../ledger/index.js';
import { findProjectOf, materialsOfProject, RUN_SWEEP_MS } from '../sourcing/index.js';
import { scoreVendor } from '../vendors/index.js';
import { searchCandidates } from './candidates.js';
import { discoveryTokens } from './estimate.js';
import { keywordsFor } from './keywords.js';
import { emit, emitAll, type Payload } from './session-events.js';
import { DISCOVERY_JOB, discoveryLine, failSession, type SessionDeps } from './session-lifecycle.js';
import { finishSession, saveProjectVendor, sessionById, sessionExists, setProgress } from './session-store.js';
import { toVendorDto } from './vendor-dto.js';

export const SESSION_FAILED_MESSAGE = 'Vendor discovery failed. Please try again.';

type JobDeps = SessionDeps & Pick<AppDeps, 'places'>;

/**
 * The job behind POST discover-vendors: per category, keywords from the project's materials, a
 * directory (and places) search, scores for this project, the best few saved and streamed one by
 * one; settles the tokens of the vendors saved. A stop of this process (SHUTDOWN) leaves the
 * session to the sweep of the next process, which ends it as failed.
 */
export function discoveryJob(deps: JobDeps) {
  const { db } = deps.database;
  const worker = fairWorker({ ...discoveryLine(deps), clock: deps.clock, run: (id, signal) => runSession(deps, id, signal) });
  return async (job: { sessionId?: number; reservation?: Reservation | null }, signal: AbortSignal): Promise<void> => {
    const { sessionId, reservation } = job;
    // Deleted with its project before it could start: nobody else has its hold. (A session that
    // exists has its hold closed by whoever ends it.)
    if (sessionId !== undefined && reservation && !(await sessionExists(db, sessionId))) {
      await deps.ledger.release(reservation).catch(() => undefined);
      return;
    }
    await worker(signal);
    // Still waiting (its user has a session running, or every worker is busy): the job follows
    // it, so a deletion meanwhile still has its hold released.
    if (sessionId !== undefined && reservation && !signal.aborted && (await sessionById(db, sessionId))?.status === 'pending') {
      await deps.jobs.send(DISCOVERY_JOB, job, { startAfter: RUN_SWEEP_MS / 1000 });
    }
  };
}

/** Runs a claimed session to its end (the fair worker keeps its heartbeat; `signal` aborts when it was swept or deleted). */
async function runSession(deps: JobDeps, sessionId: number, signal: AbortSignal): Promise<void> {
  const session = await sessionById(deps.database.db, sessionId);
  if (!session) return;
  try {
    await discover(deps, session, signal);
  } catch (error) {
    const reason = signal.aborted ? signal.reason : null;
    if (reason === SHUTDOWN) return;
    if (reason !== SWEPT) await failSession(deps, session, error instanceof SessionFailure ? error.message : SESSION_FAILED_MESSAGE).catch(() => undefined);
    // A session deleted with its project has no one else to release its hold (a no-op when already closed).
    if (session.reservation) await deps.ledger.release(session.reservation).catch(() => undefined);
  }
}

/** A failure the user should read as is (the session's error). */
class SessionFailure extends Error {}

async function discover(deps: JobDeps, session: VendorSearchSessionRow, signal: AbortSignal): Promise<void> {
  const { db } = deps.database;
  const [project, materials] = await Promise.all([findProjectOf(db, session.userId, session.projectId), materialsOfProject(db, session.projectId)]);
  if (!project) throw new SessionFailure('The project no longer exists.');
  const chosen = session.categories.map((c) => c.category as TMaterialCategory);
  // Suitability counts the share of the project's categories a vendor supplies.
  const projectCategories = [...new Set([...materials.map((m) => m.category as TMaterialCategory), ...chosen])];
  const area = { latitude: session.latitude, longitude: session.longitude, radiusKm: session.radiusKm };
  const total = chosen.length;
  const seen = new Map<number, boolean>();
  const counters = () => ({ total: seen.size, fresh: [...seen.values()].filter(Boolean).length });
  let saves = 0;
  let percent = 0;

  // The session row (read by the status route) and a progress_update, sent with the events of the same instant.
  const progress = async (fraction: number, activity: string): Promise<Payload> => {
    percent = Math.min(99, Math.max(percent, Math.round(fraction * 100)));
    const { total: found, fresh } = counters();
    await setProgress(db, session.id, { progress: percent, currentActivity: activity, totalVendorsFound: found, newVendorsFound: fresh });
    return { type: 'progress_update', progress: percent, current_activity: activity, vendors_found: found };
  };
  const stage = (stage: Extract<Payload, { type: 'stage_changed' }>['stage'], category: TMaterialCategory, message: string): Payload => ({ type: 'stage_changed', stage, category, message });

  // Events are appended in batches of what happens at the same moment (keywords and scoring are
  // computed in memory), so a category costs a few round trips besides its vendors.
  for (const [index, entry] of session.categories.entries()) {
    signal.throwIfAborted();
    const category = entry.category as TMaterialCategory;
    const near = `${category} near ${session.location}`;
    const keywords = keywordsFor(category, materials, entry.material_ids);
    await emitAll(deps, session.id, [
      { type: 'category_started', category, category_index: index + 1, total_categories: total },
      stage('generating_keywords', category, `Preparing search terms for ${category}`),
      { type: 'keywords_generated', category, keywords },
      stage('searching', category, `Searching suppliers of ${near}`),
    ]);

    const search = await searchCandidates(db, deps.places, area, category, keywords, session.maxVendorsPerCategory);
    await emitAll(deps, session.id, [
      ...search.counts.map(({ source, count }): Payload => ({ type: 'search_results_found', category, results_count: count, source })),
      ...(search.providerError ? [await progress(index / total, `Places search unavailable (${search.providerError}); using the directory`)] : []),
      stage('enriching', category, `Checking ${search.candidates.length} suppliers of ${category}`),
      { type: 'enrichment_started', category, vendor_count: search.candidates.length },
    ]);

    const now = deps.clock.now();
    const best = search.candidates
      .map((c) => ({ ...c, score: scoreVendor(c.vendor, { projectCategories, distanceKm: c.distanceKm, radiusKm: session.radiusKm, now }) }))
      .sort(
        (a, b) =>
          b.score.suitabilityScore - a.score.suitabilityScore ||
          b.score.trustScore - a.score.trustScore ||
          a.distanceKm - b.distanceKm ||
          a.vendor.id - b.vendor.id,
      )
      .slice(0, session.maxVendorsPerCategory);
    await emitAll(deps, session.id, [
      { type: 'vendors_enriched', category, enriched_count: search.candidates.length },
      stage('scoring', category, `Scoring suppliers of ${category} for this project`),
      stage('saving', category, `Saving ${best.length} suppliers of ${category}`),
    ]);

    for (const [j, c] of best.entries()) {
      signal.throwIfAborted();
      const saved = await saveProjectVendor(db, {
        projectId: session.projectId,
        vendorId: c.vendor.id,
        category,
        sessionId: session.id,
        now: deps.clock.now(),
        distanceKm: c.distanceKm,
        suitabilityScore: c.score.suitabilityScore,
        trustScore: c.score.trustScore,
        scoreBreakdown: c.score.breakdown,
        priceIndex: c.score.priceIndex,
      });
      saves++;
      if (!seen.has(saved.row.id)) seen.set(saved.row.id, saved.isNew);
      await emitAll(deps, session.id, [
        { type: 'vendor_found', vendor: toVendorDto(saved.row, c.vendor), material: category, is_new: saved.isNew },
        await progress((index + (j + 1) / best.length) / total, `Found ${c.vendor.name} for ${category}`),
      ]);
    }
    await emitAll(deps, session.id, [
      ...(best.length === 0 ? [await progress((index + 1) / total, `No suppliers of ${near} within ${session.radiusKm} km`)] : []),
      { type: 'category_completed', category, vendors_saved: best.length },
    ]);
  }

  const { total: found, fresh } = counters();
  const reservation = session.reservation;
  // A discovery that saved no vendor costs nothing (issue 28: no charge for a result the user cannot use).
  const tokens = reservation && saves > 0 ? Math.min(reservation.maxTokens, discoveryTokens(total, saves, session.enrichmentLevel)) : 0;
  const now = deps.clock.now();
  const activity = `Completed! Discovered ${found} vendors.`;
  await db.transaction(async (tx) => {
    const ended = await finishSession(tx, session.id, { status: 'completed', tokens, activity, progress: 100, now, totals: { found, fresh } });
    if (!ended) throw new Error(SWEPT);
    if (reservation) {
      await deps.ledger.settle(reservation, tokens, tx, { costBreakdown: { categories_searched: total, vendors_saved: saves }, recordUncharged: true });
    }
  });
  await emit(deps, session.id, {
    type: 'session_completed',
    total_vendors_found: found,
    new_vendors_found: fresh,
    duration_seconds: Math.max(0, (now.getTime() - (session.startedAt ?? now).getTime()) / 1000),
  });
}
