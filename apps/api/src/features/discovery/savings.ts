import type { TBestValueItem, TEstimatedSavings } from '@app/sdk/contracts';

/** One category's comparison: the best vendor's price level against the area's median. */
export interface CategoryPrices {
  category: string;
  /** The best-value vendor's price level (1 = median), or null when unknown. */
  bestLevel: number | null;
  /** Price levels of the directory's suppliers of this category in the area. */
  areaLevels: number[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

/**
 * The savings card's estimate: for each category with a best-value vendor whose price level is
 * known, how far below the area's median it is (never below 0: a dearer best vendor saves
 * nothing); the percentage is the mean over those categories, and with a budget it is shown as
 * that share of the budget in rupees. Labelled an estimate in `basis`: price levels are not quotes.
 */
export function estimateSavings(prices: readonly CategoryPrices[], budgetRupees: number | null, area: string): TEstimatedSavings {
  const compared = prices.flatMap((p) => {
    const mid = median(p.areaLevels);
    return p.bestLevel === null || mid === null || mid <= 0 ? [] : [{ saving: Math.max(0, (mid - p.bestLevel) / mid), suppliers: p.areaLevels.length }];
  });
  if (compared.length === 0) {
    return {
      formatted: budgetRupees === null ? '0%' : rupees(0),
      percentage: 0,
      amount: budgetRupees === null ? null : 0,
      basis: `Estimate: no price levels to compare yet for the project's vendors ${area}`,
    };
  }
  const share = compared.reduce((sum, c) => sum + c.saving, 0) / compared.length;
  const percentage = Math.min(100, Math.round(share * 1000) / 10);
  const suppliers = compared.reduce((sum, c) => sum + c.suppliers, 0);
  const categories = `${compared.length} ${compared.length === 1 ? 'category' : 'categories'}`;
  const basis = `Estimate: best vendors' price levels in ${categories} against the median of ${suppliers} suppliers ${area}; not a quote`;
  if (budgetRupees === null) return { formatted: `${Math.round(percentage)}%`, percentage, amount: null, basis };
  const amount = Math.round((budgetRupees * percentage) / 100);
  return { formatted: rupees(amount), percentage, amount, basis };
}

type Ranked = Pick<TBestValueItem, 'vendor_id' | 'vendor_name' | 'suitability_score' | 'trust_score'> & { categories: readonly string[] };

/** Per category, the vendor with the highest suitability, then trust (then the newer id). */
export function bestPerCategory<T extends Ranked>(vendors: readonly T[]): Map<string, T> {
  const best = new Map<string, T>();
  for (const v of vendors) {
    for (const category of v.categories) {
      const current = best.get(category);
      if (
        !current ||
        v.suitability_score > current.suitability_score ||
        (v.suitability_score === current.suitability_score &&
          (v.trust_score > current.trust_score || (v.trust_score === current.trust_score && v.vendor_id > current.vendor_id)))
      ) {
        best.set(category, v);
      }
    }
  }
  return best;
}
