import { countTokens } from '../answers/tokens.js';
import { descriptionDocument, offlineMaterials, piecesOf } from './read-document.js';
import { parseDocument, prewarmParser, type ParsedDocument } from './parse/parse-document.js';
import type { ParseLimits } from './parse/limits.js';
import type { ExtractionDocument, ExtractionResult, ExtractOptions, MaterialExtractor } from './types.js';

/** Streams materials one by one (the run shows each as it arrives) and counts the tokens. */
async function emit(parsed: ParsedDocument, options: ExtractOptions): Promise<ExtractionResult> {
  options.onProgress?.(0.3, 'Reading materials...');
  const pieces = piecesOf(parsed);
  const materials = offlineMaterials(pieces);
  for (const [index, material] of materials.entries()) {
    options.signal?.throwIfAborted();
    await options.onMaterial(material);
    if (index % 25 === 0) options.onProgress?.(0.3 + (0.7 * (index + 1)) / materials.length, `Found ${index + 1} of ${materials.length} materials`);
  }
  options.onProgress?.(1, 'Document read');
  return { tokens: countTokens(pieces.text) + countTokens(JSON.stringify(materials)), notes: pieces.notes };
}

/**
 * The default engine: no model, no key, deterministic. Files are parsed in worker threads; the
 * lexicon, unit and specification readers turn rows and lines into materials.
 */
export function createOfflineExtractor(limits?: ParseLimits): MaterialExtractor {
  prewarmParser();
  return {
    engine: 'offline',
    async extractDocument(document: ExtractionDocument, options: ExtractOptions) {
      options.onProgress?.(0, `Parsing ${document.filename}`);
      const parsed = await parseDocument(document, limits, options.signal);
      return emit(parsed, options);
    },
    async extractDescription(text: string, options: ExtractOptions) {
      return emit(descriptionDocument(text), options);
    },
  };
}
