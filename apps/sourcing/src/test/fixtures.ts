import type { TMaterial, TProject, TProjectDocument } from '@app/sdk';

/** A project as GET /sourcing/projects answers it; override what a test is about. */
export function makeProject(overrides: Partial<TProject> = {}): TProject {
  return {
    id: 1,
    name: 'Riverside Residency',
    location: 'Prahlad Nagar, Ahmedabad, Gujarat',
    location_json: { city: 'Ahmedabad', latitude: 23.012, longitude: 72.5108 },
    timeline: 'normal',
    budget_amount: 25_000_000,
    required_by_date: '2027-03-31',
    project_description: 'G+12 residential tower',
    selected_materials: ['Cement'],
    documents: [],
    status: 'ready',
    created_at: '2026-03-05T10:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.000Z',
    materials_count: 3,
    vendors_count: 0,
    quotes_count: 0,
    extraction_progress: null,
    ...overrides,
  };
}

export const makeProjects = (count: number): TProject[] =>
  Array.from({ length: count }, (_, i) => makeProject({ id: count - i, name: `Project ${count - i}` }));

/** A material as the materials routes and the extraction stream answer it. */
export function makeMaterial(overrides: Partial<TMaterial> = {}): TMaterial {
  return {
    id: 1,
    project_id: 1,
    name: 'OPC 53 grade cement',
    category: 'Cement',
    quantity: 500,
    unit: 'bags',
    urgency: 'normal',
    specifications: { grade: '53', brand: 'UltraTech' },
    budget_amount: null,
    notes: null,
    source: 'extracted',
    confidence: 0.92,
    needs_review: false,
    provenance: { kind: 'sheet', document_id: 1, document_name: 'boq.xlsx', sheet: 'Civil', row: 12 },
    created_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A document of a project, as ZProject's `documents` carry it. */
export function makeDocument(overrides: Partial<TProjectDocument> = {}): TProjectDocument {
  return {
    id: 1,
    filename: 'estimate.xls',
    content_type: 'application/vnd.ms-excel',
    size: 48_128,
    kind: 'xls',
    status: 'parsed',
    error: null,
    materials_found: 13,
    summary: null,
    skipped_rows: [],
    uploaded_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
