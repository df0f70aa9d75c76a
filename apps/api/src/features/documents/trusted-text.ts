import { judgePage } from './legacy-text.js';
import { DEFAULT_OCR_LIMITS, type OcrLimits, ocrPages } from './ocr.js';
import type { ExtractedPdf } from './pdf-extract.js';

export interface TrustedText extends ExtractedPdf {
  /** Pages (1-based) whose text came from OCR. */
  ocrPages: number[];
  /** Pages left out of the index: untrusted text that OCR could not replace (over the limits, or failed). */
  droppedPages: number[];
}

/**
 * The text to index. A page whose text layer is not what it shows (pre-Unicode Gujarati fonts,
 * see legacy-text.ts) or that has no text but images (a scan) is read by OCR instead; its items
 * are replaced by the recognised words and their boxes. Garbled text is never indexed: a page
 * that OCR cannot read is left out rather than indexed as Latin codes.
 */
export async function trustedText(bytes: Uint8Array, pdf: ExtractedPdf, limits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<TrustedText> {
  const needed = pdf.pages.flatMap((page, i) => ((page.items.length === 0 && page.images > 0) || judgePage(page).garbled ? [i + 1] : []));
  if (needed.length === 0) return { ...pdf, ocrPages: [], droppedPages: [] };
  const read = await ocrPages(bytes, needed, limits).catch(() => new Map<number, never[]>());
  const pages = pdf.pages.map((page, i) => (needed.includes(i + 1) ? { ...page, items: read.get(i + 1) ?? [] } : page));
  return {
    ...pdf,
    pages,
    ocrPages: needed.filter((n) => read.has(n)),
    droppedPages: needed.filter((n) => !read.has(n)),
  };
}
