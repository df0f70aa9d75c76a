import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import type { PageHighlight } from './page-boxes';
import { textLineBoxes, type PageView, type TextRun } from './text-boxes';

/**
 * The highlight of a line of text on one page (read from the page's text layer), for documents
 * whose source is known as "page N, this line" rather than as boxes. Empty until found, or when
 * the line is not on the page.
 */
export function useTextHighlight(doc: PDFDocumentProxy | null, page: number, text: string | null): PageHighlight[] {
  const [found, setFound] = useState<{ key: string; highlights: PageHighlight[] }>({ key: '', highlights: [] });
  const key = `${page}:${text ?? ''}`;

  useEffect(() => {
    if (!doc || !text) return;
    let cancelled = false;
    void (async () => {
      try {
        const proxy = await doc.getPage(page);
        const content = await proxy.getTextContent();
        const runs = content.items.filter((item): item is TextRun & typeof item => 'str' in item);
        const boxes = textLineBoxes(runs, proxy.view as PageView, text);
        if (!cancelled) setFound({ key, highlights: boxes.length ? [{ id: key, boxes }] : [] });
      } catch {
        // A page without a text layer (a scan) gets no highlight; the page itself still shows.
        if (!cancelled) setFound({ key, highlights: [] });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [doc, page, text, key]);

  return found.key === key ? found.highlights : [];
}
