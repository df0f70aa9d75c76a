import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadResult, load, printTable } from './load.js';
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

/** GET /api/health and an authenticated GET /api/auth/me beside a bare node:http server. */
export async function benchApi() {
  const hello = await spawnNode(helloServer, {}, '/');
  try {
    const baseline = await load('node:http hello world', hello.url);
    const rows = [baseline, ...(await benchApiOn('PGlite', {}))];
    const postgres = await temporaryPostgres();
    if (postgres) {
      try {
        rows.push(...(await benchApiOn('Postgres', { DATABASE_URL: postgres.url })));
      } finally {
        await postgres.drop();
      }
    }
    printTable('API throughput (autocannon, 50 connections, 8 s each, same machine)', rows, baseline);
  } finally {
    await hello.stop();
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

async function benchApiOn(label: string, env: Record<string, string>): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const api = await spawnNode(apiServer, { ...productionEnv(dataDir), ...env }, '/api/health');
  try {
    const token = await login(api.url);
    return [
      await load(`GET /api/health (${label})`, `${api.url}/api/health`),
      await load(`GET /api/auth/me, bearer (${label})`, `${api.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }),
    ];
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
