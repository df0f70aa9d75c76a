import { describe, expect, it } from 'vitest';
import { categoriesDisplay, reasons, scoreTone } from './vendor-display';
import { makeVendor } from './vendor-fixtures';

describe('vendor display rules', () => {
  it('colours scores at 90, 75 and 60 percent of the shown number', () => {
    expect(scoreTone(0.9)).toBe('success');
    expect(scoreTone(0.895)).toBe('success');
    expect(scoreTone(0.89)).toBe('info');
    expect(scoreTone(0.75)).toBe('info');
    expect(scoreTone(0.74)).toBe('warning');
    expect(scoreTone(0.6)).toBe('warning');
    expect(scoreTone(0.59)).toBe('danger');
  });

  it('names two distinct categories, then counts the rest', () => {
    const vendor = makeVendor({
      materials_supplied: ['Cement', 'Cement', 'Sand', 'Bricks', 'Tiles'].map((c) => ({ material_category: c as 'Cement' })),
    });
    expect(categoriesDisplay(vendor)).toEqual({ shown: ['Cement', 'Sand'], more: 2 });
    expect(categoriesDisplay(makeVendor({ materials_supplied: [{ material_category: 'Cement' }] }))).toEqual({ shown: ['Cement'], more: 0 });
  });

  it('lists trust then suitability reasons, saying a shared fact once and skipping blank ones', () => {
    const vendor = makeVendor();
    vendor.score_breakdown.trust.push({ name: 'contact', points: 0, max_points: 0.2, reason: ' ' });
    expect(reasons(vendor.score_breakdown, (part) => part.reason)).toEqual([
      'GSTIN valid, registered in Gujarat',
      '12 years in business',
      '4.3★ from 210 reviews',
      '8.2 km from the site',
      'Supplies 3 of your 4 categories',
    ]);
  });
});
