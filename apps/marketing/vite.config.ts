import { defineAppConfig } from '@app/shell/vite-config';
import { offlinePage } from './build/offline-page';
import { serviceWorker } from './build/service-worker';

export default defineAppConfig('marketing', 5173, { plugins: [offlinePage(), serviceWorker()] });
