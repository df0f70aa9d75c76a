import { defineAppConfig } from '@app/shell/vite-config';

export default defineAppConfig('account-billing', 5176);
