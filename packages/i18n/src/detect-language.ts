import { fallbackLanguage, languageCodes, languageQueryParam, languageStorageKey, type LanguageCode } from './languages';

/** Where the visitor's language can come from, in the order `create.ts` gives the i18next detector. */
export interface LanguageSources {
  /** `location.search`: `?lang=gu` wins. */
  search: string;
  /** The remembered choice (`localStorage`). */
  storage?: Pick<Storage, 'getItem'>;
  /** `navigator.languages`. */
  browser?: readonly string[];
}

/**
 * The language i18next will resolve, without loading it: the first offered one of `?lang=`, the
 * stored choice and the browser's languages ("gu-IN" counts as "gu"), else English. Mirrors the
 * detector options in `create.ts` (querystring, localStorage, navigator; language only) for a
 * page's first script, which must know whether the prerendered language is the visitor's.
 */
export function detectLanguage(sources: LanguageSources, offered: readonly LanguageCode[] = languageCodes): LanguageCode {
  let stored: string | null = null;
  try {
    stored = sources.storage?.getItem(languageStorageKey) ?? null;
  } catch {
    // Blocked storage: the detector skips it too.
  }
  const candidates = [new URLSearchParams(sources.search).get(languageQueryParam), stored, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const code = candidate?.toLowerCase().split(/[-_]/)[0];
    const match = offered.find((language) => language === code);
    if (match) return match;
  }
  return fallbackLanguage;
}
