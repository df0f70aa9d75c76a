import { benchAbuse } from './abuse-bench.js';
import { benchAnswerEval } from './answer-eval-bench.js';
import { benchApi } from './api-bench.js';
import { benchBundleSizes } from './bundle-sizes.js';
import { benchLandingJs } from './landing-js-bench.js';
import { benchLedger } from './ledger-bench.js';
import { benchMaterialsUi } from './materials-ui-bench.js';
import { benchExtraction } from './extraction-bench.js';
import { benchExtractionReal } from './extraction-real-bench.js';
import { benchExtractionCost } from './extraction-cost-bench.js';
import { benchLighthouse } from './lighthouse-bench.js';
import { benchDiscovery } from './discovery-bench.js';
import { benchRetrieval } from './retrieval-bench.js';
import { benchServing } from './serving-bench.js';
import { benchStreams } from './streams-bench.js';
import { benchVendorDirectory } from './vendor-directory-bench.js';
import { benchVendorsUi } from './vendors-ui-bench.js';

/** The parts of `pnpm bench`, in order; `pnpm bench <part> …` runs only the named ones. */
const PARTS: Record<string, () => unknown> = {
  bundles: benchBundleSizes,
  'landing-js': benchLandingJs,
  api: benchApi,
  serving: benchServing,
  retrieval: benchRetrieval,
  answers: benchAnswerEval,
  ledger: benchLedger,
  extraction: benchExtraction,
  'extraction-real': benchExtractionReal,
  'extraction-cost': benchExtractionCost,
  streams: benchStreams,
  vendors: benchVendorDirectory,
  discovery: benchDiscovery,
  'vendors-ui': benchVendorsUi,
  'materials-ui': benchMaterialsUi,
  lighthouse: benchLighthouse,
  abuse: benchAbuse,
};

const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = chosen.filter((name) => !(name in PARTS));
if (unknown.length > 0) throw new Error(`unknown bench part ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`);

// `pnpm bench` prints figures; nothing here asserts a timing.
for (const [name, run] of Object.entries(PARTS)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
