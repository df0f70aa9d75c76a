import { z } from 'zod';

/** The 17 material categories, in the spec's order (the expected-materials list offers the first 15). */
export const MATERIAL_CATEGORIES = [
  'Cement',
  'Steel & Metal',
  'Bricks',
  'Sand',
  'Aggregates',
  'Concrete',
  'Tiles',
  'Electrical',
  'Plumbing',
  'Paint',
  'Wood',
  'Glass',
  'Hardware',
  'Marble',
  'Granite',
  'Doors & Windows',
  'Other',
] as const;
export const ZMaterialCategory = z.enum(MATERIAL_CATEGORIES, { error: 'Please choose a material category' });
export type TMaterialCategory = z.infer<typeof ZMaterialCategory>;
/** The categories the new-project form offers as expected materials. */
export const EXPECTED_MATERIAL_CATEGORIES = MATERIAL_CATEGORIES.slice(0, 15);

export const MATERIAL_UNITS = [
  'bags',
  'ton',
  'kg',
  'nos',
  'pieces',
  'cum',
  'cft',
  'sqft',
  'sqm',
  'rmt',
  'meters',
  'liters',
  'brass',
  'bundle',
  'coil',
] as const;
export const ZMaterialUnit = z.enum(MATERIAL_UNITS, { error: 'Please choose a unit' });
export type TMaterialUnit = z.infer<typeof ZMaterialUnit>;

/** Urgency of a material and timeline of a project share these values. */
export const URGENCY_LEVELS = ['urgent', 'normal', 'flexible'] as const;
export const ZUrgency = z.enum(URGENCY_LEVELS, { error: 'Please choose urgent, normal or flexible' });
export type TUrgency = z.infer<typeof ZUrgency>;
export const ZTimeline = ZUrgency;
export type TTimeline = TUrgency;
export const URGENCY_LABELS: Record<TUrgency, string> = { urgent: 'Urgent', normal: 'Normal', flexible: 'Flexible' };

export const PROJECT_STATUSES = [
  'project_created',
  'uploading_documents',
  'parsing_documents',
  'ai_analyzing_materials',
  'extracting',
  'ready',
  'extraction_failed',
] as const;
export const ZProjectStatus = z.enum(PROJECT_STATUSES);
export type TProjectStatus = z.infer<typeof ZProjectStatus>;
export const PROJECT_STATUS_LABELS: Record<TProjectStatus, string> = {
  project_created: 'Created',
  uploading_documents: 'Uploading',
  parsing_documents: 'Parsing',
  ai_analyzing_materials: 'Analyzing',
  extracting: 'Extracting',
  ready: 'Ready',
  extraction_failed: 'Failed',
};
/** Statuses during which an extraction run is in progress. */
export const EXTRACTION_RUNNING_STATUSES: readonly TProjectStatus[] = [
  'uploading_documents',
  'parsing_documents',
  'ai_analyzing_materials',
  'extracting',
];
/** The label of a status; an unknown value shows raw, an empty one 'Unknown' (spec section 4). */
export const projectStatusLabel = (status: string | null | undefined): string =>
  status ? (PROJECT_STATUS_LABELS[status as TProjectStatus] ?? status) : 'Unknown';

export const SEARCH_SESSION_STATUSES = ['pending', 'discovering', 'completed', 'failed'] as const;
export const ZSearchSessionStatus = z.enum(SEARCH_SESSION_STATUSES);
export type TSearchSessionStatus = z.infer<typeof ZSearchSessionStatus>;
export const SEARCH_SESSION_STATUS_LABELS: Record<TSearchSessionStatus, string> = {
  pending: 'Pending',
  discovering: 'In Progress',
  completed: 'Completed',
  failed: 'Failed',
};

/** Trust risk bands: trust_score ≥ 0.7 low, ≥ 0.4 medium, else high. */
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const ZRiskLevel = z.enum(RISK_LEVELS);
export type TRiskLevel = z.infer<typeof ZRiskLevel>;
export const riskFromTrust = (trustScore: number): TRiskLevel =>
  trustScore >= 0.7 ? 'low' : trustScore >= 0.4 ? 'medium' : 'high';

/** Vendor list orders: newest = id descending (default); distance ascending; the rest descending. */
export const VENDOR_SORTS = ['newest', 'suitability', 'trust', 'rating', 'distance'] as const;
export const ZVendorSort = z.enum(VENDOR_SORTS);
export type TVendorSort = z.infer<typeof ZVendorSort>;

/**
 * How much the discovery checks each vendor it finds (designed here; the spec names the field
 * only): `basic` keeps directory data, `standard` also verifies contact and website, `deep` also
 * looks for GSTIN, reviews and certifications. Deeper costs more tokens.
 */
export const ENRICHMENT_LEVELS = ['basic', 'standard', 'deep'] as const;
export const ZEnrichmentLevel = z.enum(ENRICHMENT_LEVELS);
export type TEnrichmentLevel = z.infer<typeof ZEnrichmentLevel>;
