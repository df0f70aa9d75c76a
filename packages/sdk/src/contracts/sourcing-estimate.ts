import { z } from 'zod';
import { PROJECT_DESCRIPTION_MAX_LENGTH } from './sourcing-projects.js';

/**
 * The price of an extraction before it starts (`extractionEstimate` in metering.ts): what each
 * document will be read for — counted at upload — and the description, plus the stated margin.
 * `tokens` is shown as "about N tokens" and is exactly what the start holds; the run is never
 * charged more.
 */
export const ZExtractionEstimateDocument = z.object({
  document_id: z.number().int(),
  filename: z.string(),
  /** Rows (sheets, CSV, Word tables and paragraphs) and pages (PDF) that will be read. */
  rows: z.number().int().min(0),
  pages: z.number().int().min(0),
  /** Tokens reading it costs, before the margin (0 when it cannot be read). */
  tokens: z.number().int().min(0),
});

export const ZExtractionEstimate = z.object({
  /** The price shown and held: what will be read plus `margin_percent`, rounded up. */
  tokens: z.number().int().min(0),
  margin_percent: z.number().int().min(0),
  engine: z.enum(['offline', 'llm']),
  documents: z.array(ZExtractionEstimateDocument),
  /** Tokens reading the project description costs, before the margin. */
  description_tokens: z.number().int().min(0),
});
export type TExtractionEstimate = z.infer<typeof ZExtractionEstimate>;

/**
 * Body of the description-only price: a project created with a description and no document starts
 * its run at once, so the form shows this price before it is sent.
 */
export const ZDescriptionEstimateRequest = z.object({
  project_description: z.string().max(PROJECT_DESCRIPTION_MAX_LENGTH, 'Description is too long (max 10000 characters)'),
});
export type TDescriptionEstimateRequest = z.infer<typeof ZDescriptionEstimateRequest>;
