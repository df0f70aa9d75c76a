import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MaterialRow, type NewMaterial, materials, projects } from '../../db/schema/sourcing.js';

/** The project's materials, oldest first. */
export function materialsOfProject(db: Db, projectId: number): Promise<MaterialRow[]> {
  return db.select().from(materials).where(eq(materials.projectId, projectId)).orderBy(asc(materials.id));
}

/** Inserts materials in one statement; rows come back in the order given (ids ascend). */
export async function insertMaterials(db: Db, values: NewMaterial[]): Promise<MaterialRow[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(materials).values(values).returning();
  if (rows.length !== values.length) throw new Error('material insert returned fewer rows');
  return rows.sort((a, b) => a.id - b.id);
}

export async function insertMaterial(db: Db, values: NewMaterial): Promise<MaterialRow> {
  const [row] = await db.insert(materials).values(values).returning();
  if (!row) throw new Error('material insert returned no row');
  return row;
}

/** The material if its project belongs to the user; another user's material is "not found". */
export async function findMaterialOf(db: Db, userId: string, id: number): Promise<MaterialRow | null> {
  const [row] = await db
    .select({ material: materials })
    .from(materials)
    .innerJoin(projects, eq(projects.id, materials.projectId))
    .where(and(eq(materials.id, id), eq(projects.userId, userId)));
  return row?.material ?? null;
}

export async function updateMaterialRow(db: Db, id: number, changes: Partial<NewMaterial>): Promise<MaterialRow> {
  const [row] = await db.update(materials).set(changes).where(eq(materials.id, id)).returning();
  if (!row) throw new Error('material update returned no row');
  return row;
}

export async function deleteMaterialRow(db: Db, id: number): Promise<void> {
  await db.delete(materials).where(eq(materials.id, id));
}
