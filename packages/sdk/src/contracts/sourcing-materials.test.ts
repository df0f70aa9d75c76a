import { describe, expect, it } from 'vitest';
import { MATERIAL_CATEGORIES, MATERIAL_UNITS, ZCreateMaterialRequest, ZMaterial, ZUpdateMaterialRequest } from './sourcing.js';

describe('material fields', () => {
  it('has the 17 categories and 15 units of the spec', () => {
    expect(MATERIAL_CATEGORIES).toHaveLength(17);
    expect(MATERIAL_CATEGORIES[16]).toBe('Other');
    expect(MATERIAL_UNITS).toHaveLength(15);
  });

  it('drops empty specification values and defaults urgency to normal', () => {
    const parsed = ZCreateMaterialRequest.parse({
      name: ' OPC cement ',
      category: 'Cement',
      quantity: 50,
      unit: 'bags',
      specifications: { grade: '53', brand: '  ', color: null, diameter: 12, size: '' },
    });
    expect(parsed).toEqual({
      name: 'OPC cement',
      category: 'Cement',
      quantity: 50,
      unit: 'bags',
      urgency: 'normal',
      specifications: { grade: '53', diameter: '12' },
      budget_amount: null,
      notes: null,
    });
  });

  it('needs a quantity of at least 0.01', () => {
    const base = { name: 'Sand', category: 'Sand', unit: 'brass' } as const;
    expect(ZCreateMaterialRequest.safeParse({ ...base, quantity: 0.01 }).success).toBe(true);
    expect(ZCreateMaterialRequest.safeParse({ ...base, quantity: 0 }).error?.issues[0]?.message).toBe(
      'Quantity must be at least 0.01',
    );
  });

  it('refuses a category or unit outside the lists', () => {
    const base = { name: 'Sand', quantity: 1 };
    expect(ZCreateMaterialRequest.safeParse({ ...base, category: 'Sand', unit: 'truckload' }).success).toBe(false);
    expect(ZCreateMaterialRequest.safeParse({ ...base, category: 'Gravel', unit: 'ton' }).success).toBe(false);
  });

  it('lets an inline edit change one field without resetting others', () => {
    expect(ZUpdateMaterialRequest.parse({ quantity: 3 })).toEqual({ quantity: 3 });
    expect(ZUpdateMaterialRequest.parse({ notes: '' })).toEqual({ notes: null });
    expect(ZUpdateMaterialRequest.safeParse({}).success).toBe(false);
  });
});

describe('material as the API sends it', () => {
  const base = {
    id: 1,
    project_id: 2,
    name: 'River sand',
    category: 'Sand',
    unit: 'brass',
    urgency: 'normal',
    specifications: {},
    budget_amount: null,
    notes: null,
    created_at: '2025-01-01T00:00:00Z',
  } as const;

  it('allows an extracted row without a quantity, with its provenance and confidence', () => {
    const row = {
      ...base,
      quantity: null,
      source: 'extracted',
      confidence: 0.4,
      needs_review: true,
      provenance: { kind: 'page', document_id: 3, document_name: 'indent.pdf', page: 2, text: 'River sand — to confirm' },
    } as const;
    expect(ZMaterial.parse(row)).toEqual(row);
  });

  it('refuses a provenance kind it does not know and a confidence over 1', () => {
    const manual = { ...base, quantity: 2, source: 'manual', confidence: null, needs_review: false, provenance: null } as const;
    expect(ZMaterial.safeParse(manual).success).toBe(true);
    expect(ZMaterial.safeParse({ ...manual, confidence: 1.2 }).success).toBe(false);
    expect(ZMaterial.safeParse({ ...manual, provenance: { kind: 'slide', line: 1, text: 'x' } }).success).toBe(false);
  });

  it('still needs a quantity in the add/edit dialog', () => {
    expect(ZCreateMaterialRequest.safeParse({ name: 'Sand', category: 'Sand', unit: 'brass', quantity: null }).success).toBe(false);
  });
});
