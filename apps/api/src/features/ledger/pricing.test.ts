import { describe, expect, it } from 'vitest';
import { FREE_PLAN, TOKEN_PRICE_PAISE_PER_1K, tokensToPaise } from './pricing.js';

describe('token pricing', () => {
  it('values tokens at ₹1 per 1,000 by default, in whole paise rounded half up', () => {
    expect(TOKEN_PRICE_PAISE_PER_1K).toBe(100);
    expect(tokensToPaise(1_000)).toBe(100);
    expect(tokensToPaise(1_234)).toBe(123);
    expect(tokensToPaise(5)).toBe(1);
    expect(tokensToPaise(4)).toBe(0);
    expect(tokensToPaise(3_000, 250)).toBe(750);
  });

  it('gives the free plan 10,000 tokens a month', () => {
    expect(FREE_PLAN).toEqual({ code: 'freemium', quotaTokens: 10_000, periodMonths: 1 });
  });
});
