import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './create';
import { detectLanguage } from './detect-language';
import { languageStorageKey } from './languages';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const cases: { name: string; search: string; stored: string | null; browser: string[] }[] = [
  { name: '?lang= wins over the stored choice', search: '?lang=gu', stored: 'hi', browser: ['en-US'] },
  { name: 'an unknown ?lang= falls through to the stored choice', search: '?lang=fr', stored: 'hi', browser: ['en-US'] },
  { name: 'the stored choice wins over the browser', search: '', stored: 'en', browser: ['gu-IN'] },
  { name: 'the browser language counts without its region', search: '', stored: null, browser: ['gu-IN', 'en'] },
  { name: 'the first offered browser language counts', search: '', stored: null, browser: ['fr-FR', 'hi'] },
  { name: 'nothing offered means English', search: '', stored: null, browser: ['fr-FR'] },
];

describe('detectLanguage', () => {
  it.each(cases)('resolves what i18next resolves: $name', async ({ search, stored, browser }) => {
    window.history.replaceState(null, '', `/${search}`);
    if (stored) localStorage.setItem(languageStorageKey, stored);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser[0] ?? '');
    const expected = detectLanguage({ search, storage: localStorage, browser });
    const i18n = await initI18n({ namespaces: ['common'], document: null });
    expect(i18n.resolvedLanguage).toBe(expected);
  });

  it('counts storage that cannot be read as no choice', () => {
    const storage = { getItem: () => { throw new Error('blocked'); } };
    expect(detectLanguage({ search: '', storage, browser: ['gu'] })).toBe('gu');
  });
});
