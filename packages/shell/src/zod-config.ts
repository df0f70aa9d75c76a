import { z } from 'zod';

// zod's compiled parsers probe for `new Function`, which our CSP forbids: the browser reports
// the caught probe as a policy violation, so the apps parse without compiling. Imported by
// AppProviders, the API client and the public site's modules that bring zod (news filters, account
// forms); listed in `sideEffects` so the bundler keeps these imports.
if (typeof document !== 'undefined') z.config({ jitless: true });
