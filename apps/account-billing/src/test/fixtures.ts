import type { TPlansResponse, TUsageHistory, TUsageSummary } from '@app/sdk';

/** A free user 75 % into the quota with a purchased pack, typed from the SDK contract. */
export const usageSummary: TUsageSummary = {
  subscription: {
    plan_type: 'free',
    status: 'active',
    token_quota: 10_000,
    tokens_used_from_quota: 7_500,
    tokens_remaining_in_quota: 2_500,
    tokens_used_from_purchased: 0,
    quota_reset_date: '2026-12-01T00:00:00.000Z',
    interval: 'monthly',
    next_billing_date: null,
    plan_period_end: null,
  },
  token_balance: { purchased_balance: 5_000, total_available: 7_500 },
  alerts: [
    { severity: 'info', message: 'Your quota resets on 1 December.', action_url: null },
    { severity: 'warning', message: 'You have used 75% of your monthly quota.', action_url: '/billing' },
  ],
  summary: {
    total_tokens: 9_000,
    total_cost: 3.6,
    total_operations: 3,
    period_start: '2026-10-27',
    period_end: '2026-11-25',
    by_operation_type: [
      { operation_type: 'regulation_query', total_tokens: 3_000, total_cost: 1.2, operation_count: 2 },
      { operation_type: 'material_extraction', total_tokens: 6_000, total_cost: 2.4, operation_count: 1 },
      { operation_type: 'vendor_discovery', total_tokens: 0, total_cost: 0, operation_count: 0 },
    ],
  },
  daily_usage: [
    { date: '2026-11-24', urban_planning: 3_000, sourcing_agent: 0 },
    { date: '2026-11-25', urban_planning: 0, sourcing_agent: 6_000 },
  ],
};

export const usageHistory: TUsageHistory = {
  operations: [
    {
      id: 'op-2',
      created_at: '2026-11-25T09:00:00.000Z',
      operation_type: 'material_extraction',
      operation_description: 'Extracted 12 materials from boq.xlsx',
      project_name: 'Surat tower',
      tokens_used: 6_000,
      amount_charged: 2.4,
      charged: true,
      cost_breakdown: { input_tokens: 5_000, output_tokens: 1_000, from_quota: 1_000, from_purchased: 5_000 },
      paid_by: [
        { grant: 'plan_quota', label: 'Plan quota', tokens: 1_000 },
        { grant: 'token_pack', label: '100K Tokens, bought 2 Nov 2026', tokens: 5_000 },
      ],
    },
    {
      id: 'op-1',
      created_at: '2026-11-24T09:00:00.000Z',
      operation_type: 'regulation_query',
      operation_description: 'What is the FSI in Ahmedabad?',
      project_name: null,
      tokens_used: 3_000,
      amount_charged: 1.2,
      charged: true,
      cost_breakdown: {},
      paid_by: [],
    },
  ],
  total: 23,
  page: 1,
  total_pages: 2,
  page_tokens_total: 9_000,
};

export const plans: TPlansResponse = {
  plans: [
    {
      id: 'plan-free',
      plan_code: 'freemium',
      plan_name: 'Free',
      plan_interval: 'monthly',
      price_inr: 0,
      tokens: 10_000,
      description: 'Try the assistants',
      features: ['10,000 tokens a month'],
      metadata: {},
    },
    {
      id: 'plan-pro',
      plan_code: 'pro_annual',
      plan_name: 'Pro',
      plan_interval: 'annual',
      price_inr: 29_999,
      tokens: 500_000,
      description: 'For busy teams',
      features: ['500,000 tokens a month', 'Priority support'],
      metadata: { is_popular: true, discount: 'Save ₹6,000' },
    },
  ],
  token_packs: [
    {
      id: 'pack-100k',
      plan_code: 'pack_100k',
      plan_name: '100K Tokens',
      plan_interval: 'one_time',
      price_inr: 499,
      tokens: 100_000,
      description: 'A top-up',
      features: ['Never expires'],
      metadata: { per_token_cost: 0.00499 },
    },
    {
      id: 'pack-500k',
      plan_code: 'pack_500k',
      plan_name: '500K Tokens',
      plan_interval: 'one_time',
      price_inr: 1_999,
      tokens: 500_000,
      description: 'The most tokens for the rupee',
      features: ['Never expires'],
      metadata: { per_token_cost: 0.004, is_best_value: true },
    },
  ],
  payment_mode: 'sandbox',
};
