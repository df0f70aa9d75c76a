/* Test environment: the chat catalogues, the shared jsdom set-up, English again after each test. */
import { afterEach } from 'vitest';
import '@app/ui/test/jsdom-setup';
import { testI18n } from './i18n';

afterEach(async () => {
  await testI18n.changeLanguage('en');
});
