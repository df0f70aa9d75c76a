import { defineAppConfig } from '@app/shell/vite-config';

export default defineAppConfig('marketing', 5173);
