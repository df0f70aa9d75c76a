/*
 * An English i18next instance with this app's namespaces in memory, for component tests:
 * synchronous, registered with react-i18next, and leaving <html> alone.
 */
import { createI18n } from '@app/i18n';
import common from '@app/i18n/locales/en/common.json';
import errors from '@app/i18n/locales/en/errors.json';
import home from '@app/i18n/locales/en/home.json';
import quotes from '@app/i18n/locales/en/quotes.json';
import shell from '@app/i18n/locales/en/shell.json';
import sourcing from '@app/i18n/locales/en/sourcing.json';
import ui from '@app/i18n/locales/en/ui.json';
import vendors from '@app/i18n/locales/en/vendors.json';

export const testI18n = createI18n({
  namespaces: ['home', 'sourcing', 'vendors', 'quotes', 'shell', 'errors', 'ui'],
  lng: 'en',
  resources: { en: { home, sourcing, vendors, quotes, common, errors, shell, ui } },
  document: null,
});
