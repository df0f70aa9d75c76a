import { useEffect } from 'react';

/**
 * Controls of a prerendered page do nothing until React owns them. Rendered beside the page
 * inside its Suspense boundary, this marks `#root[data-interactive]` only once the lazy page
 * itself has hydrated (browser tests wait for it).
 */
export function MarkInteractive() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) root.dataset.interactive = 'true';
  }, []);
  return null;
}
