import {
  MATERIAL_CATEGORIES,
  rupeesToPaise,
  type TMaterial,
  type TMaterialCategoryList,
  type TMaterialList,
  type ZCreateMaterialRequest,
  type ZUpdateMaterialRequest,
} from '@app/sdk/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { NewMaterial } from '../../db/schema/sourcing.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { toMaterialDto } from './dto.js';
import { deleteMaterialRow, findMaterialOf, insertMaterial, materialsOfProject, updateMaterialRow } from './materials-store.js';
import { PROJECT_NOT_FOUND_MESSAGE } from './service.js';
import { findProjectOf } from './store.js';

export const MATERIAL_NOT_FOUND_MESSAGE = 'Material not found';

type CreateInput = z.output<typeof ZCreateMaterialRequest>;
type UpdateInput = z.output<typeof ZUpdateMaterialRequest>;

async function ownedProject(db: Db, userId: string, projectId: number) {
  const project = await findProjectOf(db, userId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return project;
}

export async function listMaterials(db: Db, userId: string, projectId: number): Promise<TMaterialList> {
  await ownedProject(db, userId, projectId);
  return { materials: (await materialsOfProject(db, projectId)).map(toMaterialDto) };
}

/** A material added by hand: source manual, no confidence or provenance. */
export async function createMaterial(db: Db, userId: string, projectId: number, input: CreateInput): Promise<TMaterial> {
  await ownedProject(db, userId, projectId);
  const row = await insertMaterial(db, {
    projectId,
    name: input.name,
    category: input.category,
    quantity: input.quantity,
    unit: input.unit,
    urgency: input.urgency,
    specifications: input.specifications,
    budgetPaise: input.budget_amount === null ? null : rupeesToPaise(input.budget_amount),
    notes: input.notes,
    source: 'manual',
  });
  return toMaterialDto(row);
}

/**
 * Applies the fields given. Editing an extracted row makes it the user's: it is no longer
 * marked for review, and a later extraction run does not replace it (`run_id` cleared).
 */
export async function updateMaterial(db: Db, clock: Clock, userId: string, id: number, input: UpdateInput): Promise<TMaterial> {
  const existing = await findMaterialOf(db, userId, id);
  if (!existing) throw notFound(MATERIAL_NOT_FOUND_MESSAGE);
  const changes: Partial<NewMaterial> = { updatedAt: clock.now(), needsReview: false, runId: null };
  if (input.name !== undefined) changes.name = input.name;
  if (input.category !== undefined) changes.category = input.category;
  if (input.quantity !== undefined) changes.quantity = input.quantity;
  if (input.unit !== undefined) changes.unit = input.unit;
  if (input.urgency !== undefined) changes.urgency = input.urgency;
  if (input.specifications !== undefined) changes.specifications = input.specifications;
  if (input.budget_amount !== undefined) changes.budgetPaise = input.budget_amount === null ? null : rupeesToPaise(input.budget_amount);
  if (input.notes !== undefined) changes.notes = input.notes;
  return toMaterialDto(await updateMaterialRow(db, id, changes));
}

export async function deleteMaterial(db: Db, userId: string, id: number): Promise<{ message: string }> {
  const existing = await findMaterialOf(db, userId, id);
  if (!existing) throw notFound(MATERIAL_NOT_FOUND_MESSAGE);
  await deleteMaterialRow(db, id);
  return { message: 'Material deleted successfully!' };
}

/** Categories the project has materials in, in MATERIAL_CATEGORIES order, with their ids. */
export async function materialCategories(db: Db, userId: string, projectId: number): Promise<TMaterialCategoryList> {
  await ownedProject(db, userId, projectId);
  const rows = await materialsOfProject(db, projectId);
  const categories = MATERIAL_CATEGORIES.map((category) => {
    const ids = rows.filter((row) => row.category === category).map((row) => row.id);
    return { category, material_count: ids.length, material_ids: ids };
  }).filter((entry) => entry.material_count > 0);
  return { categories };
}
