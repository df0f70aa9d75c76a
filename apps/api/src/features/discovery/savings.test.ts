import { describe, expect, it } from 'vitest';
import { bestPerCategory, estimateSavings, median } from './savings.js';

describe('estimated savings', () => {
  it('takes the median of odd and even lists', () => {
    expect(median([1.2, 0.8, 1])).toBe(1);
    expect(median([0.8, 1, 1.1, 1.3])).toBeCloseTo(1.05, 10);
    expect(median([])).toBeNull();
  });

  it('shows the mean saving against the area median as a percentage without a budget', () => {
    const s = estimateSavings(
      [
        { category: 'Cement', bestLevel: 0.9, areaLevels: [0.9, 1, 1.1] },
        { category: 'Sand', bestLevel: 0.85, areaLevels: [1, 1] },
      ],
      null,
      'within 25 km of Ahmedabad',
    );
    // Cement 10 % below its median, Sand 15 %: 12.5 %.
    expect(s.percentage).toBe(12.5);
    expect(s.formatted).toBe('13%');
    expect(s.amount).toBeNull();
    expect(s.basis).toBe("Estimate: best vendors' price levels in 2 categories against the median of 5 suppliers within 25 km of Ahmedabad; not a quote");
  });

  it('shows that share of the budget in rupees with a budget', () => {
    const s = estimateSavings([{ category: 'Cement', bestLevel: 0.9, areaLevels: [1, 1, 1] }], 450_000, 'within 25 km of Surat');
    expect(s.percentage).toBe(10);
    expect(s.amount).toBe(45_000);
    expect(s.formatted).toBe('₹45,000');
  });

  it('counts a best vendor dearer than the median as no saving, and skips unknown levels', () => {
    const s = estimateSavings(
      [
        { category: 'Cement', bestLevel: 1.2, areaLevels: [1] },
        { category: 'Tiles', bestLevel: null, areaLevels: [1] },
      ],
      null,
      'here',
    );
    expect(s.percentage).toBe(0);
    expect(s.basis).toContain('1 category');
  });

  it('says there is nothing to compare when no price level is known', () => {
    expect(estimateSavings([], 100_000, 'within 25 km of the project')).toMatchObject({ formatted: '₹0', percentage: 0, amount: 0 });
  });

  it('picks per category the best suitability, then trust', () => {
    const best = bestPerCategory([
      { vendor_id: 1, vendor_name: 'A', suitability_score: 0.8, trust_score: 0.5, categories: ['Cement'] },
      { vendor_id: 2, vendor_name: 'B', suitability_score: 0.8, trust_score: 0.9, categories: ['Cement', 'Sand'] },
      { vendor_id: 3, vendor_name: 'C', suitability_score: 0.9, trust_score: 0.1, categories: ['Sand'] },
    ]);
    expect(best.get('Cement')?.vendor_id).toBe(2);
    expect(best.get('Sand')?.vendor_id).toBe(3);
  });
});
