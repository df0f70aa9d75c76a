import { defineAppConfig } from '@app/shell/vite-config';
import { offlinePage } from './build/offline-page';
import { serviceWorker } from './build/service-worker';

// The manifest tells the prerender which chunks and styles each lazy page needs (build/prerender.mjs).
export default defineAppConfig('marketing', 5173, { plugins: [offlinePage(), serviceWorker()], build: { manifest: true } });
