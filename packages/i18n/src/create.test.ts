import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, initI18n } from './create';
import { languageStorageKey } from './languages';

function html() {
  return document.documentElement;
}

function browserLanguages(...tags: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(tags[0] ?? '');
}

beforeEach(() => {
  localStorage.clear();
  html().removeAttribute('lang');
  html().removeAttribute('dir');
  html().className = '';
  browserLanguages('en-US');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('language choice', () => {
  it('changing the language updates lang, dir and the font class on <html> and remembers it under i18nextLng', async () => {
    const i18n = await initI18n({ namespaces: ['common', 'shell'] });
    expect(html().lang).toBe('en');
    expect(html().classList.contains('lang-en')).toBe(true);

    await i18n.changeLanguage('gu');
    expect(html().lang).toBe('gu');
    expect(html().dir).toBe('ltr');
    expect(html().classList.contains('lang-gu')).toBe(true);
    expect(html().classList.contains('lang-en')).toBe(false);
    expect(localStorage.getItem(languageStorageKey)).toBe('gu');
    expect(i18n.t('shell:avatar.logout')).toBe('લૉગ આઉટ');

    await i18n.changeLanguage('hi');
    expect(html().lang).toBe('hi');
    expect(html().classList.contains('lang-hi')).toBe(true);
    expect(html().classList.contains('lang-gu')).toBe(false);
    expect(localStorage.getItem(languageStorageKey)).toBe('hi');
  });

  it('starts in the language remembered from an earlier visit', async () => {
    localStorage.setItem(languageStorageKey, 'gu');
    const i18n = await initI18n({ namespaces: ['common'] });
    expect(i18n.resolvedLanguage).toBe('gu');
    expect(html().lang).toBe('gu');
    expect(html().classList.contains('lang-gu')).toBe(true);
  });

  it('falls back to English for an unknown stored language', async () => {
    localStorage.setItem(languageStorageKey, 'fr');
    browserLanguages('fr-FR', 'de');
    const i18n = await initI18n({ namespaces: ['common', 'shell'] });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(html().lang).toBe('en');
    expect(i18n.t('shell:avatar.logout')).toBe('Logout');
  });

  it('uses the browser language, region included, when nothing is stored', async () => {
    browserLanguages('gu-IN', 'en-IN');
    const i18n = await initI18n({ namespaces: ['common'] });
    expect(i18n.resolvedLanguage).toBe('gu');
    expect(localStorage.getItem(languageStorageKey)).toBe('gu');
  });

  it('falls back to English when an app does not offer the stored language', async () => {
    localStorage.setItem(languageStorageKey, 'hi');
    const i18n = await initI18n({ namespaces: ['common'], supportedLanguages: ['en', 'gu'] });
    expect(i18n.resolvedLanguage).toBe('en');
  });
});

describe('catalogues', () => {
  it('loads only the namespaces an app asks for, in its language alone (no English fallback download)', async () => {
    const i18n = await initI18n({ namespaces: ['common', 'chat'], lng: 'gu' });
    expect(i18n.hasLoadedNamespace('chat')).toBe(true);
    expect(Object.keys(i18n.store.data)).toEqual(['gu']);
    expect(Object.keys(i18n.store.data.gu ?? {}).sort()).toEqual(['chat', 'common']);
    expect(i18n.t('chat:topBar.defaultTitle')).toBe('શહેરી આયોજન સહાયક');
  });

  it('falls back to the English text for a key missing in Gujarati', () => {
    const i18n = createI18n({
      namespaces: ['common'],
      lng: 'gu',
      document: null,
      resources: { en: { common: { onlyEnglish: 'Only in English' } }, gu: { common: {} } },
    });
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
  });

  it('answers synchronously when the catalogues are passed in', () => {
    const i18n = createI18n({
      namespaces: ['common'],
      lng: 'hi',
      resources: { hi: { common: { hello: 'नमस्ते {{name}}' } } },
    });
    expect(i18n.t('hello', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(html().lang).toBe('hi');
  });
});
