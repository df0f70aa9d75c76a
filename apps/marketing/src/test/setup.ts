/* Test environment: English catalogues, the shared jsdom set-up, clean storage per test. */
import { afterEach } from 'vitest';
import './i18n';
import '@app/ui/test/jsdom-setup';

afterEach(() => {
  localStorage.clear();
});
