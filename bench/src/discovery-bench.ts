import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLedger, generateDirectory, openDatabase, systemClock, upsertVendors } from '@app/api';
import pg from 'pg';
import { login, productionEnv } from './api-bench.js';
import { temporaryPostgres } from './postgres.js';
import { spawnApi } from './spawn-server.js';

const DIRECTORY_SIZE = 100_000;
const RUNS = Number(process.env.DISCOVERY_BENCH_RUNS ?? 9);
const CATEGORIES = ['Cement', 'Steel & Metal', 'Bricks', 'Sand', 'Aggregates'];
const AHMEDABAD = { latitude: 23.0225, longitude: 72.5714 };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/** A project of the demo user with one material per category (inserted directly: the bench measures discovery). */
async function insertProject(client: pg.Client, userId: string, n: number): Promise<number> {
  const project = await client.query<{ id: number }>(
    `insert into projects (user_id, name, location, location_json) values ($1, $2, 'Navrangpura, Ahmedabad', $3) returning id`,
    [userId, `Discovery bench ${n}`, JSON.stringify({ city: 'Ahmedabad', ...AHMEDABAD })],
  );
  const id = project.rows[0]?.id ?? 0;
  for (const category of CATEGORIES) {
    await client.query(`insert into materials (project_id, name, category, quantity, unit) values ($1, $2, $3, 10, 'nos')`, [id, `${category} for the bench`, category]);
  }
  return id;
}

/** Starts one discovery over HTTP and reads its stream: ms to the first vendor_found and to session_completed. */
async function timeDiscovery(apiUrl: string, token: string, projectId: number) {
  const started = performance.now();
  const res = await fetch(`${apiUrl}/api/sourcing/projects/${projectId}/discover-vendors`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ categories: CATEGORIES.map((category) => ({ category, material_ids: [] })), project_lat: AHMEDABAD.latitude, project_lng: AHMEDABAD.longitude, city: 'Ahmedabad' }),
  });
  if (res.status !== 202) throw new Error(`discover-vendors answered ${res.status}: ${await res.text()}`);
  const { session_id } = (await res.json()) as { session_id: number };
  const stream = await fetch(`${apiUrl}/api/sourcing/vendor-search-sessions/${session_id}/stream?token=${token}`);
  if (!stream.body) throw new Error('no stream body');
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first === null && text.includes('"type":"vendor_found"')) first = performance.now() - started;
    if (text.includes('"type":"session_completed"') || text.includes('"type":"session_failed"')) break;
  }
  await reader.cancel().catch(() => undefined);
  if (!text.includes('"type":"session_completed"')) throw new Error(`discovery ${session_id} did not complete`);
  const vendors = (text.match(/"type":"vendor_found"/g) ?? []).length;
  return { firstMs: first ?? Number.NaN, totalMs: performance.now() - started, vendors };
}

/** `pnpm bench`: a 5-category discovery over 100,000 directory vendors in Postgres (server over HTTP). */
export async function benchDiscovery() {
  const postgres = await temporaryPostgres();
  if (!postgres) {
    console.log('\nDiscovery bench skipped: no Postgres server (BENCH_DATABASE_URL).');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-discovery-'));
  try {
    // The server migrates and seeds the demo account; the directory is added beside the demo one.
    const api = await spawnApi({ ...productionEnv(dataDir), DATABASE_URL: postgres.url });
    const database = await openDatabase({ databaseUrl: postgres.url });
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const rows = generateDirectory(DIRECTORY_SIZE, 1);
      for (let i = 0; i < rows.length; i += 2_000) await upsertVendors(database.db, rows.slice(i, i + 2_000));
      await client.query('vacuum analyze vendors');
      const token = await login(api.url);
      const demo = await client.query<{ id: string }>(`select id from users where email = 'demo@buildassist.in'`);
      const userId = demo.rows[0]?.id ?? '';
      await createLedger(database.db, systemClock).credit({ userId, tokens: 1_000_000, description: 'Bench pack', source: 'token_pack' });
      const count = await client.query<{ n: number }>('select count(*)::int as n from vendors');
      const firsts: number[] = [];
      const totals: number[] = [];
      let vendors = 0;
      for (let n = 0; n < RUNS; n++) {
        const run = await timeDiscovery(api.url, token, await insertProject(client, userId, n));
        firsts.push(run.firstMs);
        totals.push(run.totalMs);
        vendors = run.vendors;
      }
      console.log(`\nVendor discovery (Postgres, ${Number(count.rows[0]?.n ?? 0).toLocaleString('en-IN')} directory vendors, 5 categories × 5 vendors near Ahmedabad, ${RUNS} runs over HTTP, ${vendors} vendor_found each)`);
      console.log('| figure | median | p95 | target |');
      console.log('| --- | ---: | ---: | ---: |');
      console.log(`| first vendor_found after the start | ${percentile(firsts, 0.5).toFixed(0)} ms | ${percentile(firsts, 0.95).toFixed(0)} ms | ≤ 500 ms |`);
      console.log(`| discovery completed | ${percentile(totals, 0.5).toFixed(0)} ms | ${percentile(totals, 0.95).toFixed(0)} ms | ≤ 3,000 ms |`);
    } finally {
      await client.end();
      await database.close();
      await api.stop();
    }
  } finally {
    await postgres.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
