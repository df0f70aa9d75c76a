import { LANGUAGE_CODES, SITE_LANGUAGE_CODES, type TLanguageCode } from '@app/sdk/plain';

/** A language the product offers (spec part 1, section 3: code, name, nativeName, flag, rtl). */
export interface Language {
  code: LanguageCode;
  /** English name, for logs and English-only contexts. */
  name: string;
  /** The name in the language itself: what a language switch shows. */
  nativeName: string;
  flag: string;
  rtl: boolean;
}

/** The product's languages: the SDK's `LANGUAGE_CODES`, the one list of them. */
export type LanguageCode = TLanguageCode;

export const fallbackLanguage: LanguageCode = 'en';

/** localStorage key that remembers the user's choice (spec part 1, section 4 "Language"). */
export const languageStorageKey = 'i18nextLng';

/** The address's query parameter naming a page's language (`?lang=gu`), read before storage. */
export const languageQueryParam = 'lang';

const details: Record<LanguageCode, Omit<Language, 'code'>> = {
  en: { name: 'English', nativeName: 'English', flag: '🇬🇧', rtl: false },
  gu: { name: 'Gujarati', nativeName: 'ગુજરાતી', flag: '🇮🇳', rtl: false },
  hi: { name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', rtl: false },
};

export const languageCodes: readonly LanguageCode[] = LANGUAGE_CODES;

export const languages: readonly Language[] = languageCodes.map((code) => ({ code, ...details[code] }));

function pick(codes: readonly LanguageCode[]): readonly Language[] {
  return languages.filter((language) => codes.includes(language.code));
}

/** The public site and the signed-in top bar offer English and Gujarati. */
export const siteLanguages = pick(SITE_LANGUAGE_CODES);
export const siteLanguageCodes: readonly LanguageCode[] = SITE_LANGUAGE_CODES;

/** The regulation chat also answers in Hindi: every language. */
export const chatLanguages = languages;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** Maps any tag ("gu-IN", "hi", "fr") to one of ours, English when unknown. */
export function toLanguageCode(tag: string | null | undefined): LanguageCode {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(base) ? base : fallbackLanguage;
}

export function getLanguage(tag: string | null | undefined): Language {
  const code = toLanguageCode(tag);
  return languages.find((language) => language.code === code) ?? (languages[0] as Language);
}
