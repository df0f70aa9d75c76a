import { DEFAULT_VENDORS_PER_CATEGORY } from './sourcing-discovery.js';
import type { TEnrichmentLevel } from './sourcing-enums.js';

/**
 * The metering catalogue: what each metered job holds before it runs and at most charges. The
 * API holds and charges with these figures and the usage page states the free plan's arithmetic
 * from them, so the two can never disagree.
 */

/**
 * Material extraction. What a run reads is known only after parsing (rows of a workbook,
 * characters of a Word file), so the hold is an estimate from what is known before: a PDF's
 * pages, otherwise one document's bounded estimate; the whole run's documents hold at most
 * `runDocumentsCap`. The run is charged what it read (text and materials, counted with the
 * tokenizer), never more than its hold; a failed run nothing.
 */
export const EXTRACTION_HOLD = {
  /** The run's own output (materials written back). */
  runTokens: 500,
  /** A page of a PDF: a dense BOQ page reads about 500 tokens with its materials. */
  pdfPageTokens: 500,
  /** A workbook, CSV or Word file (size unknown before parsing), or a PDF whose pages cannot be counted. */
  documentTokens: 4_000,
  /** All documents of one run together, so a project of several small files holds no more than one big one. */
  runDocumentsCap: 4_000,
  /** The description: one token per this many characters. */
  descriptionCharsPerToken: 3,
} as const;

/** A document as the hold sees it: its kind and, for a PDF, its page count when known. */
export interface TExtractionHoldDocument {
  kind: string;
  pages?: number | null;
}

/** Tokens one document holds: its pages for a PDF, else the bounded document estimate. */
export function extractionDocumentHold(document: TExtractionHoldDocument): number {
  if (document.kind === 'pdf' && document.pages && document.pages > 0) {
    return Math.min(EXTRACTION_HOLD.documentTokens, document.pages * EXTRACTION_HOLD.pdfPageTokens);
  }
  return EXTRACTION_HOLD.documentTokens;
}

/** The most one extraction run may cost ("about N tokens" before it starts). */
export function extractionHold(documents: readonly TExtractionHoldDocument[], descriptionChars: number): number {
  const read = documents.reduce((sum, document) => sum + extractionDocumentHold(document), 0);
  const description = Math.ceil(descriptionChars / EXTRACTION_HOLD.descriptionCharsPerToken);
  return EXTRACTION_HOLD.runTokens + Math.min(EXTRACTION_HOLD.runDocumentsCap, read) + description;
}

/**
 * Vendor discovery: keyword generation per category plus the checks of each vendor kept,
 * deeper enrichment checking more. The same figures hold (maximum vendors) and charge (vendors
 * saved).
 */
export const KEYWORD_TOKENS_PER_CATEGORY = 200;
export const ENRICHMENT_TOKENS_PER_VENDOR: Record<TEnrichmentLevel, number> = { basic: 100, standard: 200, deep: 500 };
/**
 * The discovery dialog starts with at most this many categories chosen (those with the most
 * materials; the user may tick more): with every category of a BOQ chosen, the default cost
 * 14,400 tokens, more than the free plan's whole month.
 */
export const DEFAULT_DISCOVERY_CATEGORIES = 2;
export const DEFAULT_ENRICHMENT_LEVEL: TEnrichmentLevel = 'standard';

export function discoveryTokens(categories: number, vendors: number, level: TEnrichmentLevel): number {
  return categories * KEYWORD_TOKENS_PER_CATEGORY + vendors * ENRICHMENT_TOKENS_PER_VENDOR[level];
}

/** What the dialog's default selection costs at most. */
export const defaultDiscoveryTokens = (): number =>
  discoveryTokens(DEFAULT_DISCOVERY_CATEGORIES, DEFAULT_DISCOVERY_CATEGORIES * DEFAULT_VENDORS_PER_CATEGORY, DEFAULT_ENRICHMENT_LEVEL);

/**
 * A typical regulation answer: question, passages and answer, counted with the tokenizer (the
 * development questions cost 675 to 1,091, most about 850).
 */
export const TYPICAL_QUESTION_TOKENS = 900;

/** What a monthly quota covers: one typical BOQ extraction (at most its hold), the default discovery, then questions. */
export interface TQuotaArithmetic {
  quota: number;
  extraction: number;
  discovery: number;
  question: number;
  /** Typical questions left after the extraction and the discovery. */
  questions: number;
}

export function quotaArithmetic(quota: number): TQuotaArithmetic {
  const extraction = extractionHold([{ kind: 'xlsx' }], 0);
  const discovery = defaultDiscoveryTokens();
  const left = Math.max(0, quota - extraction - discovery);
  return { quota, extraction, discovery, question: TYPICAL_QUESTION_TOKENS, questions: Math.floor(left / TYPICAL_QUESTION_TOKENS) };
}
