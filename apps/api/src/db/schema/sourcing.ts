import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Same lists as `PROJECT_STATUSES`, `ZUrgency` and `ZMaterialSource` in `@app/sdk/contracts`. */
export const projectStatuses = [
  'project_created',
  'uploading_documents',
  'parsing_documents',
  'ai_analyzing_materials',
  'extracting',
  'ready',
  'extraction_failed',
] as const;
export const urgencyLevels = ['urgent', 'normal', 'flexible'] as const;
export const materialSources = ['extracted', 'manual'] as const;

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export interface ProjectLocationJson {
  city: string | null;
  latitude: number;
  longitude: number;
}

/**
 * A sourcing project. Integer ids (the spec's `/sourcing/project/{projectId}` must parse as an
 * integer). Money is integer paise (the API speaks rupees). The `extraction_*` columns hold the
 * progress of the latest extraction run: null percentage means no run has reported yet.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: shown as 'Project #{id}'. */
    name: text('name'),
    location: text('location').notNull(),
    locationJson: jsonb('location_json').$type<ProjectLocationJson>(),
    timeline: text('timeline', { enum: urgencyLevels }),
    budgetPaise: bigint('budget_paise', { mode: 'number' }),
    requiredByDate: date('required_by_date', { mode: 'string' }),
    projectDescription: text('project_description'),
    selectedMaterials: jsonb('selected_materials').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: projectStatuses }).notNull().default('project_created'),
    extractionProgress: real('extraction_progress'),
    extractionActivity: text('extraction_activity'),
    extractionMaterialsFound: integer('extraction_materials_found'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list is "this user's projects, newest first"; id breaks ties of equal timestamps.
    index('projects_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check('projects_status', sql`${t.status} in (${sqlList(projectStatuses)})`),
    check('projects_timeline', sql`${t.timeline} is null or ${t.timeline} in (${sqlList(urgencyLevels)})`),
    check('projects_budget_nonneg', sql`${t.budgetPaise} is null or ${t.budgetPaise} >= 0`),
    check(
      'projects_extraction_progress_range',
      sql`${t.extractionProgress} is null or (${t.extractionProgress} >= 0 and ${t.extractionProgress} <= 100)`,
    ),
    check(
      'projects_selected_materials_array',
      sql`jsonb_typeof(${t.selectedMaterials}) = 'array'`,
    ),
  ],
);

/** A file uploaded with a project; the bytes live in the storage interface under `storage_key`. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_documents_project_idx').on(t.projectId, t.id),
    check('project_documents_size_nonneg', sql`${t.size} >= 0`),
  ],
);

/**
 * A material of a project (extracted by AI or added by hand). Quantity has two decimals (the
 * dialog's step is 0.01); `specifications` holds only the keys that have a value.
 */
export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    urgency: text('urgency', { enum: urgencyLevels }).notNull().default('normal'),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    budgetPaise: bigint('budget_paise', { mode: 'number' }),
    notes: text('notes'),
    source: text('source', { enum: materialSources }).notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('materials_project_idx').on(t.projectId, t.id),
    check('materials_quantity_pos', sql`${t.quantity} > 0`),
    check('materials_budget_nonneg', sql`${t.budgetPaise} is null or ${t.budgetPaise} >= 0`),
    check('materials_urgency', sql`${t.urgency} in (${sqlList(urgencyLevels)})`),
    check('materials_source', sql`${t.source} in (${sqlList(materialSources)})`),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectDocumentRow = typeof projectDocuments.$inferSelect;
export type MaterialRow = typeof materials.$inferSelect;
export type NewMaterial = typeof materials.$inferInsert;
