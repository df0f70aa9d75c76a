import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to keep looking for a `#section` that a lazy chunk has not rendered yet. */
const HASH_WAIT_MS = 2000;
/**
 * How long the section is kept in view while the page above it settles: the pricing FAQ's chunk,
 * fonts and images arrive after the first scroll, and each would push #news out of sight.
 */
const SETTLE_MS = 5000;
/** The reader taking over: from then on the page is theirs to scroll. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the element `id` once it is rendered, then again whenever the page's height changes
 * (ResizeObserver on <body>), the fonts or the images finish loading, until the reader scrolls
 * or types, or the page has settled. Returns the function that stops it.
 */
function scrollToSection(id: string): () => void {
  const started = Date.now();
  let target: HTMLElement | null = null;
  let frame = 0;
  let settled: ReturnType<typeof setTimeout> | undefined;
  let observer: ResizeObserver | undefined;
  let stopped = false;

  const scroll = () => {
    if (!stopped) target?.scrollIntoView();
  };
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    clearTimeout(settled);
    observer?.disconnect();
    window.removeEventListener('load', scroll);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  const follow = () => {
    observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    window.addEventListener('load', scroll);
    void document.fonts?.ready.then(scroll);
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
    settled = setTimeout(stop, SETTLE_MS);
  };
  const find = () => {
    target = document.getElementById(id);
    if (target) {
      scroll();
      follow();
    } else if (Date.now() - started < HASH_WAIT_MS) {
      frame = requestAnimationFrame(find);
    }
  };
  find();
  return stop;
}

/**
 * A new page starts at the top; a link with a hash (`/#news`) scrolls to that section once it is
 * rendered and keeps it there while the sections above finish loading. A query change (modal
 * arrival, news filters) keeps the reader where they are, and so does a hash being dropped
 * (setting the query removes it). Following the same section link again scrolls again.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);
  const hashVisit = hash ? key : null;

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (!hash) {
      if (pathChanged) window.scrollTo(0, 0);
      return;
    }
    return scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash, hashVisit]);
}
