import { benchApi } from './api-bench.js';
import { benchBundleSizes } from './bundle-sizes.js';
import { benchLedger } from './ledger-bench.js';
import { benchExtraction } from './extraction-bench.js';
import { benchRetrieval } from './retrieval-bench.js';
import { benchServing } from './serving-bench.js';
import { benchStreams } from './streams-bench.js';

// `pnpm bench` prints figures; nothing here asserts a timing. `pnpm bench <part>...` runs only
// the named parts (the machine is shared: measuring one area need not load all of them).
const parts: [string, () => unknown][] = [
  ['bundles', benchBundleSizes],
  ['api', benchApi],
  ['serving', benchServing],
  ['retrieval', benchRetrieval],
  ['ledger', benchLedger],
  ['extraction', benchExtraction],
  ['streams', benchStreams],
];
const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = chosen.filter((name) => !parts.some(([part]) => part === name));
if (unknown.length) throw new Error(`unknown bench part(s): ${unknown.join(', ')}; parts: ${parts.map(([name]) => name).join(', ')}`);
for (const [name, run] of parts) if (!chosen.length || chosen.includes(name)) await run();
