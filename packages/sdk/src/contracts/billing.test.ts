import { describe, expect, it } from 'vitest';
import { ZPlanCodeRequest, ZPlansResponse, isFreePlan } from './billing.js';

describe('plans', () => {
  it('recognises a free plan by freemium in its code', () => {
    expect(isFreePlan('freemium')).toBe(true);
    expect(isFreePlan('freemium_monthly')).toBe(true);
    expect(isFreePlan('pro_annual')).toBe(false);
    expect(isFreePlan(undefined)).toBe(false);
  });

  it('reads plans and token packs, a pack carrying its per-token cost', () => {
    const plans = {
      plans: [
        {
          id: 'pro_annual',
          plan_code: 'pro_annual',
          plan_name: 'Pro',
          plan_interval: 'annual',
          price_inr: 29999,
          tokens: 500000,
          description: 'For teams',
          features: ['10 users'],
          metadata: { is_popular: true, discount: 'Save ₹6,000' },
        },
      ],
      token_packs: [
        {
          id: 'pack_500k',
          plan_code: 'pack_500k',
          plan_name: '500K tokens',
          plan_interval: 'one_time',
          price_inr: 1999,
          tokens: 500000,
          description: 'Never expires',
          features: [],
          metadata: { per_token_cost: 0.004, is_best_value: true },
        },
      ],
      payment_mode: 'sandbox',
    };
    expect(ZPlansResponse.parse(plans)).toEqual(plans);
    expect(ZPlansResponse.safeParse({ ...plans, payment_mode: 'paypal' }).success).toBe(false);
    const withoutCost = { ...plans, token_packs: [{ ...plans.token_packs[0], metadata: {} }] };
    expect(ZPlansResponse.safeParse(withoutCost).success).toBe(false);
  });

  it("asks for a plan with 'Please select a plan'", () => {
    expect(ZPlanCodeRequest.safeParse({}).error?.issues[0]?.message).toBe('Please select a plan');
  });
});
