import { DISCOVERY_RUNNING_MESSAGE, type TMaterialCategory, type ZDiscoveryRequest } from '@app/sdk/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { VendorSearchSessionRow } from '../../db/schema/vendors.js';
import { conflict } from '../../lib/errors.js';
import { announceLine, type FairLine, type LineDeps } from '../jobs/index.js';
import { discoveryTokens } from './estimate.js';
import { emit } from './session-events.js';
import { searchCentre } from './search-centre.js';
import { finishSession, insertSession } from './session-store.js';

/**
 * The pg-boss queue of discovery sessions. A job carries `{ sessionId, reservation }` — the hold
 * too, so a session deleted with its project before it starts still has its hold released — and
 * wakes a worker, which takes the fairest session that can start (`DISCOVERY_LINE`).
 */
export const DISCOVERY_JOB = 'vendor-discovery';
export const INITIAL_ACTIVITY = 'Starting vendor discovery...';

export type SessionDeps = Pick<AppDeps, 'database' | 'clock' | 'events' | 'ledger' | 'jobs'>;

/**
 * The fair line of discovery sessions (`jobs/fair-queue.ts`): a pending session can start once its
 * stream has begun (session_started written); its place is announced on its own stream.
 */
export const DISCOVERY_LINE: FairLine = {
  job: DISCOVERY_JOB,
  table: 'vendor_search_sessions',
  waiting: 'pending',
  running: 'discovering',
  ready: `exists (select 1 from stream_events e where e.stream = 'discovery:' || q.id::text)`,
  stream: 'id',
  claimedAt: 'started_at',
};

/** The line of discovery sessions with its announcements. */
export const discoveryLine = (deps: SessionDeps): LineDeps => ({
  db: deps.database.db,
  jobs: deps.jobs,
  line: DISCOVERY_LINE,
  announce: (place) => emit(deps, place.stream, { type: 'queue_position', position: place.position }),
});
export type DiscoveryInput = z.output<typeof ZDiscoveryRequest>;

/** 'Cement, Steel & Metal near Ahmedabad'; two categories then +N, as the vendor rows show them. */
export function sessionName(categories: readonly TMaterialCategory[], city: string): string {
  const shown = categories.slice(0, 2).join(', ');
  const more = categories.length > 2 ? ` +${categories.length - 2}` : '';
  return `${shown}${more} near ${city}`;
}

/**
 * Finds the search centre the client asked for (`searchCentre`: 422 for a place not found),
 * holds the session's maximum cost (402 with the ledger's body when the user cannot cover it),
 * stores the pending session (409 when one is in progress; the hold is released), tells the
 * stream and queues the job. `metered: false` (only the demo seed's sample runs) holds and
 * charges nothing: the session has no reservation, so the job records 0 tokens.
 */
export async function startSession(
  deps: SessionDeps,
  user: { id: string },
  project: { id: number; name: string | null },
  input: DiscoveryInput,
  { metered = true }: { metered?: boolean } = {},
): Promise<VendorSearchSessionRow> {
  const { db } = deps.database;
  // One entry per category (the first one's materials win), in the order chosen.
  const categories = input.categories.filter((c, i, all) => all.findIndex((d) => d.category === c.category) === i);
  const names = categories.map((c) => c.category);
  // Before any hold: a place that cannot be found is refused (422), never searched elsewhere.
  const centre = searchCentre(input);
  const reservation = metered
    ? await deps.ledger.reserve({
        userId: user.id,
        maxTokens: discoveryTokens(names.length, names.length * input.max_vendors_per_category, input.enrichment_level),
        operationType: 'vendor_discovery',
        description: `Vendor discovery: ${sessionName(names, centre.city)}`,
        projectId: project.id,
        projectName: project.name,
      })
    : null;
  const now = deps.clock.now();
  const session = await insertSession(db, {
    projectId: project.id,
    userId: user.id,
    sessionName: sessionName(names, centre.city),
    status: 'pending',
    location: centre.city,
    latitude: centre.latitude,
    longitude: centre.longitude,
    radiusKm: input.radius_km,
    maxVendorsPerCategory: input.max_vendors_per_category,
    enrichmentLevel: input.enrichment_level,
    categories: categories.map((c) => ({ category: c.category, material_ids: c.material_ids })),
    currentActivity: INITIAL_ACTIVITY,
    reservation,
    heartbeatAt: now,
    createdAt: now,
  });
  if (!session) {
    if (reservation) await deps.ledger.release(reservation);
    throw conflict(DISCOVERY_RUNNING_MESSAGE);
  }
  await emit(deps, session.id, { type: 'session_started', session_id: session.id, categories: names, total_categories: names.length });
  try {
    await deps.jobs.send(DISCOVERY_JOB, { sessionId: session.id, reservation });
  } catch (error) {
    await failSession(deps, session, 'The vendor discovery could not be queued. Please try again.');
    throw error;
  }
  // Its place in line (unless a worker has already taken it); the sweep announces it otherwise.
  await announceLine(discoveryLine(deps)).catch(() => undefined);
  return session;
}

/**
 * Ends an active session as failed, once: releases its hold (nothing is charged), keeps the
 * vendors it already saved (the user has seen them stream in) and tells the stream. False when
 * the session had already ended.
 */
export async function failSession(
  deps: SessionDeps,
  session: Pick<VendorSearchSessionRow, 'id' | 'reservation'>,
  error: string,
): Promise<boolean> {
  const now = deps.clock.now();
  if (!(await finishSession(deps.database.db, session.id, { status: 'failed', error, activity: error, now }))) return false;
  if (session.reservation) await deps.ledger.release(session.reservation);
  await emit(deps, session.id, { type: 'session_failed', error });
  return true;
}
