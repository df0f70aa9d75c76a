/* Test environment: English catalogues, the browser APIs jsdom lacks, a clean DOM per test. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './i18n';
import '@app/ui/test/jsdom-browser-apis';

// The first open of a modal or lazy page transforms its chunk; on a busy machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
