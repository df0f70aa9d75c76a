/*
 * Test environment: the Storybook i18n instance (registered globally through initReactI18next),
 * the browser APIs jsdom lacks but Radix and our hooks use, and a clean DOM and storage per test.
 */
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../../.storybook/i18n';
import './jsdom-setup';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('lang');
});
