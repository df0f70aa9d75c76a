import type { TSearchSession, TSearchSessionList, TSearchSessionStatusResponse } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import type { VendorSearchSessionRow } from '../../db/schema/vendors.js';
import { ownedProject, ownedSession } from './vendor-lists.js';
import { sessionsOfProject } from './session-store.js';

/** The API shape of a discovery session (ZSearchSession). */
export function toSessionDto(row: VendorSearchSessionRow): TSearchSession {
  return {
    id: row.id,
    project_id: row.projectId,
    session_name: row.sessionName,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    location: row.location,
    search_radius_km: row.radiusKm,
    materials_searched: row.categories.map((c) => c.category),
    total_vendors_found: row.totalVendorsFound,
    new_vendors_found: row.newVendorsFound,
    error: row.error,
  };
}

/** A page of the project's sessions, newest first, with the AI Search tab's counters over all of them. */
export async function listSearchSessions(db: Db, userId: string, projectId: number, query: { limit: number; offset: number }): Promise<TSearchSessionList> {
  await ownedProject(db, userId, projectId);
  const result = await sessionsOfProject(db, projectId, query);
  return {
    sessions: result.rows.map(toSessionDto),
    total_searches: result.totalSearches,
    total_vendors_found: result.totalVendorsFound,
    materials_searched_count: result.categoriesSearched,
  };
}

/** The poll alternative to the stream: what the session row says now. */
export async function sessionStatus(db: Db, userId: string, sessionId: number): Promise<TSearchSessionStatusResponse> {
  const row = await ownedSession(db, userId, sessionId);
  return {
    session_id: row.id,
    status: row.status,
    progress: Math.round(row.progress),
    current_activity: row.currentActivity,
    vendors_found: row.totalVendorsFound,
    queue_position: row.status === 'pending' ? row.queuePosition : null,
    error: row.error,
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
