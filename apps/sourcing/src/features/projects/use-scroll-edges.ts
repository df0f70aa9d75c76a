import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Tracks whether a horizontal scroller can move back or forward, so the carousel shows its
 * arrows only when there is something to scroll to (3 cards per view on desktop, fewer on
 * phones: the same list overflows on one screen and not on another).
 */
export function useScrollEdges<T extends HTMLElement>(deps: unknown[]) {
  const ref = useRef<T | null>(null);
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const canPrevious = el.scrollLeft > 1;
    const canNext = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((old) => (old.canPrevious === canPrevious && old.canNext === canNext ? old : { canPrevious, canNext }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
    // `deps`: re-attach and re-measure when the content (and so the scroller element) changes.
  }, [update, ...deps]);

  /** Moves by one view (the visible cards), backwards with -1. */
  const scrollByView = useCallback((direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const left = direction * el.clientWidth;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior: 'smooth' });
    else el.scrollLeft += left;
  }, []);

  return { ref, ...edges, scrollByView };
}
