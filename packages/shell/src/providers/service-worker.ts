/**
 * Registers the service worker the one-origin server serves at `/sw.js` (from the marketing
 * app's public files): browsers offer installation (and so the install prompt) only to pages
 * controlled by one. Production builds only: in development it would cache Vite's modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    // A standalone deployment may not serve /sw.js: the app works the same, just not installable.
    console.info('[shell] no service worker', error);
  });
}
