import { initI18n, isNamespace, type I18nOptions } from '@app/i18n';
import type { i18n as I18n } from 'i18next';
import { SHELL_NAMESPACES } from './shell-namespaces';

const loading = new Map<string, Promise<I18n>>();

/**
 * The app's namespaces first (the first is the default for `t('key')`), then the shell's. One
 * instance per set of namespaces (and forced language) per page, so re-mounting AppProviders does
 * not reload anything. `options` force a language and keep off the global document (prerendering).
 */
export function loadI18n(
  namespaces: readonly string[],
  options: Pick<I18nOptions, 'lng' | 'document'> = {},
): Promise<I18n> {
  const wanted = [...new Set([...namespaces.filter(isNamespace), ...SHELL_NAMESPACES])];
  const key = `${wanted.join(',')}|${options.lng ?? ''}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = initI18n({ namespaces: wanted, ...options });
    loading.set(key, promise);
  }
  return promise;
}
