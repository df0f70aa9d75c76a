import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairedLoad, printPairedTable, type Target } from './paired-load.js';
import { temporaryPostgres } from './postgres.js';
import { spawnNode } from './spawn-server.js';

const here = dirname(fileURLToPath(import.meta.url));
const apiServer = join(here, '..', '..', 'apps', 'api', 'dist', 'server.js');
const helloServer = join(here, 'hello-server.mjs');

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

/**
 * GET /api/health and an authenticated GET /api/auth/me on PGlite and on Postgres, each measured
 * against a bare node:http server in the same run (paired-load.ts: settle, warm-up, ABBA slices).
 */
export async function benchApi() {
  const hello = await spawnNode(helloServer, {}, '/');
  const cleanups: (() => Promise<void>)[] = [() => hello.stop()];
  try {
    const targets = await apiTargets('PGlite', {}, cleanups);
    const postgres = await temporaryPostgres();
    if (postgres) {
      cleanups.push(() => postgres.drop());
      targets.push(...(await apiTargets('Postgres', { DATABASE_URL: postgres.url }, cleanups)));
    }
    const rows = await pairedLoad({ name: 'node:http hello world', server: hello, url: hello.url }, targets);
    printPairedTable('API throughput (autocannon, 50 connections; per target 2 s warm-up, then node:http, target, target, node:http for 4 s each)', rows);
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

export const apiServerScript = apiServer;

/** Starts a production API server and names the two routes to measure on it. */
async function apiTargets(label: string, env: Record<string, string>, cleanups: (() => Promise<void>)[]): Promise<Target[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const api = await spawnNode(apiServer, { ...productionEnv(dataDir), ...env }, '/api/health');
  cleanups.push(() => api.stop());
  const token = await login(api.url);
  return [
    { name: `GET /api/health (${label})`, server: api, url: `${api.url}/api/health` },
    { name: `GET /api/auth/me, bearer (${label})`, server: api, url: `${api.url}/api/auth/me`, headers: { authorization: `Bearer ${token}` } },
  ];
}
