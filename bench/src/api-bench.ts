import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairedLoad, printPairedTable, type Target } from './paired-load.js';
import { temporaryPostgres } from './postgres.js';
import { apiNodeFlags, spawnApi, spawnNode } from './spawn-server.js';

const here = dirname(fileURLToPath(import.meta.url));
const helloServer = join(here, 'hello-server.mjs');
/** Optional fixed ports (a shared machine's allotted range): node:http, one per API server, the same-answer server. */
const firstPort = process.env.API_BENCH_PORT ? Number(process.env.API_BENCH_PORT) : undefined;
const portAt = (offset: number) => (firstPort === undefined ? undefined : firstPort + offset);

/** The demo account seeded on first start (see apps/api/README.md). */
const demo = { email: 'demo@buildassist.in', password: 'Demo@1234' };

export async function login(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** Headers node:http writes itself on every answer, and the length it is given. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer of `url`: its headers (as a server sets them) and body, for the baseline to repeat. */
export async function answerOf(url: string): Promise<{ headers: Record<string, string>; body: string }> {
  const res = await fetch(url);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!PER_CONNECTION.has(name)) headers[name] = value;
  });
  return { headers, body: await res.text() };
}

/**
 * GET /api/health and an authenticated GET /api/auth/me on PGlite and on Postgres, each measured
 * against a bare node:http hello world in the same run (paired-load.ts: settle, warm-up, ABBA
 * slices), started with the API's Node flags; the targets are judged against that
 * baseline. One more row, a node:http server answering the same bytes as /api/health (its
 * security headers, request id and body), shows how much of the gap is the headers every answer
 * must carry rather than the serving stack.
 */
export async function benchApi() {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const hello = await spawnNode(helloServer, {}, '/', portAt(0), apiNodeFlags);
    cleanups.push(() => hello.stop());
    const targets = await apiTargets('PGlite', {}, cleanups, portAt(1));
    const health = await answerOf(targets[0]?.url ?? '');
    const sameAnswer = await spawnNode(helloServer, { BASELINE_ANSWER: JSON.stringify(health) }, '/', portAt(3), apiNodeFlags);
    cleanups.push(() => sameAnswer.stop());
    targets.unshift({ name: 'node:http, same answer as /api/health', server: sameAnswer, url: sameAnswer.url });
    const postgres = await temporaryPostgres();
    if (postgres) {
      cleanups.push(() => postgres.drop());
      targets.push(...(await apiTargets('Postgres', { DATABASE_URL: postgres.url }, cleanups, portAt(2))));
    }
    const rows = await pairedLoad({ name: 'node:http hello world', server: hello, url: hello.url }, targets);
    printPairedTable('API throughput (autocannon, 50 connections; per target 2 s warm-up, then node:http, target, target, node:http for 4 s each)', rows);
    const bytes = Object.entries(health.headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, health.body.length);
    console.log(`same-answer row: ${Object.keys(health.headers).length} headers and the body of /api/health, ${bytes} bytes before node's own date/connection headers`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** A production server as deployed, plus the demo account the benches sign in with. */
export function productionEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: 'true',
  };
}

/** Starts a production API server and names the two routes to measure on it. */
async function apiTargets(label: string, env: Record<string, string>, cleanups: (() => Promise<void>)[], port?: number): Promise<Target[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const api = await spawnApi({ ...productionEnv(dataDir), ...env }, port);
  cleanups.push(() => api.stop());
  const token = await login(api.url);
  return [
    { name: `GET /api/health (${label})`, server: api, url: `${api.url}/api/health` },
    { name: `GET /api/auth/me, bearer (${label})`, server: api, url: `${api.url}/api/auth/me`, headers: { authorization: `Bearer ${token}` } },
  ];
}
