import { matchesFilter, pageOfVendors, sortVendors, type TVendor, type TVendorList, type TVendorSort, type VendorFilter } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findProjectOf, PROJECT_NOT_FOUND_MESSAGE } from '../sourcing/index.js';
import { sessionOf } from './session-store.js';
import { toVendorDto } from './vendor-dto.js';
import { type ProjectVendorWithEntry, vendorsOfProject, vendorsOfSession } from './vendor-store.js';

export const SESSION_NOT_FOUND_MESSAGE = 'Search session not found';

export type ListQuery = VendorFilter & { sort: TVendorSort };
export type PagedListQuery = ListQuery & { page: number; page_size: number };

/** The filter bar's result in its order: every matching vendor. */
export function filterAndSort(rows: readonly ProjectVendorWithEntry[], query: ListQuery): TVendor[] {
  const dtos = rows.map((r) => toVendorDto(r.pv, r.vendor)).filter((v) => matchesFilter(v, query));
  return sortVendors(dtos, query.sort);
}

const page = (vendors: TVendor[], query: PagedListQuery): TVendorList => pageOfVendors(vendors, query.page, query.page_size);

export async function ownedProject(db: Db, userId: string, projectId: number) {
  const project = await findProjectOf(db, userId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return project;
}

export async function ownedSession(db: Db, userId: string, sessionId: number) {
  const session = await sessionOf(db, userId, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  return session;
}

/** Every vendor of one of the user's projects matching the query, in its order (the list and the export). */
export async function projectVendorsMatching(db: Db, userId: string, projectId: number, query: ListQuery): Promise<TVendor[]> {
  await ownedProject(db, userId, projectId);
  return filterAndSort(await vendorsOfProject(db, projectId), query);
}

export async function listProjectVendors(db: Db, userId: string, projectId: number, query: PagedListQuery): Promise<TVendorList> {
  return page(await projectVendorsMatching(db, userId, projectId, query), query);
}

export async function listSessionVendors(db: Db, userId: string, sessionId: number, query: PagedListQuery): Promise<TVendorList> {
  await ownedSession(db, userId, sessionId);
  return page(filterAndSort(await vendorsOfSession(db, sessionId), query), query);
}
