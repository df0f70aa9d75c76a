import { useEffect, type RefObject } from 'react';

/** The token the Toaster's top offset reads (@app/ui tokens.css). */
const OFFSET_PROPERTY = '--ui-toast-offset-top';
const GAP_PX = 8;

/**
 * While the viewer is open, the toasts (top right, i.e. over the viewer) start below its header
 * and toolbar, so 'Opening …' never covers the close or zoom buttons. Follows the toolbar as it
 * wraps or the panel goes full screen; on close the default (below the top bar) applies again.
 */
export function useToastClearance(controls: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = controls.current;
    if (!el) return;
    const root = document.documentElement;
    const place = () => root.style.setProperty(OFFSET_PROPERTY, `${Math.ceil(el.getBoundingClientRect().bottom) + GAP_PX}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(el);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty(OFFSET_PROPERTY);
    };
  }, [controls]);
}
