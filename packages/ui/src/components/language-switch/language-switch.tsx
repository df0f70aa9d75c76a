import { languageCodes, languages as allLanguages, siteLanguageCodes, type LanguageCode } from '@app/i18n/languages';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import './language-switch.css';

export type { LanguageCode };

/** Each language named in itself, so a reader finds theirs whatever the current language. */
export const nativeLanguageNames = Object.fromEntries(allLanguages.map((language) => [language.code, language.nativeName])) as Record<
  LanguageCode,
  string
>;

export interface LanguageSwitchProps {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  /**
   * `toggle`: EN | GU side by side (site and top bar).
   * `cycle`: one button that steps EN → GU → HI → EN (chat top bar).
   */
  variant?: 'toggle' | 'cycle';
  /** Languages offered; en/gu for the toggle and en/gu/hi for the cycle by default. */
  languages?: readonly LanguageCode[];
  className?: string;
}

/** The language after `current` in `languages`, wrapping around. */
export function nextLanguage(current: LanguageCode, languages: readonly LanguageCode[]): LanguageCode {
  const index = languages.indexOf(current);
  return languages[(index + 1) % languages.length] ?? current;
}

export function LanguageSwitch({ value, onChange, variant = 'toggle', languages, className }: LanguageSwitchProps) {
  // Labelled in the language it shows, not the page's: the chat's Hindi lives beside a chrome in
  // English or Gujarati, and its button must still read in Hindi.
  const { t } = useTranslation('ui', { lng: value });
  const offered = languages ?? (variant === 'cycle' ? languageCodes : siteLanguageCodes);

  if (variant === 'cycle') {
    const next = nextLanguage(value, offered);
    return (
      <button
        type="button"
        className={cx('ui-language-cycle', className)}
        lang={value}
        onClick={() => onChange(next)}
        title={t('languageSwitch.cycle', { current: nativeLanguageNames[value], next: nativeLanguageNames[next] })}
      >
        <Languages aria-hidden />
        <span>{value.toUpperCase()}</span>
        <span className="ui-sr-only">
          {' '}
          {t('languageSwitch.cycle', { current: nativeLanguageNames[value], next: nativeLanguageNames[next] })}
        </span>
      </button>
    );
  }

  return (
    <div role="group" aria-label={t('languageSwitch.label')} className={cx('ui-language-toggle', className)}>
      {offered.map((code) => (
        <button
          key={code}
          type="button"
          className="ui-language-toggle__option"
          aria-pressed={code === value}
          title={nativeLanguageNames[code]}
          onClick={() => code !== value && onChange(code)}
        >
          <span>{code.toUpperCase()}</span>
          <span className="ui-sr-only" lang={code}>
            {' '}
            {nativeLanguageNames[code]}
          </span>
        </button>
      ))}
    </div>
  );
}
