import { createI18n, loadResources } from '@app/i18n';
import type { i18n as I18n } from 'i18next';

/** An English i18n instance with the real catalogues, initialised synchronously for tests. */
export async function testI18n(): Promise<I18n> {
  const namespaces = ['shell', 'ui', 'errors', 'common', 'auth', 'chat'] as const;
  const resources = await loadResources(['en'], namespaces);
  return createI18n({ namespaces, lng: 'en', resources, document: null });
}
