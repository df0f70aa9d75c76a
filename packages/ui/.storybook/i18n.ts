/*
 * i18next for Storybook and the tests, built only from this package's `ui` namespace so the
 * components can be shown and tested without the apps' full i18n set-up.
 */
import en from '@app/i18n/locales/en/ui.json';
import gu from '@app/i18n/locales/gu/ui.json';
import hi from '@app/i18n/locales/hi/ui.json';
import { languageCodes, type LanguageCode } from '@app/i18n/languages';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const locales = languageCodes;
export type Locale = LanguageCode;

export const uiResources = { en: { ui: en }, gu: { ui: gu }, hi: { ui: hi } };

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: uiResources,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['ui'],
  defaultNS: 'ui',
  interpolation: { escapeValue: false },
  // Resources are in memory: initialise synchronously so the first render is translated.
  initAsync: false,
});

const perLocale = new Map<string, I18n>();

/**
 * One instance per language sharing the same resources. A story switches language by picking
 * an instance (through I18nextProvider) instead of calling changeLanguage during render, which
 * would update other mounted components mid-render.
 */
export function i18nFor(locale: string): I18n {
  let instance = perLocale.get(locale);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: locale, initAsync: false });
    perLocale.set(locale, instance);
  }
  return instance;
}
