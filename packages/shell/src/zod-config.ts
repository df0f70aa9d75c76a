import { z } from 'zod';

// zod's compiled parsers probe for `new Function`, which our CSP forbids: the browser reports
// the caught probe as a policy violation, so the apps parse without compiling. Imported by every
// module that parses before the app's providers load (the API client) and by AppProviders.
if (typeof document !== 'undefined') z.config({ jitless: true });
