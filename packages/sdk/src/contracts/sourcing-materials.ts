import { z } from 'zod';
import { BUDGET_NEGATIVE_MESSAGE } from './sourcing-projects.js';
import { ZMaterialCategory, ZMaterialUnit, ZUrgency, type TMaterialCategory, type TMaterialUnit, type TUrgency } from './sourcing-enums.js';
import { ZTimestamp, zRupees } from './scalars.js';

export const MATERIAL_SPECIFICATION_KEYS = ['grade', 'brand', 'size', 'color', 'diameter', 'thickness'] as const;
export const QUANTITY_MIN = 0.01;
export const QUANTITY_MIN_MESSAGE = 'Quantity must be at least 0.01';
export const MATERIAL_DELETE_CONFIRM = 'Are you sure you want to delete this material?';

/** The add-material dialog starts from these values. */
export const DEFAULT_MATERIAL: { category: TMaterialCategory; quantity: number; unit: TMaterialUnit; urgency: TUrgency } = {
  category: 'Cement',
  quantity: 1,
  unit: 'bags',
  urgency: 'normal',
};

const ZSpecValue = z.string().max(200, 'Specification is too long');

/** Specifications as stored and returned: only the keys that have a value. */
export const ZMaterialSpecifications = z.object({
  grade: ZSpecValue.optional(),
  brand: ZSpecValue.optional(),
  size: ZSpecValue.optional(),
  color: ZSpecValue.optional(),
  diameter: ZSpecValue.optional(),
  thickness: ZSpecValue.optional(),
});
export type TMaterialSpecifications = z.infer<typeof ZMaterialSpecifications>;

/** Drops empty, blank and null values and trims the rest: the dialog's rule, enforced again here. */
export function compactSpecifications(
  specs: Partial<Record<(typeof MATERIAL_SPECIFICATION_KEYS)[number], string | number | null | undefined>>,
): TMaterialSpecifications {
  const result: TMaterialSpecifications = {};
  for (const key of MATERIAL_SPECIFICATION_KEYS) {
    const value = specs[key];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) result[key] = text;
  }
  return result;
}

/** Request form: values may be blank, null or numbers (e.g. a diameter of 12); blanks are dropped. */
const ZSpecInputValue = z.union([z.string(), z.number()]).nullable().optional();
export const ZMaterialSpecificationsInput = z
  .object({
    grade: ZSpecInputValue,
    brand: ZSpecInputValue,
    size: ZSpecInputValue,
    color: ZSpecInputValue,
    diameter: ZSpecInputValue,
    thickness: ZSpecInputValue,
  })
  .transform(compactSpecifications)
  .pipe(ZMaterialSpecifications);

const emptyToNull = (value: string | null | undefined) => (value === '' ? null : value);

const materialFields = {
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name is too long'),
  category: ZMaterialCategory,
  quantity: z
    .number({ error: 'Quantity is required' })
    .min(QUANTITY_MIN, QUANTITY_MIN_MESSAGE)
    .max(1_000_000_000, 'Quantity is too large'),
  unit: ZMaterialUnit,
  urgency: ZUrgency,
  specifications: ZMaterialSpecificationsInput,
  /** Rupees. */
  budget_amount: zRupees({ type: 'Budget must be a number', negative: BUDGET_NEGATIVE_MESSAGE }).nullable(),
  notes: z.string().trim().max(2000, 'Notes are too long').nullable().transform(emptyToNull),
};

/** Body of POST /sourcing/projects/:id/materials. */
export const ZCreateMaterialRequest = z.object({
  ...materialFields,
  urgency: materialFields.urgency.default('normal'),
  specifications: materialFields.specifications.default({}),
  budget_amount: materialFields.budget_amount.default(null),
  notes: materialFields.notes.default(null),
});
export type TCreateMaterialRequest = z.input<typeof ZCreateMaterialRequest>;

/** Body of PATCH /sourcing/materials/:id: any subset (inline edits send one field). */
export const ZUpdateMaterialRequest = z
  .object(materialFields)
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'No changes provided',
  });
export type TUpdateMaterialRequest = z.input<typeof ZUpdateMaterialRequest>;

/** How a material entered the project (designed here): AI extraction or the user. */
export const MATERIAL_SOURCES = ['extracted', 'manual'] as const;
export const ZMaterialSource = z.enum(MATERIAL_SOURCES);

/** Confidence under which an extracted row is marked for review (`needs_review`). */
export const REVIEW_CONFIDENCE = 0.6;

const ZDocumentRef = { document_id: z.number().int(), document_name: z.string() };
/** A rectangle on an image, in pixels of the uploaded image. */
export const ZImageRegion = z.object({
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().min(0),
  height: z.number().min(0),
});

/**
 * Where an extracted material came from, so the user can check it: a sheet row, a PDF page (with
 * the source line, highlighted in the viewer), a Word paragraph, an image region, or a line of the
 * project description. Rows and lines count from 1; `index` (paragraph) counts from 1.
 */
export const ZMaterialProvenance = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sheet'), ...ZDocumentRef, sheet: z.string(), row: z.number().int().min(1) }),
  z.object({ kind: z.literal('page'), ...ZDocumentRef, page: z.number().int().min(1), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), ...ZDocumentRef, index: z.number().int().min(0), text: z.string() }),
  z.object({ kind: z.literal('image'), ...ZDocumentRef, region: ZImageRegion, text: z.string() }),
  z.object({ kind: z.literal('description'), line: z.number().int().min(1), text: z.string() }),
]);
export type TMaterialProvenance = z.infer<typeof ZMaterialProvenance>;

export const ZMaterial = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  category: ZMaterialCategory,
  /** Null only on an extracted row whose document states no quantity: shown as "to confirm". */
  quantity: z.number().positive().nullable(),
  unit: ZMaterialUnit,
  urgency: ZUrgency,
  specifications: ZMaterialSpecifications,
  budget_amount: z.number().min(0).nullable(),
  notes: z.string().nullable(),
  source: ZMaterialSource,
  /** 0..1 for extracted rows; null for manual ones. */
  confidence: z.number().min(0).max(1).nullable(),
  /** Extracted with confidence under REVIEW_CONFIDENCE, or without a quantity; false once the user edits the row. */
  needs_review: z.boolean(),
  /** Null for manual rows. */
  provenance: ZMaterialProvenance.nullable(),
  created_at: ZTimestamp,
});
export type TMaterial = z.infer<typeof ZMaterial>;

export const ZMaterialList = z.object({ materials: z.array(ZMaterial) });
export type TMaterialList = z.infer<typeof ZMaterialList>;

export const ZMaterialCategorySummary = z.object({
  category: ZMaterialCategory,
  material_count: z.number().int().min(1),
  material_ids: z.array(z.number().int()),
});
export type TMaterialCategorySummary = z.infer<typeof ZMaterialCategorySummary>;

/** Only categories the project has materials in, in MATERIAL_CATEGORIES order. */
export const ZMaterialCategoryList = z.object({ categories: z.array(ZMaterialCategorySummary) });
export type TMaterialCategoryList = z.infer<typeof ZMaterialCategoryList>;
