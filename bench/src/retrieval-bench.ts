import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  analyzeQuery,
  buildIndex,
  createLedger,
  createRetriever,
  createStorage,
  ingestCorpus,
  loadChunks,
  openDatabase,
  rank,
  systemClock,
} from '@app/api';
import { spawnApi } from './spawn-server.js';
import { productionEnv } from './api-bench.js';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', '..', 'apps', 'api');
const demo = { email: 'demo@buildassist.in', password: 'Demo@1234' };

/**
 * Rounds of the question set sent to `POST /api/regagent/query` (default 2 × 51 questions).
 * The bench credits the demo account of its throwaway database with enough tokens first.
 */
const E2E_ROUNDS = Number(process.env.REGAGENT_BENCH_ROUNDS ?? 2);
/** Tokens credited per question sent (an offline answer costs about 1,000). */
const TOKENS_PER_QUESTION = 3000;

interface Question {
  question: string;
  /** One of the SDK's `LANGUAGE_CODES`, passed on to the API as it is. */
  language: string;
}
const evaluation = JSON.parse(readFileSync(join(apiDir, 'corpus', 'sources', 'questions.json'), 'utf8')) as Question[];
const questions = evaluation.map((q) => q.question);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(2);
  console.log(`| ${name} | ${samples.length} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 95))} | ${f(sorted.at(-1) ?? NaN)} |`);
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Retrieval in process: the real retriever on the ingested corpus, and ranking over a 20k-chunk index. */
async function benchInProcess() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-retrieval-'));
  const database = await openDatabase({});
  try {
    await ingestCorpus({ db: database.db, storage: createStorage({ dataDir }), clock: systemClock });
    const retriever = createRetriever(database.db);
    const build = await time(() => retriever.search('warm up'));
    const search: number[] = [];
    for (let round = 0; round < 20; round++) for (const q of questions) search.push(await time(() => retriever.search(q)));

    // The same chunks copied to about 20,000 (new ids), to see how ranking scales.
    const chunks = await loadChunks(database.db);
    const copies = Math.ceil(20_000 / chunks.length);
    const many = Array.from({ length: copies }, (_, i) =>
      chunks.map((c) => ({ ...c, id: `${c.id}-${i}`, documentId: `${c.documentId}-${i}` })),
    ).flat();
    const buildStart = performance.now();
    const index = buildIndex(many);
    const buildMany = performance.now() - buildStart;
    const ranking: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const q of questions) ranking.push(await time(() => rank(index, analyzeQuery(q), 6)));
    }

    console.log(`\nRegulation retrieval (BM25 in process; ${chunks.length} corpus chunks, ${questions.length} questions)`);
    console.log('| measure | samples | p50 ms | p95 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    summary('search: corpus signature query + ranking', search);
    summary(`ranking only, ${many.length} chunks`, ranking);
    console.log(`index build: ${build.toFixed(0)} ms for the corpus (with loading), ${buildMany.toFixed(0)} ms for ${many.length} chunks`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function login(url: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** `POST /api/regagent/query` against the built server (offline engine), question after question. */
async function benchEndToEnd() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-regagent-'));
  // Question after question as one user: the per-user chat limit would stop the bench.
  const env = { ...productionEnv(dataDir), AI_PROVIDER: 'offline', QUESTIONS_PER_MINUTE: '100000' };
  try {
    // First start: seeds the demo account and ingests the corpus. Then, with the server stopped,
    // the bench credits the demo account of this throwaway database so every question is paid for.
    let api = await spawnApi(env);
    const { userId } = await login(api.url);
    await api.stop();
    const database = await openDatabase({ dataDir });
    await createLedger(database.db, systemClock).credit({
      userId,
      tokens: questions.length * E2E_ROUNDS * TOKENS_PER_QUESTION,
      description: 'bench',
      source: 'grant',
      reference: `bench-${Date.now()}`,
    });
    await database.close();

    api = await spawnApi(env);
    try {
      const { token } = await login(api.url);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const latencies: number[] = [];
      let tokens = 0;
      for (let round = 0; round < E2E_ROUNDS; round++) {
        for (const { question: query, language } of evaluation) {
          const start = performance.now();
          const res = await fetch(`${api.url}/api/regagent/query`, { method: 'POST', headers, body: JSON.stringify({ query, language }) });
          const body = (await res.json()) as { metrics?: { tokens: number } };
          latencies.push(performance.now() - start);
          if (!res.ok) throw new Error(`query failed: ${res.status} ${JSON.stringify(body)}`);
          tokens += body.metrics?.tokens ?? 0;
        }
      }
      console.log('\nPOST /api/regagent/query end to end (built server, offline engine, PGlite, one client)');
      console.log('| measure | samples | p50 ms | p95 ms | max ms |');
      console.log('| --- | ---: | ---: | ---: | ---: |');
      summary('question → stored, metered answer', latencies);
      console.log(`tokens per answer: ${Math.round(tokens / latencies.length)} on average`);
      await benchCalculator(api.url, headers);
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Plots across authorities, zones, uses and sizes, band edges included. */
export function calculatorCases() {
  const cases = [];
  for (const authority of ['AUDA', 'AMC'] as const)
    for (const zone of ['R1', 'R2', 'C2', 'GE'] as const)
      for (const use of ['house', 'apartment', 'commercial'] as const)
        for (const [plot_area, road_width, building_height] of [[150, 9, 10], [500, 12, 16.5], [2000, 18, 25], [4000, 30, 45], [12000, 40, 70]] as const)
          cases.push({ authority, zone, use, plot_area, road_width, building_height, jantri_rate: 25000 });
  return cases;
}

/** `POST /api/regagent/calculate` against the same server: the whole route, citations included. */
async function benchCalculator(url: string, headers: Record<string, string>) {
  const cases = calculatorCases();
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  for (let round = 0; round < 3; round++) {
    for (const body of cases) {
      const start = performance.now();
      const res = await fetch(`${url}/api/regagent/calculate`, { method: 'POST', headers, body: JSON.stringify(body) });
      await res.arrayBuffer();
      latencies.push(performance.now() - start);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }
  console.log('\nPOST /api/regagent/calculate end to end (built server, PGlite, one client; target p95 ≤ 10 ms)');
  console.log('| measure | samples | p50 ms | p95 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  summary('plot → cited calculator lines', latencies);
  console.log(`statuses: ${JSON.stringify(statuses)}`);
}

export async function benchRetrieval() {
  await benchInProcess();
  await benchEndToEnd();
}
