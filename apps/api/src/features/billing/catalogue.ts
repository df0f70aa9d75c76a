import { PRO_PLAN, type TPlanInterval } from '@app/sdk/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingPlans } from '../../db/schema/billing.js';
import { FREE_PLAN } from '../ledger/index.js';

export interface CatalogueEntry {
  code: string;
  kind: 'plan' | 'token_pack';
  name: string;
  interval: TPlanInterval;
  /** Whole rupees, GST included. */
  priceInr: number;
  /** Plans: monthly quota; packs: tokens in the pack. */
  tokens: number;
  /** Plans: months one payment covers. */
  billingMonths: number;
  description: string;
  features: string[];
  metadata: Record<string, unknown>;
}

/** The annual plan the landing page sells as "Business" (the SDK's `PRO_PLAN`). */
export const PRO_PLAN_CODE = PRO_PLAN.code;

/** Token counts in plan texts: Indian grouping, as the packs'. */
const tokenCount = (tokens: number) => tokens.toLocaleString('en-IN');
/** Rupees in plan texts ("₹6,000"). */
const rupees = (inr: number) => `₹${inr.toLocaleString('en-IN')}`;

/**
 * Plans and token packs on sale, seeded into `billing_plans` at start. The free plan's quota is
 * the ledger's (FREE_PLAN); Pro's quota is worth its monthly price at the token list price
 * (₹1 per 1,000 tokens). Packs cost more per token the smaller they are, and the 500K pack is
 * the cheapest per token (best value); the 1M pack exists for volume, not price.
 */
export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: FREE_PLAN.code,
    kind: 'plan',
    name: 'Free',
    interval: 'monthly',
    priceInr: 0,
    tokens: FREE_PLAN.quotaTokens,
    billingMonths: 1,
    description: `Try the assistants: ${tokenCount(FREE_PLAN.quotaTokens)} tokens every month, no card needed.`,
    features: [`${tokenCount(FREE_PLAN.quotaTokens)} tokens per month`, 'Urban Planning Assistant', 'Sourcing Agent', 'Buy token packs any time'],
    metadata: {},
  },
  {
    code: PRO_PLAN_CODE,
    kind: 'plan',
    name: 'Pro',
    interval: 'annual',
    priceInr: PRO_PLAN.priceInr,
    tokens: PRO_PLAN.monthlyTokens,
    billingMonths: PRO_PLAN.billingMonths,
    description: 'The Business plan for firms: a large monthly quota, billed once a year.',
    features: [
      `${tokenCount(PRO_PLAN.monthlyTokens)} tokens every month`,
      'Up to 10 users',
      'Priority support',
      'GST tax invoice',
      '30-day money-back guarantee',
    ],
    metadata: { is_popular: true, discount: `Save ${rupees(PRO_PLAN.savingsInr)} versus monthly` },
  },
  pack('pack_50k', '50K Tokens', 50_000, 79),
  pack('pack_100k', '100K Tokens', 100_000, 149),
  { ...pack('pack_500k', '500K Tokens', 500_000, 599), metadata: { per_token_cost: 599 / 500_000, is_best_value: true } },
  pack('pack_1m', '1M Tokens', 1_000_000, 1_299),
];

function pack(code: string, name: string, tokens: number, priceInr: number): CatalogueEntry {
  return {
    code,
    kind: 'token_pack',
    name,
    interval: 'one_time',
    priceInr,
    tokens,
    billingMonths: 1,
    description: `${tokenCount(tokens)} tokens that never expire, used after your plan's monthly quota.`,
    features: ['Never expires', 'Used after the monthly quota', 'GST tax invoice'],
    metadata: { per_token_cost: priceInr / tokens },
  };
}

/** Upserts the catalogue (a changed price or text ships with the code); entries no longer listed stop being sold. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(billingPlans).set({ active: false });
    await tx
      .insert(billingPlans)
      .values(CATALOGUE.map((entry, index) => ({ ...entry, sortOrder: index, active: true })))
      .onConflictDoUpdate({
        target: billingPlans.code,
        set: {
          kind: sql`excluded.kind`,
          name: sql`excluded.name`,
          interval: sql`excluded.interval`,
          priceInr: sql`excluded.price_inr`,
          tokens: sql`excluded.tokens`,
          billingMonths: sql`excluded.billing_months`,
          description: sql`excluded.description`,
          features: sql`excluded.features`,
          metadata: sql`excluded.metadata`,
          sortOrder: sql`excluded.sort_order`,
          active: sql`true`,
        },
      });
  });
}
