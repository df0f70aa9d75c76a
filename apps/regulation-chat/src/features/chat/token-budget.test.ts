import type { TUsageSummary } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { budgetFrom, withAnswers } from './token-budget';

describe('the token budget', () => {
  it('is 0 of 10,000 without the usage route', () => {
    expect(budgetFrom(null)).toEqual({ used: 0, total: 10000 });
  });

  it('uses the real quota and purchased tokens when the server gives them', () => {
    const summary = {
      subscription: { token_quota: 10000, tokens_used_from_quota: 2500 },
      token_balance: { purchased_balance: 5000, total_available: 12500 },
    } as TUsageSummary;
    expect(budgetFrom(summary)).toEqual({ used: 2500, total: 15000 });
  });

  it("adds each answer's tokens", () => {
    expect(withAnswers({ used: 2500, total: 10000 }, 884 + 900)).toEqual({ used: 4284, total: 10000 });
  });
});
