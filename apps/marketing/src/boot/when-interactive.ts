/**
 * Resolves once React has hydrated (or rendered) the page: `MarkInteractive` sets
 * `#root[data-interactive]` from an effect, after the page's own boundary committed.
 */
export function whenInteractive(root: HTMLElement): Promise<void> {
  const done = () => root.dataset.interactive === 'true';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
  });
}
