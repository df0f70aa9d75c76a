import type { TUsageSummary } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { budgetFrom, withAnswers } from './token-budget';

describe('the token budget', () => {
  it('is 0 of 10,000 without the usage route', () => {
    expect(budgetFrom(null)).toEqual({ used: 0, total: 10000, quotaLeft: 10000 });
  });

  it('uses the real quota and purchased tokens when the server gives them', () => {
    const summary = {
      subscription: { token_quota: 10000, tokens_used_from_quota: 2500 },
      token_balance: { purchased_balance: 5000, total_available: 12500 },
    } as TUsageSummary;
    expect(budgetFrom(summary)).toEqual({ used: 2500, total: 15000, quotaLeft: 7500 });
  });

  it("adds each answer's tokens to the quota used while quota is left", () => {
    expect(withAnswers({ used: 2500, total: 10000, quotaLeft: 7500 }, 884 + 900)).toEqual({ used: 4284, total: 10000 });
  });

  it('takes answers beyond the quota from the purchased tokens, as the server will show after a reload', () => {
    const before = { used: 9500, total: 15000, quotaLeft: 500 };
    expect(withAnswers(before, 2000)).toEqual({ used: 10000, total: 13500 });
    const reloaded = budgetFrom({
      subscription: { token_quota: 10000, tokens_used_from_quota: 10000 },
      token_balance: { purchased_balance: 3500, total_available: 3500 },
    } as TUsageSummary);
    expect(withAnswers(reloaded, 0)).toEqual({ used: 10000, total: 13500 });
  });
});
