import { type TDiscoveryEstimate, type TEnrichmentLevel, USD_TO_INR } from '@app/sdk/contracts';
import { tokensToPaise } from '../ledger/pricing.js';

/**
 * What one discovery costs, in tokens: keyword generation per category plus the checks of each
 * vendor kept, deeper enrichment checking more. The same figures hold the tokens before a run
 * (the maximum) and charge them after it (for the vendors actually saved), so the estimate is
 * never below the charge. A default discovery (5 categories, 5 vendors each, standard) holds 6,000
 * tokens, within the free plan's monthly 10,000.
 */
export const KEYWORD_TOKENS_PER_CATEGORY = 200;
export const ENRICHMENT_TOKENS_PER_VENDOR: Record<TEnrichmentLevel, number> = { basic: 100, standard: 200, deep: 500 };
/** Seconds a category takes (searching) and each vendor adds (enrichment), for the time display. */
const SECONDS_PER_CATEGORY = 4;
const SECONDS_PER_VENDOR: Record<TEnrichmentLevel, number> = { basic: 0.5, standard: 1.5, deep: 4 };

export interface DiscoverySize {
  categories: number;
  vendorsPerCategory: number;
  enrichmentLevel: TEnrichmentLevel;
}

/** Tokens of a run that searched `categories` and saved `vendors` (the charge; with the maximum vendors, the hold). */
export function discoveryTokens(categories: number, vendors: number, level: TEnrichmentLevel): number {
  return categories * KEYWORD_TOKENS_PER_CATEGORY + vendors * ENRICHMENT_TOKENS_PER_VENDOR[level];
}

/** '~2 min' from one minute on, else '< 1 min'. */
export function timeDisplay(seconds: number): string {
  return seconds < 60 ? '< 1 min' : `~${Math.round(seconds / 60)} min`;
}

/** The free, deterministic estimate of the discovery dialog (prices from the ledger's pricing). */
export function estimateDiscovery(size: DiscoverySize): TDiscoveryEstimate {
  const vendors = size.categories * size.vendorsPerCategory;
  const tokens = discoveryTokens(size.categories, vendors, size.enrichmentLevel);
  const seconds = Math.ceil(size.categories * SECONDS_PER_CATEGORY + vendors * SECONDS_PER_VENDOR[size.enrichmentLevel]);
  const rupees = tokensToPaise(tokens) / 100;
  return {
    estimated_vendors: vendors,
    estimated_time_display: timeDisplay(seconds),
    estimated_time_seconds: seconds,
    total_tokens: tokens,
    estimated_cost: Math.round((rupees / USD_TO_INR) * 10_000) / 10_000,
    estimated_cost_inr: Math.round(rupees),
  };
}
