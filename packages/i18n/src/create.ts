import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { applyLanguageToDocument } from './document';
import { fallbackLanguage, languageCodes, languageQueryParam, languageStorageKey, type LanguageCode } from './languages';
import { lazyCatalogues } from './loader';
import type { Namespace } from './namespaces';

export interface I18nOptions {
  /** Namespaces the app's screens use; the first is the default for `t('key')`. */
  namespaces: readonly Namespace[];
  /** Forces a language (tests, Storybook). Without it: `?lang=`, localStorage `i18nextLng`, then the browser. */
  lng?: LanguageCode;
  /** Languages this app offers (default all: en, gu, hi). Anything else falls back to English. */
  supportedLanguages?: readonly LanguageCode[];
  /** Catalogues already in memory. Without them each catalogue is imported lazily. */
  resources?: Resource;
  /** Where `lang`, `dir` and the font class go; `null` for none. Default: the global document. */
  document?: Document | null;
}

function buildInstance(options: I18nOptions): { instance: i18n; ready: Promise<unknown> } {
  const offered: readonly string[] = options.supportedLanguages ?? languageCodes;
  const instance = i18next.createInstance();
  const doc = options.document === null ? undefined : (options.document ?? globalThis.document);
  // Registered before init so the first resolved language already reaches <html>.
  instance.on('languageChanged', (lng) => applyLanguageToDocument(instance.resolvedLanguage ?? lng, doc));

  // The detector is used even when `lng` is forced: it is also what persists every change.
  instance.use(LanguageDetector).use(initReactI18next);
  if (!options.resources) instance.use(lazyCatalogues);

  const init: InitOptions = {
    lng: options.lng,
    // `common` is always loaded: it is the fallback namespace for shared words (Save, Cancel...).
    ns: [...new Set([...options.namespaces, 'common'])],
    defaultNS: options.namespaces[0] ?? 'common',
    fallbackNS: 'common',
    // Loaded lazily, every language's catalogues are complete (the parity test), so a Gujarati or
    // Hindi page does not also download the English ones as a fallback; English stays the
    // fallback for any other language and for catalogues passed in.
    fallbackLng: options.resources ? fallbackLanguage : (code?: string) => (code && offered.includes(code) ? [] : [fallbackLanguage]),
    supportedLngs: [...offered],
    // "gu-IN" from the browser means Gujarati; we ship no regional variants.
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    resources: options.resources,
    detection: {
      // `?lang=gu` first: a prerendered page's language is in its address (and is then kept).
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: languageQueryParam,
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
      // Remember "gu", not the browser's "gu-IN": every app compares against our codes.
      convertDetectedLanguage: (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? tag,
    },
    // React escapes output already; escaping here would double-encode "&" in "Billing & Plans".
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // With bundled resources everything is in memory: initialise synchronously so `t` works
    // right after `createI18n` returns.
    initAsync: !options.resources,
  };
  const ready = instance.init(init);
  return { instance, ready };
}

/**
 * Creates an i18next instance wired to react-i18next (so `useTranslation` works without a
 * provider), the language detector and the lazy catalogue loader. Catalogues load in the
 * background; use `initI18n` to wait for them before the first render.
 */
export function createI18n(options: I18nOptions): i18n {
  return buildInstance(options).instance;
}

/** Like `createI18n`, resolved once the current language's catalogues are loaded. */
export async function initI18n(options: I18nOptions): Promise<i18n> {
  const { instance, ready } = buildInstance(options);
  await ready;
  return instance;
}
