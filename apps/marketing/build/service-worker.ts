import { VitePWA } from 'vite-plugin-pwa';

/**
 * The site's service worker (Workbox `generateSW`), served at `/sw.js` with scope `/` for every
 * app on this origin (the shell registers it):
 * - precaches the marketing build's scripts, styles, icons and the offline page;
 * - pages (any app's) go to the network first (3 s), fall back to the copy kept from the last
 *   visit, then to the offline page: a shell visited once opens offline;
 * - other apps' hashed assets are kept on first use (their file names change with their content);
 * - `/api/*` is never handled, so nothing sent with credentials is ever cached.
 * `skipWaiting` stays off: a new version waits until the user accepts the reload toast.
 */
export function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    // The shell registers /sw.js itself (every app, not only this one).
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['icon.svg'],
    manifest: {
      name: 'Gujarat Build Assist',
      short_name: 'Build Assist',
      description: 'GDCR regulation chat and construction sourcing for Gujarat',
      id: '/',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0f5c4d',
      icons: [
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Fonts are left to the runtime rule: only the subsets a page uses are worth keeping.
      globPatterns: ['assets/marketing/**/*.{js,css}', 'offline.html', 'install-prompt-capture.js', '*.{svg,png}', 'news/*.svg'],
      // Pages are not precached: each public page has its own prerendered HTML, kept on visit.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 60 },
            precacheFallback: { fallbackURL: 'offline.html' },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'app-assets', expiration: { maxEntries: 200 } },
        },
      ],
    },
  });
}
