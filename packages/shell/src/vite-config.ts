import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * The Vite config every app shares. Each app's assets go under `/assets/<app>/` so the builds can
 * sit side by side on one origin; `VITE_API_URL` (default `/api`) points a standalone build at
 * an API on another host.
 */
export function defineAppConfig(app: string, devPort: number, extra: UserConfig = {}) {
  return defineConfig({
    plugins: [react()],
    build: { assetsDir: `assets/${app}`, sourcemap: true, ...extra.build },
    server: {
      port: devPort,
      proxy: { '/api': process.env.VITE_DEV_API ?? 'http://localhost:3000' },
    },
    ...extra,
  });
}
