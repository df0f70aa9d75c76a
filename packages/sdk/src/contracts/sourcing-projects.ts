import { z } from 'zod';
import { ZErrorBody } from './errors.js';
import { ZMaterialCategory, ZMaterialUnit, ZProjectStatus, ZTimeline } from './sourcing-enums.js';
import { AMOUNT_TOO_LARGE_MESSAGE, MAX_RUPEES, ZDateString, ZTimestamp, zRupees } from './scalars.js';

export const LOCATION_REQUIRED_MESSAGE = 'Location is required';
/** The server answers 400 with this when a new project has neither a description nor a document. */
export const PROJECT_SOURCE_REQUIRED_MESSAGE = 'Please provide either a project description or upload documents';
export const PROJECT_DESCRIPTION_MAX_LENGTH = 10_000;
export const BUDGET_NEGATIVE_MESSAGE = 'Budget cannot be negative';

/**
 * The multipart form of `POST /sourcing/projects`: text fields (see ZCreateProjectFields)
 * plus zero or more files, each sent as a repeated `documents` part.
 */
export const PROJECT_DOCUMENT_FIELD = 'documents';
/** CSV and text exports are read like spreadsheets (the commonest export of estimating software). */
export const PROJECT_DOCUMENT_EXTENSIONS = ['pdf', 'xls', 'xlsx', 'csv', 'txt', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
/** For `<input type="file" accept>`. */
export const PROJECT_DOCUMENT_ACCEPT = PROJECT_DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const PROJECT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Designed here (the spec sets no count): enough for a BOQ and its drawings. */
export const PROJECT_DOCUMENT_MAX_FILES = 10;
export const FILE_TOO_LARGE_MESSAGE = 'File too large. Maximum size is 10MB.';
/** 400 for a file with no bytes. */
export const EMPTY_FILE_MESSAGE = 'The file is empty.';

export const PROJECT_DOCUMENT_TYPE_MESSAGE =
  'Invalid file type. Please upload PDF, Excel (XLS, XLSX), Word (DOC, DOCX), JPG, or PNG files.';

/** True when a new project has something to extract materials from. */
export const hasProjectSource = (description: string | null | undefined, documentCount: number): boolean =>
  documentCount > 0 || Boolean(description?.trim());

/**
 * One multipart text field: trimmed, with an empty input meaning "not given" (null), then
 * checked by `inner`. Numbers are accepted too so code can build the form without String().
 */
function formField<Out>(inner: z.ZodType<Out, string>) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => {
      const text = value === undefined ? '' : String(value).trim();
      return text === '' ? null : text;
    })
    .pipe(inner.nullable());
}

/** `selected_materials` arrives comma-joined ("Cement,Steel & Metal") or as repeated parts. */
const ZSelectedMaterialsField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const parts = value === undefined ? [] : Array.isArray(value) ? value.flatMap((v) => v.split(',')) : value.split(',');
    return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
  })
  .pipe(z.array(z.string().max(100, 'Material name is too long')).max(50, 'Too many expected materials'));

/** Latitude and longitude as text fields (both or neither). */
const ZLatitudeText = z.coerce.number<string>({ error: 'Latitude must be a number' }).min(-90).max(90);
const ZLongitudeText = z.coerce.number<string>({ error: 'Longitude must be a number' }).min(-180).max(180);

/**
 * The text fields of the multipart `POST /sourcing/projects`. The rule "description or
 * documents" cannot be checked here (files are not fields): the server applies
 * `hasProjectSource` and answers PROJECT_SOURCE_REQUIRED_MESSAGE. `latitude`, `longitude` and
 * `city` are optional extras (beyond the spec) carrying the picked place; without them the
 * server geocodes the location text for `location_json`.
 */
