export { createApp, type CreateAppOptions } from './app.js';
export type { AppDeps } from './deps.js';
export { configFromEnv, testConfig, type Config } from './config.js';
export { openDatabase, type Database, type Db } from './db/client.js';
export { manualClock, systemClock, type Clock } from './lib/clock.js';
// For the bench (`bench/src/retrieval-bench.ts`): the regulation retrieval and what it needs.
export { createRetriever, loadChunks, buildIndex, rank, analyzeQuery } from './features/retrieval/index.js';
export { ingestCorpus } from './features/documents/index.js';
export { createStorage } from './features/storage/index.js';
export { createLedger } from './features/ledger/index.js';
export { generateDirectory, searchDirectory, upsertVendors } from './features/vendors/index.js';
// For the bench (`bench/src/extraction-bench.ts`): the material extraction engine and its documents.
export { createOfflineExtractor, parseDocument, PARSE_LIMITS } from './features/extraction/index.js';
// For `bench/src/extraction-real-bench.ts`: the upload route's type check, so documents are read as the product reads them.
export { sniffDocument } from './features/sourcing/sniff.js';
// For `bench/src/extraction-cost-bench.ts`: the price catalogue the routes answer with.
export { quotaArithmetic, type TExtractionEstimate } from '@app/sdk/contracts';
export { benchBoqWorkbook, benchTextPdf, hugeSheet, pngHeader, zipBomb } from './features/extraction/bench-documents.js';
// For the bench (`bench/src/answer-eval-bench.ts`): the chat's evaluation set, its scoring, and the calculator.
export { createOfflineEngine } from './features/answers/index.js';
export { EVAL_SET, type EvalCase } from './features/regagent/eval/eval-set.js';
export { EVAL_THRESHOLDS, evaluateCase, sharesOf, type EvalOutcome } from './features/regagent/eval/evaluate.js';
export { evaluateUnseenSet, unseenShares, type UnseenOutcome } from './features/regagent/eval/unseen.js';
export { UNSEEN_QUESTIONS } from './features/regagent/eval/unseen-set.js';
export { evaluateNumberSet, numberShares } from './features/regagent/eval/numbers.js';
export { calculatePlot } from './features/rules/index.js';
