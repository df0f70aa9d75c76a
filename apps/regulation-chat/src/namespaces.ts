import type { Namespace } from '@app/i18n';

/** The chat's i18n namespaces: loaded by the providers, preloaded by the page (vite.config.ts). */
export const APP_NAMESPACES: Namespace[] = ['chat'];
