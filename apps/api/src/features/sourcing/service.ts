import type { TProject, TProjectList } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { toProjectDto } from './dto.js';
import { documentsOf, findProjectOf, listProjectsOf } from './store.js';

export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';

/** A page of the user's projects, newest first, with the total across all pages. */
export async function listProjects(
  db: Db,
  userId: string,
  query: { page: number; page_size: number },
): Promise<TProjectList> {
  const { rows, total } = await listProjectsOf(db, userId, { page: query.page, pageSize: query.page_size });
  const documents = await documentsOf(
    db,
    rows.map((row) => row.id),
  );
  return { projects: rows.map((row) => toProjectDto(row, documents.get(row.id) ?? [])), total };
}

/** One of the user's projects; a missing id and another user's project both answer 404. */
export async function getProject(db: Db, userId: string, id: number): Promise<TProject> {
  const row = await findProjectOf(db, userId, id);
  if (!row) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  const documents = await documentsOf(db, [row.id]);
  return toProjectDto(row, documents.get(row.id) ?? []);
}
