import { discoveryTokens, type TDiscoveryEstimate, type TEnrichmentLevel, USD_TO_INR } from '@app/sdk/contracts';
import { tokensToPaise } from '../ledger/pricing.js';

/**
 * What one discovery costs, in tokens: keyword generation per category plus the checks of each
 * vendor kept, deeper enrichment checking more (the rates are the SDK's metering catalogue, which
 * the usage page's free-plan arithmetic reads too). The same figures hold the tokens before a run
 * (the maximum) and charge them after it (for the vendors actually saved), so the estimate is
 * never below the charge. The dialog's default selection (`defaultDiscoveryTokens`) fits the free
 * plan beside a BOQ extraction and questions.
 */
export { discoveryTokens, ENRICHMENT_TOKENS_PER_VENDOR, KEYWORD_TOKENS_PER_CATEGORY } from '@app/sdk/contracts';
/** Seconds a category takes (searching) and each vendor adds (enrichment), for the time display. */
const SECONDS_PER_CATEGORY = 4;
const SECONDS_PER_VENDOR: Record<TEnrichmentLevel, number> = { basic: 0.5, standard: 1.5, deep: 4 };

export interface DiscoverySize {
  categories: number;
  vendorsPerCategory: number;
  enrichmentLevel: TEnrichmentLevel;
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
