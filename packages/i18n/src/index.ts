export { createI18n, initI18n, type I18nOptions } from './create';
export { applyLanguageToDocument } from './document';
export { formatDate, formatInr, formatNumber, formatRelativeTime, intlLocale } from './format';
export {
  chatLanguages,
  fallbackLanguage,
  getLanguage,
  isLanguageCode,
  languageCodes,
  languageQueryParam,
  languageStorageKey,
  languages,
  siteLanguageCodes,
  siteLanguages,
  toLanguageCode,
  type Language,
  type LanguageCode,
} from './languages';
export { lazyCatalogues, loadCatalogue, loadResources } from './loader';
export { isNamespace, namespaces, type Namespace } from './namespaces';
