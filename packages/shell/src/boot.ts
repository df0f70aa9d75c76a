// Light entry for a page's first script, before the app loads: no React, no jotai, no i18next.
export { AUTH_PARAM } from './navigation/auth-param';
export { FLASH_KEY, hasFlashToast } from './providers/flash-key';
export { registerServiceWorker } from './providers/service-worker';
export { hasKeptSession } from './session/kept-session';
