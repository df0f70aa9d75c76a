import { benchApi } from './api-bench.js';
import { benchBundleSizes } from './bundle-sizes.js';
import { benchLedger } from './ledger-bench.js';
import { benchExtraction } from './extraction-bench.js';
import { benchRetrieval } from './retrieval-bench.js';
import { benchServing } from './serving-bench.js';

// `pnpm bench` prints figures; nothing here asserts a timing.
const parts: Record<string, () => unknown> = {
  bundles: benchBundleSizes,
  api: benchApi,
  serving: benchServing,
  retrieval: benchRetrieval,
  ledger: benchLedger,
  extraction: benchExtraction,
};

// `pnpm bench ledger retrieval` runs only the parts named; no name runs them all.
const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) throw new Error(`unknown bench part ${unknown.join(', ')}; parts: ${Object.keys(parts).join(', ')}`);
for (const [name, run] of Object.entries(parts)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
