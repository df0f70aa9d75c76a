import { getLanguage, languages } from './languages';

/**
 * Reflects the current language on <html>: `lang` (screen readers, hyphenation, :lang()),
 * `dir` (from the language's rtl flag) and a `lang-<code>` class that `fonts.css` uses to
 * switch to the Gujarati or Devanagari web font.
 */
export function applyLanguageToDocument(tag: string, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const language = getLanguage(tag);
  const root = doc.documentElement;
  root.lang = language.code;
  root.dir = language.rtl ? 'rtl' : 'ltr';
  for (const other of languages) {
    root.classList.toggle(`lang-${other.code}`, other.code === language.code);
  }
}
