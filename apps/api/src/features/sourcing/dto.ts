import {
  paiseToRupees,
  type TMaterial,
  type TMaterialCategory,
  type TMaterialUnit,
  type TProject,
  type TProjectDocument,
} from '@app/sdk/contracts';
import type { MaterialRow, ProjectDocumentRow } from '../../db/schema/sourcing.js';
import { offeredRows } from './skipped-rows.js';
import type { ProjectWithCounts } from './store.js';

/** The API shape of an uploaded document (ZProjectDocument). */
export function toDocumentDto(row: ProjectDocumentRow): TProjectDocument {
  return {
    id: row.id,
    filename: row.filename,
    content_type: row.contentType,
    size: row.size,
    kind: row.kind,
    status: row.status,
    error: row.error,
    materials_found: row.materialsFound,
    summary: row.summary,
    skipped_rows: offeredRows(row.skippedRows),
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

/** The API shape of a project (ZProject). */
export function toProjectDto(row: ProjectWithCounts, documents: ProjectDocumentRow[]): TProject {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    location_json: row.locationJson ?? null,
    timeline: row.timeline,
    budget_amount: row.budgetPaise === null ? null : paiseToRupees(row.budgetPaise),
    required_by_date: row.requiredByDate,
    project_description: row.projectDescription,
    selected_materials: row.selectedMaterials,
    documents: documents.map(toDocumentDto),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    materials_count: row.materialsCount,
    vendors_count: row.vendorsCount,
    quotes_count: row.quotesCount,
    // Progress exists once a run has reported a percentage; it stays after the run ends.
    extraction_progress:
      row.extractionProgress === null
        ? null
        : {
            progress_percentage: row.extractionProgress,
            current_activity: row.extractionActivity ?? '',
            materials_found: row.extractionMaterialsFound ?? 0,
          },
  };
}

/** The API shape of a material (ZMaterial). */
export function toMaterialDto(row: MaterialRow): TMaterial {
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    category: row.category as TMaterialCategory,
    quantity: row.quantity,
    unit: row.unit as TMaterialUnit,
    urgency: row.urgency,
    specifications: row.specifications,
    budget_amount: row.budgetPaise === null ? null : paiseToRupees(row.budgetPaise),
    notes: row.notes,
    source: row.source,
    confidence: row.confidence,
    needs_review: row.needsReview,
    provenance: row.provenance,
    created_at: row.createdAt.toISOString(),
  };
}
