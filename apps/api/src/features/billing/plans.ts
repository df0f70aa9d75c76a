import { type TSubscriptionPlan, type TTokenPack, ZPlanMetadata } from '@app/sdk/contracts';
import type { BillingPlanRow } from '../../db/schema/billing.js';

/** A catalogue row as the contract's plan. */
export function toPlan(row: BillingPlanRow): TSubscriptionPlan {
  return {
    id: row.code,
    plan_code: row.code,
    plan_name: row.name,
    plan_interval: row.interval,
    price_inr: row.priceInr,
    tokens: row.tokens,
    description: row.description,
    features: row.features,
    metadata: ZPlanMetadata.parse(row.metadata),
  };
}

/** A catalogue row as the contract's token pack; the per-token cost is computed from the price. */
export function toTokenPack(row: BillingPlanRow): TTokenPack {
  return {
    ...toPlan(row),
    metadata: {
      ...ZPlanMetadata.parse(row.metadata),
      per_token_cost: row.priceInr / row.tokens,
      ...(row.metadata.is_best_value === true ? { is_best_value: true } : {}),
    },
  };
}
