/* Test environment: the chat catalogues, the browser APIs jsdom lacks, a clean DOM per test. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { testI18n } from './i18n';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom has no matchMedia: a wide screen that never changes.
globalThis.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof matchMedia;

afterEach(async () => {
  cleanup();
  await testI18n.changeLanguage('en');
});
