import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ProjectVendorRow, projectVendors, sessionVendors, type VendorRow, vendors } from '../../db/schema/vendors.js';

export interface ProjectVendorWithEntry {
  pv: ProjectVendorRow;
  vendor: VendorRow;
}

export async function projectVendorById(db: Db, id: number): Promise<ProjectVendorWithEntry | null> {
  const [row] = await db
    .select({ pv: projectVendors, vendor: vendors })
    .from(projectVendors)
    .innerJoin(vendors, eq(vendors.id, projectVendors.vendorId))
    .where(eq(projectVendors.id, id));
  return row ?? null;
}

/**
 * Every vendor of a project with its directory entry, newest first. Lists filter, order and page
 * these in memory: a project holds tens to a few hundred vendors, and the tie rule is easier to
 * get right (and test) in one comparator than in SQL.
 */
export function vendorsOfProject(db: Db, projectId: number): Promise<ProjectVendorWithEntry[]> {
  return db
    .select({ pv: projectVendors, vendor: vendors })
    .from(projectVendors)
    .innerJoin(vendors, eq(vendors.id, projectVendors.vendorId))
    .where(eq(projectVendors.projectId, projectId))
    .orderBy(desc(projectVendors.id));
}

/** The project vendors one session found, newest first. */
export function vendorsOfSession(db: Db, sessionId: number): Promise<ProjectVendorWithEntry[]> {
  return db
    .select({ pv: projectVendors, vendor: vendors })
    .from(sessionVendors)
    .innerJoin(projectVendors, eq(projectVendors.id, sessionVendors.projectVendorId))
    .innerJoin(vendors, eq(vendors.id, projectVendors.vendorId))
    .where(and(eq(sessionVendors.sessionId, sessionId)))
    .orderBy(desc(projectVendors.id));
}