export const ZCreateProjectFields = z
  .object({
    name: formField(z.string().max(200, 'Name is too long')),
    location: z
      .string({ error: LOCATION_REQUIRED_MESSAGE })
      .trim()
      .min(1, LOCATION_REQUIRED_MESSAGE)
      .max(300, 'Location is too long'),
    city: formField(z.string().max(100)),
    latitude: formField(ZLatitudeText),
    longitude: formField(ZLongitudeText),
    timeline: formField(ZTimeline),
    budget_amount: formField(
      z.coerce
        .number<string>({ error: 'Budget must be a number' })
        .min(0, BUDGET_NEGATIVE_MESSAGE)
        .max(MAX_RUPEES, AMOUNT_TOO_LARGE_MESSAGE),
    ),
    required_by_date: formField(ZDateString),
    project_description: formField(
      z.string().max(PROJECT_DESCRIPTION_MAX_LENGTH, 'Description is too long (max 10000 characters)'),
    ),
    selected_materials: ZSelectedMaterialsField,
  })
  .refine((f) => (f.latitude === null) === (f.longitude === null), {
    message: 'Latitude and longitude must be given together',
    path: ['longitude'],
  });
export type TCreateProjectFields = z.input<typeof ZCreateProjectFields>;
export type TCreateProjectFieldsParsed = z.output<typeof ZCreateProjectFields>;

/** The text field names of the create form, in the order the client appends them. */
export const CREATE_PROJECT_TEXT_FIELDS = [
  'name',
  'location',
  'city',
  'latitude',
  'longitude',
  'timeline',
  'budget_amount',
  'required_by_date',
  'project_description',
  'selected_materials',
] as const;

