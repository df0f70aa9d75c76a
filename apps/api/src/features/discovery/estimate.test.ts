import { USD_TO_INR } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { ENRICHMENT_TOKENS_PER_VENDOR, estimateDiscovery, KEYWORD_TOKENS_PER_CATEGORY, timeDisplay } from './estimate.js';

describe('discovery estimate', () => {
  it('counts categories × vendors per category and prices the tokens at the ledger price', () => {
    const e = estimateDiscovery({ categories: 2, vendorsPerCategory: 5, enrichmentLevel: 'standard' });
    expect(e.estimated_vendors).toBe(10);
    expect(e.total_tokens).toBe(2 * KEYWORD_TOKENS_PER_CATEGORY + 10 * ENRICHMENT_TOKENS_PER_VENDOR.standard);
    // ₹1 per 1,000 tokens: 450 tokens are ₹0.45, shown as ₹0 and as dollars ÷ 83.
    expect(e.total_tokens).toBe(450);
    expect(e.estimated_cost_inr).toBe(0);
    expect(e.estimated_cost).toBeCloseTo(0.45 / USD_TO_INR, 4);
  });

  it('costs more tokens and time for deeper enrichment', () => {
    const basic = estimateDiscovery({ categories: 3, vendorsPerCategory: 10, enrichmentLevel: 'basic' });
    const deep = estimateDiscovery({ categories: 3, vendorsPerCategory: 10, enrichmentLevel: 'deep' });
    expect(deep.total_tokens).toBeGreaterThan(basic.total_tokens);
    expect(deep.estimated_time_seconds).toBeGreaterThan(basic.estimated_time_seconds);
  });

  it('is deterministic', () => {
    const size = { categories: 4, vendorsPerCategory: 3, enrichmentLevel: 'deep' } as const;
    expect(estimateDiscovery(size)).toEqual(estimateDiscovery(size));
  });

  it('shows the time as "~N min", or "< 1 min" under a minute', () => {
    expect(timeDisplay(20)).toBe('< 1 min');
    expect(timeDisplay(100)).toBe('~2 min');
    expect(timeDisplay(60)).toBe('~1 min');
  });
});
