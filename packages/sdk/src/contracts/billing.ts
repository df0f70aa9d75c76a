import { z } from 'zod';
import { ZBuyerDetails, ZPaymentMode } from './payments.js';
import { checkBuyerDetails } from './gstin.js';
import { defineRoutes } from './route.js';
import { ZTimestamp } from './scalars.js';

/** Plan codes containing this text are free plans (spec section 9); the default plan is `freemium`. */
export const FREE_PLAN_MARKER = 'freemium';
export const isFreePlan = (planCode: string | null | undefined): boolean =>
  Boolean(planCode?.toLowerCase().includes(FREE_PLAN_MARKER));

export * from '../constants/plans.js';

export const ZPlanType = z.enum(['pro', 'free']);
export type TPlanType = z.infer<typeof ZPlanType>;

/** `cancelled`: Pro until the period ends, then Free; `expired`: the period ended unpaid. */
export const ZSubscriptionStatus = z.enum(['active', 'cancelled', 'expired']);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const ZBillingInterval = z.enum(['monthly', 'annual']);
export type TBillingInterval = z.infer<typeof ZBillingInterval>;

/** Plans are billed monthly or annually; token packs are `one_time`. */
export const PLAN_INTERVALS = ['monthly', 'quarterly', 'annual', 'one_time'] as const;
export const ZPlanInterval = z.enum(PLAN_INTERVALS);
export type TPlanInterval = z.infer<typeof ZPlanInterval>;

/** The billing page's current plan (GET /subscriptions/current). Prices in rupees. */
export const ZBillingSubscription = z.object({
  type: ZPlanType,
  status: ZSubscriptionStatus,
  plan_code: z.string(),
  plan_name: z.string(),
  interval: ZBillingInterval,
  /** Rupees per year for an annual plan; null for Free. */
  annual_price: z.number().int().min(0).nullable(),
  /** Null for Free and for a cancelled plan (it will not renew). */
  next_renewal_date: ZTimestamp.nullable(),
  current_period_start: ZTimestamp,
  current_period_end: ZTimestamp,
  /** Tokens the plan grants each month. */
  token_quota: z.number().int().min(0),
  /** Only an active Pro plan can be cancelled. */
  can_cancel: z.boolean(),
});
export type TBillingSubscription = z.infer<typeof ZBillingSubscription>;

export const ZCurrentSubscriptionResponse = z.object({ subscription: ZBillingSubscription });
export type TCurrentSubscriptionResponse = z.infer<typeof ZCurrentSubscriptionResponse>;

export const ZPlanMetadata = z.object({
  is_popular: z.boolean().optional(),
  /** Display text, e.g. 'Save ₹6,000'. */
  discount: z.string().optional(),
});

export const ZSubscriptionPlan = z.object({
  id: z.string(),
  plan_code: z.string(),
  plan_name: z.string(),
  plan_interval: ZPlanInterval,
  /** Whole rupees; 0 for a free plan. */
  price_inr: z.number().int().min(0),
  /** Tokens per month (plans) or in the pack (packs). */
  tokens: z.number().int().min(0),
  description: z.string(),
  features: z.array(z.string()),
  metadata: ZPlanMetadata,
});
export type TSubscriptionPlan = z.infer<typeof ZSubscriptionPlan>;

export const ZTokenPack = ZSubscriptionPlan.extend({
  metadata: ZPlanMetadata.extend({
    /** Rupees per token, e.g. 0.004. */
    per_token_cost: z.number().min(0),
    /** The 500k pack is the best value (spec). */
    is_best_value: z.boolean().optional(),
  }),
});
export type TTokenPack = z.infer<typeof ZTokenPack>;

export const ZPlansResponse = z.object({
  plans: z.array(ZSubscriptionPlan),
  token_packs: z.array(ZTokenPack),
  /** How this server takes payments; `unconfigured`: show the plans, but no checkout. */
  payment_mode: ZPaymentMode,
});
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

/** A plan or pack to pay for, with the optional invoice details of `ZBuyerDetails`. */
export const ZPlanCodeRequest = z
  .object({
    plan_code: z.string({ error: 'Please select a plan' }).trim().min(1, 'Please select a plan').max(100),
    ...ZBuyerDetails.shape,
  })
  .superRefine(checkBuyerDetails);
export type TPlanCodeRequest = z.input<typeof ZPlanCodeRequest>;

/** An order to pay in checkout; the server takes the price from the plan, never from the client. */
export const ZCheckoutOrder = z.object({
  razorpay_order_id: z.string(),
  /** Whole rupees; checkout takes amount_inr × 100 paise. */
  amount_inr: z.number().int().min(1),
  plan_name: z.string(),
  /** The public checkout key (Razorpay key id, or the sandbox's). */
  key: z.string().optional(),
  /** True when the sandbox provider issued the order (no real money moves). */
  sandbox: z.boolean().optional(),
});
export type TCheckoutOrder = z.infer<typeof ZCheckoutOrder>;

/** Not shown in the spec: a confirmation and the subscription as it now stands. */
export const ZCancelSubscriptionResponse = z.object({
  message: z.string(),
  subscription: ZBillingSubscription,
});
export type TCancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponse>;

/** Plans and token packs. A paid order is completed through POST /payments/verify. */
export const subscriptionsContract = defineRoutes({
  current: {
    method: 'GET',
    path: '/subscriptions/current',
    summary: "The user's current plan",
    auth: true,
    responses: { 200: ZCurrentSubscriptionResponse },
  },
  plans: {
    method: 'GET',
    path: '/subscriptions/plans',
    summary: 'Subscription plans and token packs on sale (public: nothing in it is personal)',
    responses: { 200: ZPlansResponse },
  },
  upgrade: {
    method: 'POST',
    errors: [404, 409, 503],
    path: '/subscriptions/upgrade',
    summary: 'Create the payment order of a plan upgrade',
    auth: true,
    body: ZPlanCodeRequest,
    responses: { 200: ZCheckoutOrder },
  },
  purchaseTokens: {
    method: 'POST',
    errors: [404, 409, 503],
    path: '/subscriptions/purchase-tokens',
    summary: 'Create the payment order of a token pack',
    auth: true,
    body: ZPlanCodeRequest,
    responses: { 200: ZCheckoutOrder },
  },
  cancel: {
    method: 'POST',
    errors: [409],
    path: '/subscriptions/cancel',
    summary: 'Cancel an active Pro plan at the end of its period',
    auth: true,
    responses: { 200: ZCancelSubscriptionResponse },
  },
});
