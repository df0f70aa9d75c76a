/* Test environment: English catalogues, the browser APIs jsdom lacks, a clean DOM per test. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './i18n';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
});
