/*
 * The vitest set-up shared by every package that renders @app/ui components in jsdom
 * (`@app/ui/test/jsdom-setup`): the browser APIs jsdom lacks, a clean DOM after each test, and
 * how long `findBy…`/`waitFor` may wait.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './jsdom-browser-apis';

// An upper bound, not a timing check: the first render of a lazy page or modal transforms its
// chunk on demand, and CI runs several suites on two cores, so that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
