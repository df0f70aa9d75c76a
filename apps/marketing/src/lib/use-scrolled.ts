import { useEffect, useState } from 'react';

/** Past this many pixels of scrolling the top bar turns opaque (spec part 1, "/ Landing page"). */
export const OPAQUE_AFTER_PX = 20;

/** True while the window is scrolled further than `threshold` pixels. */
export function useScrolled(threshold = OPAQUE_AFTER_PX): boolean {
  // Not scrolled on the first render, as on the prerendered page; the effect reads the window.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update(); // a reload can restore a scrolled position before this effect runs
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
