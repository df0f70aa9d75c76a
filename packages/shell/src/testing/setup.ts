/*
 * Test environment: the real English catalogues (registered globally through initReactI18next),
 * the browser APIs jsdom lacks but Radix, sonner and the theme use, and a clean DOM, storage and
 * location per test.
 */
import { afterEach, vi } from 'vitest';
import { testI18n } from './test-i18n';
import '@app/ui/test/jsdom-setup';

await testI18n();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
