import { benchApi } from './api-bench.js';
import { benchBundleSizes } from './bundle-sizes.js';
import { benchLedger } from './ledger-bench.js';
import { benchExtraction } from './extraction-bench.js';
import { benchDiscovery } from './discovery-bench.js';
import { benchRetrieval } from './retrieval-bench.js';
import { benchServing } from './serving-bench.js';
import { benchVendorsUi } from './vendors-ui-bench.js';

// `pnpm bench` prints figures; nothing here asserts a timing.
benchBundleSizes();
await benchApi();
await benchServing();
await benchRetrieval();
await benchLedger();
await benchExtraction();
await benchDiscovery();
await benchVendorsUi();
