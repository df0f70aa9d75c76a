import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstScreenPreload, type FirstScreen } from './vite/first-screen-preload';

/**
 * The Vite config every app shares. Each app's assets go under `/assets/<app>/` so the builds can
 * sit side by side on one origin; `VITE_API_URL` (default `/api`) points a standalone build at
 * an API on another host. Text files over 1 KB also get `.br` and `.gz` copies made once at build
 * (the server sends them by Accept-Encoding); source maps are written but not linked from the
 * scripts (`hidden`), and the server never sends them in production. `extra.plugins` run before
 * the shared ones (the marketing app adds its service worker this way). Everything the entry
 * imports statically goes into one chunk (`$initial`): one request for the first script instead
 * of a dozen small modulepreloads (README, "One initial chunk"). `firstScreen` names what the
 * app's main page loads at once, which the page then preloads (vite/first-screen-preload.ts).
 */
export function defineAppConfig(
  app: string,
  devPort: number,
  { plugins = [], build, firstScreen, ...extra }: UserConfig & { firstScreen?: FirstScreen } = {},
) {
  const preload = firstScreen && firstScreenPreload(firstScreen);
  // The first screen's modules (routes, session runtime, catalogues, what they import) are one
  // chunk besides the entry: two scripts to fetch instead of some twenty small ones.
  const groups = [
    { name: 'initial', tags: ['$initial' as const] },
    ...(preload ? [{ name: 'first-screen', test: preload.isFirstScreen }] : []),
  ];
  return defineConfig({
    plugins: [
      ...plugins,
      react(),
      ...(preload ? [preload] : []),
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/,
        threshold: 1024,
      }),
    ],
    build: {
      assetsDir: `assets/${app}`,
      sourcemap: 'hidden',
      rolldownOptions: { output: { codeSplitting: { groups } } },
      ...build,
    },
    server: {
      port: devPort,
      proxy: { '/api': process.env.VITE_DEV_API ?? 'http://localhost:3000' },
    },
    ...extra,
  });
}
