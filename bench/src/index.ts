import { benchApi } from './api-bench.js';
import { benchBundleSizes } from './bundle-sizes.js';
import { benchLedger } from './ledger-bench.js';
import { benchExtraction } from './extraction-bench.js';
import { benchRetrieval } from './retrieval-bench.js';
import { benchAnswerEval } from './answer-eval-bench.js';
import { benchServing } from './serving-bench.js';

// `pnpm bench` prints figures; nothing here asserts a timing.
benchBundleSizes();
await benchApi();
await benchServing();
await benchRetrieval();
await benchAnswerEval();
await benchLedger();
await benchExtraction();
