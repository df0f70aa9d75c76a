import { judgePage } from './legacy-text.js';
import { DEFAULT_OCR_LIMITS, type OcrLimits, ocrPages } from './ocr.js';
import type { ExtractedPdf, TextItem } from './pdf-extract.js';

export interface TrustedText extends ExtractedPdf {
  /** Pages (1-based) whose text came from OCR, or (deferred) is still to come from it. */
  ocrPages: number[];
  /** Pages left out of the index: untrusted text that OCR could not replace (over the limits, or failed). */
  droppedPages: number[];
}

/** Reads the given pages (1-based) of a PDF as text items; `ocrPages` unless a test passes another. */
export type OcrReader = (bytes: Uint8Array, pages: number[], limits?: OcrLimits) => Promise<Map<number, TextItem[]>>;

/**
 * Pages whose text layer is not what they show (pre-Unicode Gujarati fonts, see legacy-text.ts)
 * or that have no text but images (a scan): only OCR can read them.
 */
export const pagesNeedingOcr = (pdf: ExtractedPdf): number[] =>
  pdf.pages.flatMap((page, i) => ((page.items.length === 0 && page.images > 0) || judgePage(page).garbled ? [i + 1] : []));

/** The PDF with the text of `read` in place of the given pages' own (an unread page has none). */
export function withOcrText(pdf: ExtractedPdf, pages: number[], read: Map<number, TextItem[]>): ExtractedPdf {
  return { ...pdf, pages: pdf.pages.map((page, i) => (pages.includes(i + 1) ? { ...page, items: read.get(i + 1) ?? [] } : page)) };
}

/**
 * The text to index now, OCR'd pages included. Garbled text is never indexed: a page that OCR
 * cannot read is left out rather than indexed as Latin codes.
 */
export async function trustedText(bytes: Uint8Array, pdf: ExtractedPdf, limits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<TrustedText> {
  const needed = pagesNeedingOcr(pdf);
  if (needed.length === 0) return { ...pdf, ocrPages: [], droppedPages: [] };
  const read = await ocrPages(bytes, needed, limits).catch(() => new Map<number, never[]>());
  return {
    ...withOcrText(pdf, needed, read),
    ocrPages: needed.filter((n) => read.has(n)),
    droppedPages: needed.filter((n) => !read.has(n)),
  };
}

/** The trusted pages only; the pages needing OCR are left blank for the OCR job (`ocrPages`). */
export function deferredText(pdf: ExtractedPdf): TrustedText {
  const needed = pagesNeedingOcr(pdf);
  return { ...withOcrText(pdf, needed, new Map()), ocrPages: needed, droppedPages: [] };
}
