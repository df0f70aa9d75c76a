import type { Namespace } from '@app/i18n';

/**
 * Namespaces the shell itself needs on every page (chrome, errors, shared components). A module
 * of its own: the build config reads it too (first-screen preloads), without loading i18next.
 */
export const SHELL_NAMESPACES: readonly Namespace[] = ['shell', 'errors', 'ui', 'common'];
