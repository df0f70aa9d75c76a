import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Reservation } from '../../features/ledger/reservations.js';
import type { StoredSkippedRow } from '../../features/sourcing/skipped-rows.js';
import {
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  MATERIAL_SOURCES,
  PROJECT_STATUSES,
  URGENCY_LEVELS,
  type TDocumentContent,
} from '@app/sdk/contracts';
import { sqlList } from './sql-list.js';
import { users } from './users.js';

/** The run's own states (not in the contract, which reports the project's status). */
export const extractionRunStatuses = ['queued', 'running', 'completed', 'failed'] as const;

/** Where an extracted material came from (`ZMaterialProvenance`), as stored. */
export type StoredProvenance =
  | { kind: 'sheet'; document_id: number; document_name: string; sheet: string; row: number }
  | { kind: 'page'; document_id: number; document_name: string; page: number; text: string }
  | { kind: 'paragraph'; document_id: number; document_name: string; index: number; text: string }
  | {
      kind: 'image';
      document_id: number;
      document_name: string;
      region: { x: number; y: number; width: number; height: number };
      text: string;
    }
  | { kind: 'description'; line: number; text: string };

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
    timeline: text('timeline', { enum: URGENCY_LEVELS }),
    budgetPaise: bigint('budget_paise', { mode: 'number' }),
    requiredByDate: date('required_by_date', { mode: 'string' }),
    projectDescription: text('project_description'),
    selectedMaterials: jsonb('selected_materials').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('project_created'),
    extractionProgress: real('extraction_progress'),
    extractionActivity: text('extraction_activity'),
    extractionMaterialsFound: integer('extraction_materials_found'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list is "this user's projects, newest first"; id breaks ties of equal timestamps.
    index('projects_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check('projects_status', sql`${t.status} in (${sqlList(PROJECT_STATUSES)})`),
    check('projects_timeline', sql`${t.timeline} is null or ${t.timeline} in (${sqlList(URGENCY_LEVELS)})`),
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
    /** Sniffed from the bytes at upload. */
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull().default('pdf'),
    /** The latest run's reading of this document. */
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    error: text('error'),
    materialsFound: integer('materials_found').notNull().default(0),
    /**
     * What the latest run read and skipped, and why ("Read sheet ABSTRACT (32 items); skipped
     * sheet MES (measurements)"), or why the document gave nothing, then the notes about parts
     * left unread, one per line. Null until a run reads the document.
     */
    summary: text('summary'),
    /** Rows of its item lists the latest run left out (work items, rate-only and zero rows), for the user to include. */
    skippedRows: jsonb('skipped_rows').$type<StoredSkippedRow[]>().notNull().default([]),
    /**
     * What a run will read (rows, pages, characters), counted at upload with the run's reader and
     * limits; the extraction's price and hold are computed from it (`extractionEstimate`). Null
     * for a document uploaded before it was counted (counted on the next estimate or start).
     */
    content: jsonb('content').$type<TDocumentContent>(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_documents_project_idx').on(t.projectId, t.id),
    check('project_documents_size_nonneg', sql`${t.size} >= 0`),
    check('project_documents_kind', sql`${t.kind} in (${sqlList(DOCUMENT_KINDS)})`),
    check('project_documents_status', sql`${t.status} in (${sqlList(DOCUMENT_STATUSES)})`),
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
    /** Null only on an extracted row whose document states no quantity ("to confirm"). */
    quantity: numeric('quantity', { precision: 14, scale: 2, mode: 'number' }),
    unit: text('unit').notNull(),
    urgency: text('urgency', { enum: URGENCY_LEVELS }).notNull().default('normal'),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    budgetPaise: bigint('budget_paise', { mode: 'number' }),
    notes: text('notes'),
    source: text('source', { enum: MATERIAL_SOURCES }).notNull().default('manual'),
    /** 0..1 for extracted rows, null for manual ones. */
    confidence: real('confidence'),
    needsReview: boolean('needs_review').notNull().default(false),
    provenance: jsonb('provenance').$type<StoredProvenance>(),
    /** The extraction run that produced the row (null for manual rows). */
    runId: integer('run_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('materials_project_idx').on(t.projectId, t.id),
    check(
      'materials_quantity_pos',
      sql`(${t.quantity} is null and ${t.source} = 'extracted') or ${t.quantity} > 0`,
    ),
    check('materials_confidence_range', sql`${t.confidence} is null or (${t.confidence} >= 0 and ${t.confidence} <= 1)`),
    check('materials_budget_nonneg', sql`${t.budgetPaise} is null or ${t.budgetPaise} >= 0`),
    check('materials_urgency', sql`${t.urgency} in (${sqlList(URGENCY_LEVELS)})`),
    check('materials_source', sql`${t.source} in (${sqlList(MATERIAL_SOURCES)})`),
  ],
);

/**
 * One extraction run of a project: its state for the durable job (pg-boss carries only the run id),
 * the token reservation it settles or releases, and `first_seq`, the sequence number of its
 * `extraction_started` event in the project's event stream, where a fresh stream replay starts.
 * `heartbeat_at` is renewed while a worker runs it; the sweep fails runs whose heartbeat stopped.
 */
export const extractionRuns = pgTable(
  'extraction_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: extractionRunStatuses }).notNull().default('queued'),
    /** The token hold, settled on completion or released on failure. */
    reservation: jsonb('reservation').$type<Reservation>(),
    /** Null only between the run's insert and its first event. */
    firstSeq: integer('first_seq'),
    tokens: integer('tokens'),
    error: text('error'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    /** While queued: its place in the fair line (1 = next to start), as last announced; else null. */
    queuePosition: integer('queue_position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('extraction_runs_project_idx').on(t.projectId, t.id.desc()),
    index('extraction_runs_active_idx').on(t.status, t.heartbeatAt),
    // At most one run in progress per project: a second start is refused with 409.
    uniqueIndex('extraction_runs_one_active')
      .on(t.projectId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('extraction_runs_status', sql`${t.status} in (${sqlList(extractionRunStatuses)})`),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectDocumentRow = typeof projectDocuments.$inferSelect;
export type MaterialRow = typeof materials.$inferSelect;
export type NewMaterial = typeof materials.$inferInsert;
export type ExtractionRunRow = typeof extractionRuns.$inferSelect;
