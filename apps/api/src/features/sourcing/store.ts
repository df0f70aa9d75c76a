import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ProjectDocumentRow, type ProjectRow, projectDocuments, projects } from '../../db/schema/sourcing.js';

/** A project row with the counts the list and detail show. */
export interface ProjectWithCounts extends ProjectRow {
  materialsCount: number;
  vendorsCount: number;
  quotesCount: number;
}

/**
 * Counts computed in the same query as the rows (one round trip per page). Vendors are the
 * project's discovered vendors (`features/discovery`), quotes those recorded as received (`features/rfq`).
 */
const countColumns = {
  // Spelled out: drizzle renders `${projects.id}` unqualified inside a select list, which the
  // subquery would resolve to materials.id.
  materialsCount: sql<number>`(select count(*) from "materials" m where m."project_id" = "projects"."id")::int`.as(
    'materials_count',
  ),
  vendorsCount: sql<number>`(select count(*) from "project_vendors" pv where pv."project_id" = "projects"."id")::int`.as(
    'vendors_count',
  ),
  quotesCount: sql<number>`(select count(*) from "vendor_quotes" q where q."project_id" = "projects"."id")::int`.as('quotes_count'),
};

/** One page of a user's projects, newest first (id breaks ties of equal timestamps). */
export async function listProjectsOf(
  db: Db,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: ProjectWithCounts[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(projects), ...countColumns })
      .from(projects)
      .where(eq(projects.userId, userId))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(projects).where(eq(projects.userId, userId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The user's project with this id, or null (another user's project is "not found" too). */
export async function findProjectOf(db: Db, userId: string, id: number): Promise<ProjectWithCounts | null> {
  const [row] = await db
    .select({ ...getTableColumns(projects), ...countColumns })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return row ?? null;
}

/** The documents of several projects at once, grouped by project id, in upload order. */
export async function documentsOf(db: Db, projectIds: number[]): Promise<Map<number, ProjectDocumentRow[]>> {
  const byProject = new Map<number, ProjectDocumentRow[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select()
    .from(projectDocuments)
    .where(inArray(projectDocuments.projectId, projectIds))
    .orderBy(asc(projectDocuments.id));
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push(row);
    byProject.set(row.projectId, list);
  }
  return byProject;
}
