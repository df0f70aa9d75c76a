import { z } from 'zod';
import { ZMaterialCategory, ZRiskLevel, ZVendorSort } from './sourcing-enums.js';
import { ZPageQuery, ZTimestamp } from './scalars.js';

/** A score from 0 (worst) to 1 (best). */
const ZScore = z.number().min(0).max(1);

export const ZVendorMaterial = z.object({
  material_category: ZMaterialCategory,
  /** The specific product when known (e.g. 'OPC 53 grade'). */
  material_name: z.string().nullable().optional(),
});
export type TVendorMaterial = z.infer<typeof ZVendorMaterial>;

export const ZVendor = z.object({
  id: z.number().int(),
  vendor_name: z.string(),
  contact_number: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable().optional(),
  /** From the project location; null when the vendor has no coordinates. */
  distance_km: z.number().min(0).nullable(),
  materials_supplied: z.array(ZVendorMaterial),
  quote_received: z.boolean(),
  suitability_score: ZScore,
  trust_score: ZScore,
  /** 0 to 5; 0 with total_reviews 0 means "no reviews". */
  average_rating: z.number().min(0).max(5),
  total_reviews: z.number().int().min(0),
  gstin: z.string().nullable().optional(),
  created_at: ZTimestamp,
});
export type TVendor = z.infer<typeof ZVendor>;

/**
 * Query of both vendor lists (not shown in the spec; these are the filter bar's controls).
 * Risk is the trust band (riskFromTrust); category matches any materials_supplied entry.
 * Sorting: newest = id descending; distance ascending (unknown last); suitability, trust,
 * rating descending; scores within 0.01 of each other tie and fall back to id descending.
 */
export const ZVendorListQuery = ZPageQuery.extend({
  risk: ZRiskLevel.optional(),
  category: ZMaterialCategory.optional(),
  sort: ZVendorSort.default('newest'),
});
export type TVendorListQuery = z.input<typeof ZVendorListQuery>;

export const ZVendorList = z.object({ vendors: z.array(ZVendor), total: z.number().int().min(0) });
export type TVendorList = z.infer<typeof ZVendorList>;

/**
 * The best vendor found for one category (highest suitability, then trust): what the
 * savings card lists as best value until real quotes arrive.
 */
export const ZBestValueItem = z.object({
  category: ZMaterialCategory,
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  suitability_score: ZScore,
  trust_score: ZScore,
});
export type TBestValueItem = z.infer<typeof ZBestValueItem>;

export const ZEstimatedSavings = z.object({
  /** Display text, e.g. '₹45,000' (with a budget) or '12%' (without). */
  formatted: z.string(),
  /** Percent of the budget, 0..100. */
  percentage: z.number().min(0).max(100),
  /** Rupees; null when the project has no budget. */
  amount: z.number().min(0).nullable(),
});
export type TEstimatedSavings = z.infer<typeof ZEstimatedSavings>;

/**
 * GET /sourcing/projects/:id/vendors/stats (shape not shown in the spec; designed for the stats
 * panel and the savings card). Averages are 0 when there are no vendors.
 */
export const ZVendorStats = z.object({
  total_vendors: z.number().int().min(0),
  by_risk: z.object({
    low: z.number().int().min(0),
    medium: z.number().int().min(0),
    high: z.number().int().min(0),
  }),
  by_category: z.array(z.object({ category: ZMaterialCategory, count: z.number().int().min(0) })),
  average_trust: ZScore,
  average_suitability: ZScore,
  quotes_received: z.number().int().min(0),
  estimated_savings: ZEstimatedSavings,
  best_value_items: z.array(ZBestValueItem),
});
export type TVendorStats = z.infer<typeof ZVendorStats>;
