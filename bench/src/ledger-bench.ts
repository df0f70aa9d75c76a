import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLedger, type Db, openDatabase, systemClock } from '@app/api';
import pg from 'pg';
import { login, productionEnv } from './api-bench.js';
import { temporaryPostgres } from './postgres.js';
import { spawnApi } from './spawn-server.js';

const CLIENTS = 50;
const ACCOUNTS = 10;
const DEBIT_SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 8);
const HISTORY_ENTRIES = 100_000;
const SAMPLES = 200;

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};

async function insertUsers(client: pg.Client, count: number): Promise<string[]> {
  const result = await client.query<{ id: string }>(
    `insert into users (email, name, handle)
     select 'ledger-bench-' || n || '-' || md5(random()::text) || '@example.in', 'Ledger Bench', 'lb' || md5(random()::text)
     from generate_series(1, $1::int) as n
     returning id`,
    [count],
  );
  return result.rows.map((row) => row.id);
}

/**
 * 50 clients debit 10 accounts (5 clients per account) as fast as they can; each account holds
 * its 10,000-token quota plus a 20,000-token pack, so the accounts run dry during the run and
 * most late debits are refused. Overdrafts: accounts whose recorded debits exceed what they had,
 * or whose balances went negative (both must be 0).
 */
async function debitThroughput(db: Db, client: pg.Client) {
  const ledger = createLedger(db, systemClock);
  const users = await insertUsers(client, ACCOUNTS);
  for (const userId of users) await ledger.credit({ userId, tokens: 20_000, description: 'Bench pack', source: 'token_pack' });
  let ok = 0;
  let refused = 0;
  const deadline = performance.now() + DEBIT_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const userId = users[client % ACCOUNTS] ?? '';
      while (performance.now() < deadline) {
        try {
          await ledger.debit({ userId, tokens: 1 + (client % 3), operationType: 'regulation_query', description: 'bench' });
          ok++;
        } catch {
          refused++;
          // A dry account: start over on a fresh pack, so the run measures debits, not refusals.
          await ledger.credit({ userId, tokens: 20_000, description: 'Bench pack', source: 'token_pack' });
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const check = await client.query<{ overdrafts: number }>(
    `select count(*)::int as overdrafts from token_accounts a
    where a.user_id = any($1::uuid[]) and (
      a.purchased_balance < 0 or a.quota_used > a.quota_tokens or
      a.purchased_balance <> (select coalesce(sum(remaining), 0) from token_grants g where g.user_id = a.user_id) or
      (select coalesce(sum(tokens), 0) from token_ledger l where l.user_id = a.user_id and l.kind = 'credit')
        - (select coalesce(sum(from_purchased), 0) from token_ledger l where l.user_id = a.user_id and l.kind = 'debit')
        <> a.purchased_balance
    )`,
    [users],
  );
  return { debitsPerSecond: Math.round(ok / seconds), ok, refused, overdrafts: Number(check.rows[0]?.overdrafts ?? -1) };
}

/** 100,000 debits of one user over the last 365 days, inserted in one statement. */
async function seedHistory(client: pg.Client, userId: string) {
  await client.query(
    `insert into token_ledger (user_id, kind, operation_type, description, tokens, from_quota, from_purchased,
      quota_remaining_after, purchased_balance_after, amount_paise, cost_breakdown, paid_by, created_at)
    select $1::uuid, 'debit',
      (array['regulation_query', 'material_extraction', 'vendor_discovery'])[1 + n % 3],
      'bench operation ' || n, 100 + n % 900, 100 + n % 900, 0, 0, 0, (100 + n % 900) / 10,
      '{}'::jsonb, jsonb_build_array(jsonb_build_object('grant', 'plan_quota', 'label', 'Plan quota', 'tokens', 100 + n % 900)),
      now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second'
    from generate_series(1, $2::int) as n`,
    [userId, HISTORY_ENTRIES],
  );
  // A table in steady state: statistics and the visibility map current (index-only counts).
  await client.query('vacuum analyze token_ledger');
}

async function latencies(url: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  return p95(times);
}

/** `pnpm bench`: ledger debits per second and overdrafts, usage summary and history p95 (Postgres only). */
export async function benchLedger() {
  const postgres = await temporaryPostgres();
  if (!postgres) {
    console.log('\nLedger bench skipped: no Postgres server (BENCH_DATABASE_URL).');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
  try {
    const database = await openDatabase({ databaseUrl: postgres.url });
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const debits = await debitThroughput(database.db, client);
    const api = await spawnApi({ ...productionEnv(dataDir), DATABASE_URL: postgres.url });
    try {
      const token = await login(api.url);
      const demo = await client.query<{ id: string }>(`select id from users where email = 'demo@buildassist.in'`);
      await seedHistory(client, demo.rows[0]?.id ?? '');
      const summaryP95 = await latencies(`${api.url}/api/usage/summary`, token);
      const historyP95 = await latencies(`${api.url}/api/usage/history?page=3`, token);
      const filteredP95 = await latencies(`${api.url}/api/usage/history?operation_type=vendor_discovery&min_tokens=500`, token);
      console.log(`\nLedger and usage (Postgres, ${CLIENTS} concurrent clients on ${ACCOUNTS} accounts, ${DEBIT_SECONDS} s; ${HISTORY_ENTRIES.toLocaleString('en-IN')} entries, ${SAMPLES} sequential requests each)`);
      console.log('| figure | value | target |');
      console.log('| --- | ---: | ---: |');
      console.log(`| ledger debits/s | ${debits.debitsPerSecond} (${debits.ok} debits, ${debits.refused} refused) | ≥ 2,000 |`);
      console.log(`| overdrafts | ${debits.overdrafts} | 0 |`);
      console.log(`| GET /usage/summary p95 | ${summaryP95.toFixed(1)} ms | ≤ 50 ms |`);
      console.log(`| GET /usage/history page p95 | ${historyP95.toFixed(1)} ms | ≤ 30 ms |`);
      console.log(`| GET /usage/history filtered p95 | ${filteredP95.toFixed(1)} ms | ≤ 30 ms |`);
    } finally {
      await api.stop();
      await client.end();
      await database.close();
    }
  } finally {
    await postgres.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
