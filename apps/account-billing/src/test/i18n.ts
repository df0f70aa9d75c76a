/*
 * An English i18next instance with this app's namespaces in memory, for component tests:
 * synchronous, registered with react-i18next, and leaving <html> alone.
 */
import { createI18n } from '@app/i18n';
import billing from '@app/i18n/locales/en/billing.json';
import common from '@app/i18n/locales/en/common.json';
import errors from '@app/i18n/locales/en/errors.json';
import profile from '@app/i18n/locales/en/profile.json';
import shell from '@app/i18n/locales/en/shell.json';
import ui from '@app/i18n/locales/en/ui.json';
import usage from '@app/i18n/locales/en/usage.json';

export const testI18n = createI18n({
  namespaces: ['profile', 'usage', 'billing', 'shell', 'errors', 'ui'],
  lng: 'en',
  resources: { en: { profile, usage, billing, common, errors, shell, ui } },
  document: null,
});
