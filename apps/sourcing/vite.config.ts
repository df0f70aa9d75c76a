import { defineAppConfig } from '@app/shell/vite-config';

export default defineAppConfig('sourcing', 5175);
