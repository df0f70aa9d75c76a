import type { Db } from '../../db/client.js';
import { materials, type NewProject, projectDocuments, projects } from '../../db/schema/sourcing.js';

/**
 * Inserts a project directly (the create route belongs to a later issue); the user must exist,
 * created through the real auth routes. Returns the new id.
 */
export async function insertProject(
  db: Db,
  userId: string,
  values: Partial<Omit<NewProject, 'userId'>> & { materials?: number; documents?: number } = {},
): Promise<number> {
  const { materials: materialCount = 0, documents: documentCount = 0, ...fields } = values;
  const [row] = await db
    .insert(projects)
    .values({ location: 'Navrangpura, Ahmedabad, Gujarat', ...fields, userId })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert returned no row');
  for (let i = 0; i < materialCount; i++) {
    await db.insert(materials).values({ projectId: row.id, name: `Material ${i + 1}`, category: 'Cement', quantity: 10, unit: 'bags' });
  }
  for (let i = 0; i < documentCount; i++) {
    await db.insert(projectDocuments).values({
      projectId: row.id,
      filename: `boq-${i + 1}.pdf`,
      contentType: 'application/pdf',
      size: 1024,
      storageKey: `projects/${row.id}/boq-${i + 1}.pdf`,
    });
  }
  return row.id;
}
