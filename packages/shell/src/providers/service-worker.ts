/** Applies a waiting service worker: the page reloads once the new worker controls it. */
export type ApplyUpdate = () => void;

/**
 * Registers the service worker the one-origin server serves at `/sw.js` (Workbox, built with the
 * marketing app: precached shell, offline page) and calls `onUpdate` when a newer version is
 * installed and waiting, so the page can offer a reload. Production builds only: in development
 * it would cache Vite's modules. The worker is generated with `skipWaiting: false`, so it takes
 * over only when the user accepts (`SKIP_WAITING` message) — never under a page mid-work.
 */
export function registerServiceWorker(onUpdate: (apply: ApplyUpdate) => void): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  container.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      // No controller yet means a first install, not an update: nothing to offer.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
    },
    (error: unknown) => {
      // A standalone deployment may not serve /sw.js: the app works the same, just not offline.
      console.info('[shell] no service worker', error);
    },
  );
}
