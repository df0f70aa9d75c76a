/*
 * An English i18next instance with the marketing namespaces in memory, for component tests:
 * synchronous, registered with react-i18next, and leaving <html> alone.
 */
import { createI18n, siteLanguageCodes } from '@app/i18n';
import auth from '@app/i18n/locales/en/auth.json';
import common from '@app/i18n/locales/en/common.json';
import errors from '@app/i18n/locales/en/errors.json';
import news from '@app/i18n/locales/en/news.json';
import shell from '@app/i18n/locales/en/shell.json';
import site from '@app/i18n/locales/en/site.json';
import ui from '@app/i18n/locales/en/ui.json';

export const testI18n = createI18n({
  namespaces: ['site', 'news', 'auth', 'shell', 'errors', 'ui'],
  lng: 'en',
  supportedLanguages: siteLanguageCodes,
  resources: { en: { site, news, auth, common, errors, shell, ui } },
  document: null,
});
