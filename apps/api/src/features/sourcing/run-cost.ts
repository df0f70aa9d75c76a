import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { extractionHold, type TExtractionHoldDocument } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';

/**
 * The most tokens one extraction run may cost, held before it starts (402 when the user cannot
 * cover it) and never exceeded: the real count is settled, capped at this hold. It is estimated
 * from what will be read, never from file bytes: a PDF's pages; a workbook, CSV or Word file one
 * bounded document estimate (their rows and characters are known only after parsing); all the
 * run's documents together at most one cap (`EXTRACTION_HOLD` in the SDK, documented in the
 * api README); the description by its length.
 */
export function runTokenHold(documents: readonly TExtractionHoldDocument[], description: string | null): number {
  return extractionHold(documents, description?.trim().length ?? 0);
}

/** A stored document as the hold sees it: a PDF with its page count (null when pdf.js cannot open it). */
export async function holdDocuments(
  deps: Pick<AppDeps, 'storage'>,
  documents: readonly { kind: string; storageKey: string }[],
): Promise<TExtractionHoldDocument[]> {
  return Promise.all(
    documents.map(async (document) => {
      if (document.kind !== 'pdf') return { kind: document.kind };
      const bytes = await deps.storage.get(document.storageKey);
      return { kind: 'pdf', pages: bytes ? await pdfPageCount(bytes) : null };
    }),
  );
}

/** Pages of a PDF from its page tree (no page is rendered or read); null when it cannot be opened. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const require = createRequire(import.meta.url);
    const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
    const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
    const pages = pdf.numPages;
    await pdf.destroy();
    return pages;
  } catch {
    return null;
  }
}