export const ZLocationJson = z.object({
  city: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type TLocationJson = z.infer<typeof ZLocationJson>;

/** What a stored document is, decided from its bytes (magic numbers), never from its name. */
export const DOCUMENT_KINDS = ['xlsx', 'xls', 'csv', 'pdf', 'docx', 'doc', 'image'] as const;
export const ZDocumentKind = z.enum(DOCUMENT_KINDS);
export type TDocumentKind = z.infer<typeof ZDocumentKind>;

/** A document's reading by the latest extraction run: not read yet, read, or unreadable (see `error`). */
export const DOCUMENT_STATUSES = ['pending', 'parsed', 'failed'] as const;
export const ZDocumentStatus = z.enum(DOCUMENT_STATUSES);
export type TDocumentStatus = z.infer<typeof ZDocumentStatus>;

/**
 * Why a row of an item list was not listed as a material: a work item (earthwork, formwork,
 * tests…), a rate-only row ("RO"), or a quantity of 0. The user may include it in one click.
 */
export const SKIPPED_ROW_REASONS = ['work_item', 'rate_only', 'zero_quantity'] as const;
export const ZSkippedRowReason = z.enum(SKIPPED_ROW_REASONS);
export type TSkippedRowReason = z.infer<typeof ZSkippedRowReason>;

/** A row the latest run left out, as it would be listed if included (`index` addresses it). */
export const ZSkippedRow = z.object({
  index: z.number().int().min(0),
  reason: ZSkippedRowReason,
  name: z.string(),
  category: ZMaterialCategory,
  /** Null for a rate-only or zero row: the document orders no quantity ("to confirm"). */
  quantity: z.number().nullable(),
  unit: ZMaterialUnit,
  /** The row as the document writes it. */
  text: z.string(),
});
export type TSkippedRow = z.infer<typeof ZSkippedRow>;

/** The most rows a document keeps to offer back (a long bill's work items beyond it are only counted in the summary). */
export const MAX_SKIPPED_ROWS = 200;

/** Including a row that is no longer offered (already included, or a later run replaced the list). */
export const SKIPPED_ROW_GONE_MESSAGE = 'This row is no longer offered. Refresh the page.';

export const ZProjectDocument = z.object({
  id: z.number().int(),
  filename: z.string(),
  /** The media type of the bytes (sniffed), served by the document file route. */
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
  kind: ZDocumentKind,
  status: ZDocumentStatus,
  /** Why the document could not be read (status failed); else null. */
  error: z.string().nullable(),
  /** Materials the latest run found in this document. */
  materials_found: z.number().int().min(0),
  /**
   * What the latest run read and skipped, and why ("Read sheet ABSTRACT (32 items); skipped sheet
   * MES (measurements), 14 rate-only rows"), or why the document gave nothing ("No table with
   * quantities … found on 62 pages"), then notes about parts left unread, one per line. English
   * server text; null until a run has read the document (and on a document that failed: `error`).
   */
  summary: z.string().nullable(),
  /** Rows of its item lists the latest run left out, that the user may include. */
  skipped_rows: z.array(ZSkippedRow),
  uploaded_at: ZTimestamp,
});
export type TProjectDocument = z.infer<typeof ZProjectDocument>;

export const ZExtractionProgress = z.object({
  progress_percentage: z.number().min(0).max(100),
  current_activity: z.string(),
  materials_found: z.number().int().min(0),
});
export type TExtractionProgress = z.infer<typeof ZExtractionProgress>;

export const ZProject = z.object({
  id: z.number().int(),
  /** Null: the UI titles the project 'Project #{id}'. */
  name: z.string().nullable(),
  location: z.string(),
  location_json: ZLocationJson.nullable(),
  timeline: ZTimeline.nullable(),
  /** Rupees. */
  budget_amount: z.number().min(0).nullable(),
  required_by_date: ZDateString.nullable(),
  project_description: z.string().nullable(),
  selected_materials: z.array(z.string()),
  documents: z.array(ZProjectDocument),
  status: ZProjectStatus,
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  materials_count: z.number().int().min(0),
  vendors_count: z.number().int().min(0),
  quotes_count: z.number().int().min(0),
  /** Present while an extraction runs (and after one, until the next starts); else null. */
  extraction_progress: ZExtractionProgress.nullable(),
});
export type TProject = z.infer<typeof ZProject>;

export { projectTitle } from './project-title.js';

export const ZCreateProjectResponse = z.object({ project_id: z.number().int(), project: ZProject });
export type TCreateProjectResponse = z.infer<typeof ZCreateProjectResponse>;

export const ZProjectList = z.object({ projects: z.array(ZProject), total: z.number().int().min(0) });
export type TProjectList = z.infer<typeof ZProjectList>;

const emptyToNull = (value: string | null | undefined) => (value === '' ? null : value);

/** JSON body of PATCH: any subset of the editable fields; null clears an optional one. */
export const ZUpdateProjectRequest = z
  .object({
    name: z.string().trim().max(200, 'Name is too long').nullable().optional().transform(emptyToNull),
    location: z.string().trim().min(1, LOCATION_REQUIRED_MESSAGE).max(300, 'Location is too long').optional(),
    location_json: ZLocationJson.nullable().optional(),
    timeline: ZTimeline.nullable().optional(),
    budget_amount: zRupees({ type: 'Budget must be a number', negative: BUDGET_NEGATIVE_MESSAGE }).nullable().optional(),
    required_by_date: ZDateString.nullable().optional(),
    project_description: z
      .string()
      .trim()
      .max(PROJECT_DESCRIPTION_MAX_LENGTH, 'Description is too long (max 10000 characters)')
      .nullable()
      .optional()
      .transform(emptyToNull),
    selected_materials: z.array(z.string().trim().min(1).max(100)).max(50, 'Too many expected materials').optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'No changes provided',
  });
export type TUpdateProjectRequest = z.input<typeof ZUpdateProjectRequest>;

/** 400 of extract-materials for a project with neither documents nor a description (spec section 5). */
export const NO_DOCUMENTS_MESSAGE = 'No documents uploaded';
/** 409 of extract-materials while a run is in progress. */
export const EXTRACTION_RUNNING_MESSAGE = 'Material extraction is already running for this project';
/**
 * The body of that 409: the run in progress (the one started when a description-only project
 * was created, or an earlier start), whose stream the client can follow instead. Nothing was
 * held or charged for the refused start.
 */
export const ZExtractionRunningBody = ZErrorBody.extend({
  detail: z.object({ run_id: z.number().int() }),
});
export type TExtractionRunningBody = z.infer<typeof ZExtractionRunningBody>;

/** 202 of extract-materials (not shown in the spec): the run has been queued. */
export const ZExtractionStarted = z.object({
  project_id: z.number().int(),
  message: z.string(),
  status: ZProjectStatus,
});
export type TExtractionStarted = z.infer<typeof ZExtractionStarted>;
