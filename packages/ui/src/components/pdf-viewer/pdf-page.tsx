import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { boxToRect, type PageHighlight } from './page-boxes';
import './pdf-viewer.css';

export interface PdfPageProps {
  doc: PDFDocumentProxy;
  page: number;
  /** CSS pixels; the height follows the page's proportions. */
  width: number;
  /** The highlights on this page, with their index among the document's highlights. */
  highlights: { highlight: PageHighlight; index: number }[];
  active: number;
  label: string;
}

/**
 * One PDF page drawn on a canvas (sharp on high-density screens), with passages drawn over it
 * as rectangles from their boxes (fractions of the page). The active one is emphasised and
 * scrolled into view. Used by the chat's source viewer and the sourcing document viewer.
 */
export function PdfPage({ doc, page, width, highlights, active, label }: PdfPageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const activeBox = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number; page: number } | null>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!target || width <= 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    void (async () => {
      try {
        const proxy = await doc.getPage(page);
        if (cancelled) return;
        const base = proxy.getViewport({ scale: 1 });
        const scale = width / base.width;
        const ratio = globalThis.devicePixelRatio || 1;
        const viewport = proxy.getViewport({ scale: scale * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${width}px`;
        target.style.height = `${base.height * scale}px`;
        task = proxy.render({ canvas: target, viewport });
        await task.promise;
        if (!cancelled) setSize({ width, height: base.height * scale, page });
      } catch {
        // A render cancelled by the next one (zoom, page turn) is expected; nothing to show.
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, width]);

  const drawn = size && size.page === page ? size : null;

  useLayoutEffect(() => {
    if (drawn) activeBox.current?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  }, [drawn, active]);

  return (
    <div className="ui-pdf-page" style={drawn ? { width: drawn.width, height: drawn.height } : { width }}>
      <canvas ref={canvas} className="ui-pdf-page__canvas" role="img" aria-label={label} data-page={drawn?.page} />
      {drawn &&
        highlights.flatMap(({ highlight, index }) =>
          highlight.boxes.map((box, b) => {
            const rect = boxToRect(box, drawn.width, drawn.height);
            const isActive = index === active;
            return (
              <div
                key={`${highlight.id}-${b}`}
                ref={isActive && b === 0 ? activeBox : undefined}
                className={`ui-pdf-highlight${isActive ? ' ui-pdf-highlight--active' : ''}`}
                data-highlight={index + 1}
                style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
                aria-hidden="true"
              />
            );
          }),
        )}
    </div>
  );
}
