import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to keep looking for a `#section` that a lazy chunk has not rendered yet. */
const HASH_WAIT_MS = 2000;

/**
 * A new page starts at the top; a link with a hash (`/#pricing`) scrolls to that section once it
 * is rendered. A query change (modal arrival, news filters) keeps the reader where they are, and
 * so does a hash being dropped (setting the query removes it).
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (!hash) {
      if (pathChanged) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (Date.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
