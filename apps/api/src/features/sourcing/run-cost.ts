import {
  descriptionReadTokens,
  documentReadTokens,
  EXTRACTION_PRICE,
  extractionEstimate,
  type TDocumentContent,
  type TExtractionEngine,
  type TExtractionEstimate,
} from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ProjectDocumentRow } from '../../db/schema/sourcing.js';
import { contentOf } from './document-content.js';

/**
 * The price of one extraction run, shown before it starts ("about N tokens") and held by the
 * start (402 when the user cannot cover it): what its documents will be read for — rows, pages,
 * characters counted at upload (document-content.ts), never file bytes — and its description, at
 * the engine's rates, plus the stated margin (`EXTRACTION_PRICE` in the SDK, documented in the api
 * README). The run is charged what it read (`readTokens`), capped at this hold.
 */
export function runTokenHold(engine: TExtractionEngine, documents: readonly (TDocumentContent | null)[], description: string | null): number {
  // The ledger holds at least one token; a run that reads nothing is charged nothing.
  return Math.max(1, extractionEstimate(engine, documents, description));
}

/**
 * Tokens a document read by a run is charged: the offline reader its counted content at the stated
 * rates (the same figure its price was made of); a model its real token count.
 */
export function readTokens(engine: TExtractionEngine, content: TDocumentContent | null, counted: number): number {
  return engine === 'offline' ? documentReadTokens(engine, content) : Math.max(0, Math.round(counted));
}

/** Tokens the description read by a run is charged (see `readTokens`). */
export function descriptionTokens(engine: TExtractionEngine, description: string, counted: number): number {
  return engine === 'offline' ? descriptionReadTokens(engine, description) : Math.max(0, Math.round(counted));
}

type EstimateDeps = Pick<AppDeps, 'database' | 'storage' | 'extractor'>;

/** The contents of a project's documents, in order (each counted now if it never was). */
export function contentsOf(deps: Pick<AppDeps, 'database' | 'storage'>, documents: readonly ProjectDocumentRow[]): Promise<(TDocumentContent | null)[]> {
  return Promise.all(documents.map((document) => contentOf(deps, document)));
}

/** The extraction-estimate route's answer: per document what will be read, and the price (= the hold). */
export async function extractionEstimateOf(
  deps: EstimateDeps,
  documents: readonly ProjectDocumentRow[],
  description: string | null,
): Promise<TExtractionEstimate> {
  const engine = deps.extractor.engine;
  const contents = await contentsOf(deps, documents);
  return {
    tokens: runTokenHold(engine, contents, description),
    margin_percent: EXTRACTION_PRICE.marginPercent,
    engine,
    documents: documents.map((document, index) => {
      const content = contents[index] ?? null;
      return {
        document_id: document.id,
        filename: document.filename,
        rows: content?.rows ?? 0,
        pages: content?.pages ?? 0,
        tokens: documentReadTokens(engine, content),
      };
    }),
    description_tokens: descriptionReadTokens(engine, description),
  };
}
