import type { TUsageSummary } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { budgetFrom, withAnswers } from './token-budget';

const summaryOf = (quotaUsed: number, purchasedUsed: number, purchasedBalance: number, quota = 10_000) =>
  ({
    subscription: {
      token_quota: quota,
      tokens_used_from_quota: quotaUsed,
      tokens_remaining_in_quota: quota - quotaUsed,
      tokens_used_from_purchased: purchasedUsed,
    },
    token_balance: { purchased_balance: purchasedBalance, total_available: quota - quotaUsed + purchasedBalance },
  }) as TUsageSummary;

describe('the token budget', () => {
  it('is 0 of 10,000 without the usage route', () => {
    expect(budgetFrom(null)).toEqual({ used: 0, total: 10000 });
  });

  it('uses the real quota and purchased tokens when the server gives them', () => {
    expect(budgetFrom(summaryOf(2500, 0, 5000))).toEqual({ used: 2500, total: 15000 });
  });

  it("adds each answer's tokens to used and keeps the total", () => {
    expect(withAnswers({ used: 2500, total: 10000 }, 884 + 900)).toEqual({ used: 4284, total: 10000 });
  });

  it('keeps counting past the quota when a pack pays, and shows after a reload what it showed before', () => {
    // 9,500 of the quota spent, a 5,000 pack bought: 500 + 5,000 left.
    const before = budgetFrom(summaryOf(9500, 0, 5000));
    expect(before).toEqual({ used: 9500, total: 15000 });
    // 2,000 more: 500 from the quota, 1,500 from the pack. Used keeps growing; it never freezes at the quota.
    expect(withAnswers(before, 2000)).toEqual({ used: 11500, total: 15000 });
    expect(budgetFrom(summaryOf(10000, 1500, 3500))).toEqual({ used: 11500, total: 15000 });
  });
});
