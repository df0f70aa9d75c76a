/*
 * An i18next instance with the chat's namespaces in English, Gujarati and Hindi in memory, for
 * component tests: synchronous, registered with react-i18next, leaving <html> alone.
 */
import { createI18n, languageCodes, loadResources } from '@app/i18n';

const resources = await loadResources(languageCodes, ['chat', 'common', 'errors', 'shell', 'ui']);

export const testI18n = createI18n({
  namespaces: ['chat', 'shell', 'errors', 'ui'],
  lng: 'en',
  resources,
  document: null,
});
