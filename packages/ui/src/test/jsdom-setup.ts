/*
 * The vitest set-up shared by every package that renders @app/ui components in jsdom
 * (`@app/ui/test/jsdom-setup`): the browser APIs jsdom lacks, a clean DOM and no toasts left after
 * each test, and how long `findBy…`/`waitFor` may wait.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadToasts, toast } from '../components/toaster/toaster';
import './jsdom-browser-apis';

// Loaded up front so a test's toast shows as synchronously as before (also under fake timers);
// the lazy loading itself is tested in lazy-toast.test.ts.
await preloadToasts();

// An upper bound, not a timing check: the first render of a lazy page or modal transforms its
// chunk on demand, and CI runs several suites on two cores, so that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in module state and replays the undismissed ones to the next Toaster, so a
  // test would otherwise see the previous test's toasts (twice the same text, until they expire).
  toast.dismiss();
});
