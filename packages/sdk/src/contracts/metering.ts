import { DEFAULT_VENDORS_PER_CATEGORY } from './sourcing-discovery.js';
import type { TEnrichmentLevel } from './sourcing-enums.js';

/**
 * The metering catalogue: what each metered job holds before it runs and at most charges. The
 * API holds and charges with these figures and the usage page states the free plan's arithmetic
 * from them, so the two can never disagree.
 */

/**
 * Material extraction. A document's content is counted when it is uploaded, with the reader the
 * run uses and its limits: the rows of a workbook's sheets or a CSV, the table rows and paragraphs
 * of a Word file (and its characters), the pages of a PDF. The price before a run ("about N
 * tokens") is that content at the engine's rates plus `marginPercent`, and it is the hold; the run
 * is charged the same rates for the documents it could read (the LLM engine: its real token count),
 * never more than the price shown; a failed or empty run nothing. Never a function of file bytes.
 */
export const EXTRACTION_PRICE = {
  /** The price shown and held is what will be read plus this share (rounded up). */
  marginPercent: 10,
  /**
   * The offline reader (the default) calls no model: its cost is server time, which grows with
   * what it reads, so it is charged per row and per page at these stated rates.
   */
  offline: {
    /** A row of a sheet or CSV, a table row or paragraph of a Word file, a line of the description. */
    rowTokens: 1,
    /** A PDF page or an image: a page holds 20 to 40 BOQ rows, and a scanned one is read by OCR. */
    pageTokens: 25,
  },
  /** A model reads the text and writes the materials back: charged its real token count (tokenizer), at most the hold. */
  llm: {
    /** The instructions sent with a run. */
    runTokens: 500,
    /** A PDF page with the materials written back. */
    pageTokens: 500,
    /** Text read: one token per this many characters, as much again for the materials written back. */
    charsPerToken: 3,
  },
} as const;

export type TExtractionEngine = 'offline' | 'llm';

/** What a document holds to be read, counted at upload (null parts: not counted for that kind). */
export interface TDocumentContent {
  /** Non-empty rows (sheets, CSV, Word tables) and paragraphs read. */
  rows: number;
  /** Pages of a PDF (1 for an image). */
  pages: number;
  /** Characters of text read (0 for a PDF, counted by its pages). */
  chars: number;
}

/** Tokens reading one document costs, before any margin; a document whose content is unknown (unreadable) reads nothing. */
export function documentReadTokens(engine: TExtractionEngine, content: TDocumentContent | null): number {
  if (!content) return 0;
  if (engine === 'offline') return content.rows * EXTRACTION_PRICE.offline.rowTokens + content.pages * EXTRACTION_PRICE.offline.pageTokens;
  return content.pages * EXTRACTION_PRICE.llm.pageTokens + 2 * Math.ceil(content.chars / EXTRACTION_PRICE.llm.charsPerToken);
}

/** Tokens reading the description costs: its non-empty lines (offline), or its text and materials (LLM). */
export function descriptionReadTokens(engine: TExtractionEngine, description: string | null | undefined): number {
  const text = description?.trim() ?? '';
  if (!text) return 0;
  const rows = text.split(/\r?\n/).filter((line) => line.trim()).length;
  return documentReadTokens(engine, { rows: engine === 'offline' ? rows : 0, pages: 0, chars: text.length });
}

/** What a run reads before any margin: its documents, its description and (LLM) its instructions. */
export function extractionReadTokens(engine: TExtractionEngine, documents: readonly (TDocumentContent | null)[], description: string | null | undefined): number {
  const read = documents.reduce((sum, content) => sum + documentReadTokens(engine, content), 0) + descriptionReadTokens(engine, description);
  return read === 0 ? 0 : read + (engine === 'llm' ? EXTRACTION_PRICE.llm.runTokens : 0);
}

/** The price shown before a run ("about N tokens") and held: what will be read plus the stated margin. */
export function extractionEstimate(engine: TExtractionEngine, documents: readonly (TDocumentContent | null)[], description: string | null | undefined): number {
  return Math.ceil((extractionReadTokens(engine, documents, description) * (100 + EXTRACTION_PRICE.marginPercent)) / 100);
}

/** A typical BOQ for the free plan's arithmetic: 300 item rows in a workbook, or a 10-page PDF. */
export const TYPICAL_BOQ = { rows: 300, pages: 10 } as const;

/**
 * Vendor discovery: per category, keywords drawn from the project's own materials (no model) and
 * a search of the directory (and of the places provider when one is configured); per vendor kept,
 * its checks and scores, deeper enrichment checking more. No step calls a language model, so the
 * rates price server work, not model tokens (they were 200 a category and 100/200/500 a vendor,
 * which put the default discovery at 2,400 tokens, a quarter of the free month). The same figures
 * hold (maximum vendors) and charge (vendors saved).
 */
export const KEYWORD_TOKENS_PER_CATEGORY = 100;
export const ENRICHMENT_TOKENS_PER_VENDOR: Record<TEnrichmentLevel, number> = { basic: 10, standard: 25, deep: 60 };
/**
 * The discovery dialog starts with at most this many categories chosen (those with the most
 * materials; the user may tick more).
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
 * first ten development questions cost 658 to 1,354, 913 on average).
 */
export const TYPICAL_QUESTION_TOKENS = 920;

/**
 * What a monthly quota covers: one typical BOQ extraction by the offline reader (the price shown,
 * the larger of a 300-row workbook and a 10-page PDF), the default discovery, then questions.
 */
export interface TQuotaArithmetic {
  quota: number;
  extraction: number;
  discovery: number;
  question: number;
  /** Typical questions left after the extraction and the discovery. */
  questions: number;
}

export function quotaArithmetic(quota: number): TQuotaArithmetic {
  const extraction = Math.max(
    extractionEstimate('offline', [{ rows: TYPICAL_BOQ.rows, pages: 0, chars: 0 }], null),
    extractionEstimate('offline', [{ rows: 0, pages: TYPICAL_BOQ.pages, chars: 0 }], null),
  );
  const discovery = defaultDiscoveryTokens();
  const left = Math.max(0, quota - extraction - discovery);
  return { quota, extraction, discovery, question: TYPICAL_QUESTION_TOKENS, questions: Math.floor(left / TYPICAL_QUESTION_TOKENS) };
}
