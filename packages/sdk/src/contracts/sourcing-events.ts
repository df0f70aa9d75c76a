import { z } from 'zod';
import { ZMaterialCategory } from './sourcing-enums.js';
import { ZMaterial } from './sourcing-materials.js';
import { ZVendor } from './sourcing-vendors.js';
import { ZEventTimestamp, ZHeartbeatEvent } from './scalars.js';

/**
 * Server-sent events of the two durable runs. Every event carries its `type` and, when the
 * producer adds it, the `timestamp` it was logged at; frames are written by `encodeSseFrame` with the event's sequence number as `id`,
 * so a reconnecting client replays what it missed. A stream ends after its completed or
 * failed event; a client that connects after the end receives the whole log, ending the same way.
 * Indexes (`document_index`, `category_index`) count from 1; progress is a percent (0..100).
 */
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), timestamp: ZEventTimestamp, ...shape });

const ZProgress = z.number().min(0).max(100);
const ZCount = z.number().int().min(0);

// Material extraction: GET /sourcing/projects/:id/extraction/stream

/**
 * Both runs: the run waits for a free worker (state queued / pending) and this is its place in the
 * fair line — 1 starts next. Sent when the run is queued and again each time its place changes;
 * the run's first progress event after it means it has started.
 */
export const ZQueuePositionEvent = event('queue_position', { position: z.number().int().min(1) });

export const ZExtractionStartedEvent = event('extraction_started', {
  project_id: z.number().int(),
  total_documents: ZCount,
});
export const ZDocumentStartedEvent = event('document_started', {
  document_name: z.string(),
  document_index: z.number().int().min(1),
  total_documents: z.number().int().min(1),
});
/** The client appends `material`, ignoring one whose id or name it already has. */
export const ZMaterialFoundEvent = event('material_found', {
  material: ZMaterial,
  total_materials_found: ZCount,
  progress: ZProgress,
});
export const ZExtractionProgressEvent = event('progress_update', {
  progress: ZProgress,
  current_activity: z.string(),
  materials_found: ZCount,
});
export const ZDocumentCompletedEvent = event('document_completed', {
  document_name: z.string(),
  document_index: z.number().int().min(1),
  total_documents: z.number().int().min(1),
  /** Materials found in this document. */
  materials_found: ZCount,
});
export const ZExtractionCompletedEvent = event('extraction_completed', {
  total_materials_found: ZCount,
});
export const ZExtractionFailedEvent = event('extraction_failed', { error: z.string() });

export const ZExtractionStreamEvent = z.discriminatedUnion('type', [
  ZExtractionStartedEvent,
  ZDocumentStartedEvent,
  ZMaterialFoundEvent,
  ZExtractionProgressEvent,
  ZDocumentCompletedEvent,
  ZExtractionCompletedEvent,
  ZExtractionFailedEvent,
  ZQueuePositionEvent,
  ZHeartbeatEvent,
]);
export type TExtractionStreamEvent = z.infer<typeof ZExtractionStreamEvent>;

// Vendor discovery: GET /sourcing/vendor-search-sessions/:id/stream

/** The steps of one category's search, announced by stage_changed. */
export const DISCOVERY_STAGES = ['generating_keywords', 'searching', 'enriching', 'scoring', 'saving'] as const;
export const ZDiscoveryStage = z.enum(DISCOVERY_STAGES);

export const ZSessionStartedEvent = event('session_started', {
  session_id: z.number().int(),
  categories: z.array(ZMaterialCategory),
  total_categories: z.number().int().min(1),
});
export const ZCategoryStartedEvent = event('category_started', {
  category: ZMaterialCategory,
  category_index: z.number().int().min(1),
  total_categories: z.number().int().min(1),
});
export const ZStageChangedEvent = event('stage_changed', {
  stage: ZDiscoveryStage,
  category: ZMaterialCategory,
  /** Human-readable activity, e.g. 'Searching suppliers of Cement near Ahmedabad'. */
  message: z.string(),
});
export const ZKeywordsGeneratedEvent = event('keywords_generated', {
  category: ZMaterialCategory,
  keywords: z.array(z.string()),
});
export const ZSearchResultsFoundEvent = event('search_results_found', {
  category: ZMaterialCategory,
  results_count: ZCount,
  /** Where the results came from, e.g. 'directory' or a search provider's name. */
  source: z.string(),
});
export const ZEnrichmentStartedEvent = event('enrichment_started', {
  category: ZMaterialCategory,
  vendor_count: ZCount,
});
export const ZVendorsEnrichedEvent = event('vendors_enriched', {
  category: ZMaterialCategory,
  enriched_count: ZCount,
});
/** The client puts new vendors first, de-duplicated by id. */
export const ZVendorFoundEvent = event('vendor_found', {
  vendor: ZVendor,
  /** The material category the vendor was found for. */
  material: z.string(),
  /** False when the vendor was already known to the project (found again). */
  is_new: z.boolean(),
});
export const ZDiscoveryProgressEvent = event('progress_update', {
  progress: ZProgress,
  current_activity: z.string(),
  vendors_found: ZCount,
});
export const ZCategoryCompletedEvent = event('category_completed', {
  category: ZMaterialCategory,
  vendors_saved: ZCount,
});
export const ZSessionCompletedEvent = event('session_completed', {
  total_vendors_found: ZCount,
  new_vendors_found: ZCount,
  duration_seconds: z.number().min(0),
});
export const ZSessionFailedEvent = event('session_failed', { error: z.string() });

export const ZDiscoveryStreamEvent = z.discriminatedUnion('type', [
  ZSessionStartedEvent,
  ZCategoryStartedEvent,
  ZStageChangedEvent,
  ZKeywordsGeneratedEvent,
  ZSearchResultsFoundEvent,
  ZEnrichmentStartedEvent,
  ZVendorsEnrichedEvent,
  ZVendorFoundEvent,
  ZDiscoveryProgressEvent,
  ZCategoryCompletedEvent,
  ZSessionCompletedEvent,
  ZSessionFailedEvent,
  ZQueuePositionEvent,
  ZHeartbeatEvent,
]);
export type TDiscoveryStreamEvent = z.infer<typeof ZDiscoveryStreamEvent>;

/** Events after which the server closes the stream. */
export const EXTRACTION_TERMINAL_EVENTS = ['extraction_completed', 'extraction_failed'] as const;
export const DISCOVERY_TERMINAL_EVENTS = ['session_completed', 'session_failed'] as const;
