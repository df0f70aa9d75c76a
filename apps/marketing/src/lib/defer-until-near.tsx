import { type ReactNode, use } from 'react';

/** How far below the viewport a section starts loading, so it is ready when scrolled to. */
const ROOT_MARGIN = '600px 0px';
const waits = new Map<string, Promise<void>>();

/** Resolves once the element `id` comes near the viewport (at once where that cannot be observed). */
export function whenNear(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      if (typeof IntersectionObserver === 'undefined') return resolve();
      // Looked up a frame later: on a fresh render the section is committed after this render.
      requestAnimationFrame(() => {
        const element = document.getElementById(id);
        if (!element) return resolve();
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            resolve();
          },
          { rootMargin: ROOT_MARGIN },
        );
        observer.observe(element);
      });
    });
    waits.set(id, wait);
  }
  return wait;
}

/**
 * Renders `children` (a lazy part of a section) only once the section `id` is near the viewport,
 * so its chunk is not part of the landing page's first download. Inside a Suspense boundary: while
 * hydrating, React keeps the prerendered HTML of a boundary that suspends, so the reader sees the
 * full section at once and it becomes interactive when it scrolls into reach. The prerender
 * (no document) renders straight through.
 */
export function DeferUntilNear({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document !== 'undefined') use(whenNear(id));
  return children;
}
