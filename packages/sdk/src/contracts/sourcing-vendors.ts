import { z } from 'zod';
import { ZMaterialCategory, ZRiskLevel, ZVendorSort } from './sourcing-enums.js';
import { ZPageQuery, ZTimestamp } from './scalars.js';

/** A score from 0 (worst) to 1 (best). */
const ZScore = z.number().min(0).max(1);

/**
 * What a score part's reason says, as a machine code: clients say it in the user's language
 * (the `vendors:reasons.<code>` texts) with `params`. Params by code — gstin_invalid: `problem`
 * (GSTIN_PROBLEMS); gstin_other_state: `state` (its name); years_in_business: `years`;
 * reviews_rating: `rating` (0..5), `reviews`; certified: `certificates` (CERTIFICATE_KINDS);
 * contact_partial: `present`, `missing` (CONTACT_FIELDS); categories_supplied: `supplied`,
 * `wanted`; distance_km: `km`; capacity: `delivery` (DELIVERY_KNOWLEDGE), `staff` (absent when
 * unknown). The other codes have none.
 */
export const SCORE_REASON_CODES = [
  'gstin_missing',
  'gstin_invalid',
  'gstin_gujarat',
  'gstin_other_state',
  'years_unknown',
  'years_new',
  'years_in_business',
  'reviews_none',
  'reviews_rating',
  'certifications_none',
  'certified',
  'contact_none',
  'contact_complete',
  'contact_partial',
  'categories_none_in_project',
  'category_supplied',
  'category_not_supplied',
  'categories_supplied',
  'distance_unknown',
  'distance_km',
  'capacity',
] as const;
export const ZScoreReasonCode = z.enum(SCORE_REASON_CODES);
export type TScoreReasonCode = z.infer<typeof ZScoreReasonCode>;

/** Why a GSTIN is not valid (param `problem` of gstin_invalid). */
export const GSTIN_PROBLEMS = ['length', 'format', 'state_code', 'checksum'] as const;
export type TGstinProblem = (typeof GSTIN_PROBLEMS)[number];
/** The certifications the trust score counts (param `certificates` of certified). */
export const CERTIFICATE_KINDS = ['iso_9001', 'bis', 'rera'] as const;
export type TCertificateKind = (typeof CERTIFICATE_KINDS)[number];
/** The contact details the trust score counts, in order (params of contact_partial). */
export const CONTACT_FIELDS = ['phone', 'email', 'website', 'address'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];
/** Whether a vendor delivers to the site (param `delivery` of capacity). */
export const DELIVERY_KNOWLEDGE = ['yes', 'no', 'unknown'] as const;
export type TDeliveryKnowledge = (typeof DELIVERY_KNOWLEDGE)[number];

/** Values a reason may mention: numbers, names, or lists of the enumerations above. */
export const ZScoreReasonParams = z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string())]));
export type TScoreReasonParams = z.infer<typeof ZScoreReasonParams>;

/**
 * One named part of a computed score: the score is the sum of its parts' points (each between 0
 * and max_points, the max_points of one score summing to 1). `reason` is the English sentence
 * (CSV and API readers), e.g. 'GSTIN valid, registered in Gujarat'; `code` and `params` say the
 * same for translation. Parts stored before codes existed have only the sentence.
 */
export const ZScorePart = z.object({
  name: z.string(),
  points: z.number().min(0).max(1),
  max_points: z.number().min(0).max(1),
  reason: z.string(),
  code: ZScoreReasonCode.optional(),
  params: ZScoreReasonParams.optional(),
});
export type TScorePart = z.infer<typeof ZScorePart>;

export const ZScoreBreakdown = z.object({ trust: z.array(ZScorePart), suitability: z.array(ZScorePart) });
export type TScoreBreakdown = z.infer<typeof ZScoreBreakdown>;

/** Where a directory vendor came from: the seeded demo directory, a CSV import or a places search. */
export const VENDOR_SOURCES = ['demo', 'import', 'places'] as const;
export const ZVendorSource = z.enum(VENDOR_SOURCES);
export type TVendorSource = z.infer<typeof ZVendorSource>;

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
  /** The id of the vendor's directory entry (the same supplier in every project). */
  directory_id: z.number().int(),
  email: z.string().nullable(),
  pincode: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  year_established: z.number().int().nullable(),
  /** e.g. 'ISO 9001:2015', 'BIS IS 269', 'RERA registered'. */
  certifications: z.array(z.string()),
  /** The trust band of trust_score (riskFromTrust). */
  risk_level: ZRiskLevel,
  /** The named parts both scores are the sums of: the reasons shown with the vendor. */
  score_breakdown: ZScoreBreakdown,
  /**
   * The vendor's price level for the project's categories against the area's median (1 = median,
   * 0.9 = about 10 % cheaper); null when unknown. An estimate, not a quote.
   */
  price_index: z.number().positive().nullable(),
  source: ZVendorSource,
  /** True for the seeded demo directory: sample suppliers, not real businesses. */
  is_demo: z.boolean(),
  /** When the user last requested a quote from this vendor for this project. */
  quote_requested_at: ZTimestamp.nullable(),
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

/** Query of the CSV export: the list's filters and order, every matching vendor (no paging). */
export const ZVendorExportQuery = ZVendorListQuery.omit({ page: true, page_size: true });
export type TVendorExportQuery = z.input<typeof ZVendorExportQuery>;
/** The columns of the CSV export, in order. */
export const VENDOR_EXPORT_COLUMNS = [
  'vendor_name',
  'categories',
  'suitability_score',
  'trust_score',
  'risk_level',
  'distance_km',
  'average_rating',
  'total_reviews',
  'contact_number',
  'email',
  'website',
  'city',
  'pincode',
  'gstin',
  'quote_requested_at',
  'reasons',
  'is_demo',
] as const;

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
  /** How the estimate was made, e.g. 'Best price levels against the median of 38 suppliers within 25 km'. */
  basis: z.string(),
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
