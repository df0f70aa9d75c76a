import { defineAppConfig } from '@app/shell/vite-config';

export default defineAppConfig('regulation-chat', 5174);
