import { describe, expect, it } from 'vitest';
import {
  PROJECT_STATUS_LABELS,
  ZCreateProjectFields,
  ZProject,
  ZUpdateProjectRequest,
  hasProjectSource,
  projectStatusLabel,
  projectTitle,
} from './sourcing.js';

const issues = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('new project form fields', () => {
  it('coerces the multipart text fields into typed values', () => {
    const parsed = ZCreateProjectFields.parse({
      name: '  Tower A ',
      location: 'Satellite, Ahmedabad',
      timeline: 'urgent',
      budget_amount: '2500000.50',
      required_by_date: '2025-06-30',
      project_description: '',
      selected_materials: 'Cement, Steel & Metal,,Cement',
      latitude: '23.03',
      longitude: '72.52',
    });
    expect(parsed).toEqual({
      name: 'Tower A',
      location: 'Satellite, Ahmedabad',
      city: null,
      latitude: 23.03,
      longitude: 72.52,
      timeline: 'urgent',
      budget_amount: 2500000.5,
      required_by_date: '2025-06-30',
      project_description: null,
      selected_materials: ['Cement', 'Steel & Metal'],
    });
  });

  it('treats empty fields as not given', () => {
    const parsed = ZCreateProjectFields.parse({ location: 'Surat', name: '', budget_amount: '', timeline: '' });
    expect(parsed).toMatchObject({ name: null, budget_amount: null, timeline: null, selected_materials: [] });
  });

  it('accepts repeated selected_materials parts', () => {
    const parsed = ZCreateProjectFields.parse({ location: 'Surat', selected_materials: ['Sand', 'Tiles'] });
    expect(parsed.selected_materials).toEqual(['Sand', 'Tiles']);
  });

  it("requires a location with 'Location is required'", () => {
    expect(issues(ZCreateProjectFields.safeParse({}))).toContain('Location is required');
    expect(issues(ZCreateProjectFields.safeParse({ location: '   ' }))).toContain('Location is required');
  });

  it('refuses a negative or non-numeric budget and an unknown timeline', () => {
    expect(issues(ZCreateProjectFields.safeParse({ location: 'Surat', budget_amount: '-1' }))).toContain(
      'Budget cannot be negative',
    );
    expect(issues(ZCreateProjectFields.safeParse({ location: 'Surat', budget_amount: 'lots' }))).toContain(
      'Budget must be a number',
    );
    expect(ZCreateProjectFields.safeParse({ location: 'Surat', timeline: 'asap' }).success).toBe(false);
  });

  it('needs latitude and longitude together', () => {
    expect(ZCreateProjectFields.safeParse({ location: 'Surat', latitude: '21.17' }).success).toBe(false);
  });

  it('needs a description or at least one document', () => {
    expect(hasProjectSource(null, 0)).toBe(false);
    expect(hasProjectSource('   ', 0)).toBe(false);
    expect(hasProjectSource('A 4-storey house', 0)).toBe(true);
    expect(hasProjectSource(null, 1)).toBe(true);
  });
});

describe('project', () => {
  const project = {
    id: 7,
    name: null,
    location: 'Vadodara',
    location_json: { city: 'Vadodara', latitude: 22.3, longitude: 73.18 },
    timeline: null,
    budget_amount: null,
    required_by_date: null,
    project_description: 'Warehouse',
    selected_materials: [],
    documents: [
      {
        id: 1,
        filename: 'boq.xlsx',
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 2048,
        kind: 'xlsx',
        status: 'failed',
        error: 'The file is damaged.',
        materials_found: 0,
        summary: null,
        skipped_rows: [{ index: 0, reason: 'rate_only', name: 'Glass wool slab 50 mm', category: 'Other', quantity: null, unit: 'sqm', text: 'Sheet BOQ, row 4' }],
        uploaded_at: '2025-01-01T00:00:00Z',
      },
    ],
    status: 'extracting',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00+05:30',
    materials_count: 0,
    vendors_count: 0,
    quotes_count: 0,
    extraction_progress: { progress_percentage: 40, current_activity: 'Reading boq.xlsx', materials_found: 3 },
  };

  it('reads a project as the API sends it', () => {
    expect(ZProject.parse(project)).toEqual(project);
  });

  it("titles an unnamed project 'Project #{id}'", () => {
    expect(projectTitle(project)).toBe('Project #7');
    expect(projectTitle({ id: 7, name: 'Tower' })).toBe('Tower');
  });

  it('labels the seven statuses and shows an unknown one raw', () => {
    expect(Object.values(PROJECT_STATUS_LABELS)).toEqual([
      'Created',
      'Uploading',
      'Parsing',
      'Analyzing',
      'Extracting',
      'Ready',
      'Failed',
    ]);
    expect(projectStatusLabel('archived')).toBe('archived');
    expect(projectStatusLabel(undefined)).toBe('Unknown');
  });

  it('accepts a partial update and refuses an empty one', () => {
    expect(ZUpdateProjectRequest.parse({ name: '', budget_amount: 10 })).toEqual({ name: null, budget_amount: 10 });
    expect(issues(ZUpdateProjectRequest.safeParse({}))).toEqual(['No changes provided']);
  });
});
